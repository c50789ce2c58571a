// Reads the seven language packs (resources/engine/lang/<code>.json) once, at start-up, each
// checked against its schema; a broken file stops start-up with one line naming it.
import { fileURLToPath } from 'node:url';
import { readCheckedJson } from '../../../shared/json-file.js';
import { LangPackFileSchema, type LangPack } from './schema.js';

export const PACKS_DIR = fileURLToPath(new URL('../../../../resources/engine/lang/', import.meta.url));

export class LangPackError extends Error {
  override name = 'LangPackError';
}

export function loadPack(code: string, dir = PACKS_DIR): LangPack {
  const data = readCheckedJson(dir, `${code}.json`, LangPackFileSchema, (line) => new LangPackError(line));
  return { code, lexicon: data.lexicon, texts: data.texts };
}
