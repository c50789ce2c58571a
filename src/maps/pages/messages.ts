// The map pages' text in the 14 languages maps come in: a catalogue of its own
// (resources/messages/maps/<lang>.json, checked like the main one: every key in every language,
// same ICU arguments), so the map pages need not wait for the other pages' seven languages to grow.
import { fileURLToPath } from 'node:url';
import { loadCatalogue, type Catalogue, type PageMessage } from '../../web/i18n/catalogue.js';
import { LANGS, type Lang } from '../map-schema.js';

export const MAP_MESSAGES_DIR = fileURLToPath(new URL('../../../resources/messages/maps/', import.meta.url));

let shared: Catalogue<Lang> | undefined;

export function mapMessages(): Catalogue<Lang> {
  return (shared ??= loadCatalogue<Lang>(MAP_MESSAGES_DIR, LANGS));
}

/** Languages written right to left. */
const RTL = new Set<Lang>(['ar']);

export interface PageLanguage {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  t: (key: string, params?: Record<string, string | number>) => string;
  /** The page's messages for its script (`maps.*`, prefix stripped). */
  client: Record<string, PageMessage>;
}

export function pageLanguage(lang: Lang): PageLanguage {
  const catalogue = mapMessages();
  return { lang, dir: RTL.has(lang) ? 'rtl' : 'ltr', t: (key, params) => catalogue.t(lang, `maps.${key}`, params), client: catalogue.pageMessages(lang, 'maps') };
}

/** The page's language: `?lang=`, else the best of Accept-Language the maps speak, else English. */
export function requestedLanguage(query: unknown, acceptLanguage: string | undefined): Lang {
  const catalogue = mapMessages();
  if (typeof query === 'string' && (LANGS as readonly string[]).includes(query.toLowerCase())) return query.toLowerCase() as Lang;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag ?? '', q: Number.isFinite(q) ? q : 0 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const lang = catalogue.languageOf(tag);
    if (lang !== 'en' || tag.toLowerCase().startsWith('en')) return lang;
  }
  return 'en';
}
