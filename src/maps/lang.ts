// Which language a map request uses (docs/maps.md): body `lang` > `X-Language` header > `lang`
// query parameter > `en`. Every supplied value must be one of the 14 codes, even one that a
// higher-priority source overrides: a typo is reported rather than silently ignored.
import { ValidationError } from '../http/errors.js';
import { LANGS, type Lang } from './map-schema.js';

const LANG_SET: ReadonlySet<string> = new Set(LANGS);
export const LANG_ERROR = `must be one of ${LANGS.join(', ')}`;

export interface LangSources {
  body?: Lang;
  header?: string;
  query?: unknown;
}

/** Header and query values are matched case-insensitively; the body field is exact (see schemas.ts). */
export function resolveLang({ body, header, query }: LangSources): Lang {
  const fromHeader = header === undefined ? undefined : checked(header, 'X-Language header');
  const fromQuery = query === undefined ? undefined : checked(query, 'lang query parameter');
  return body ?? fromHeader ?? fromQuery ?? 'en';
}

function checked(value: unknown, where: string): Lang {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (LANG_SET.has(v)) return v as Lang;
  throw new ValidationError([`${where}: ${LANG_ERROR}`], 'invalid_request', { field: where.split(' ')[0], reason: LANG_ERROR });
}
