// mathjs, loaded on first use: it takes about a second to import, which tests and tools that never
// critique or generate should not pay. The server pays it right after it starts listening
// (preloadCritic in critic/warm-up.ts), so no critique does. The type is the real module's.
import { createRequire } from 'node:module';
import type * as MathJs from 'mathjs';

const require = createRequire(import.meta.url);
let loaded: typeof MathJs | undefined;

export function mathjs(): typeof MathJs {
  return (loaded ??= require('mathjs') as typeof MathJs);
}
