// mathjs, loaded on first use: it takes about a second to import, which start-up should not pay
// for a critic or generator that may never run. The type is the real module's.
import { createRequire } from 'node:module';
import type * as MathJs from 'mathjs';

const require = createRequire(import.meta.url);
let loaded: typeof MathJs | undefined;

export function mathjs(): typeof MathJs {
  return (loaded ??= require('mathjs') as typeof MathJs);
}
