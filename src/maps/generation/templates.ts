// Fallback descriptions when neither the library nor WordNet has one (curriculum nodes must all
// carry a description). Written for the languages the curated library covers; English otherwise.
import type { Lang } from '../map-schema.js';

const TEMPLATES: Partial<Record<Lang, (label: string, subdomain: string, domain: string) => string>> = {
  en: (l, s, d) => `${l}: a topic of ${s} (${d}).`,
  es: (l, s, d) => `${l}: un tema de ${s} (${d}).`,
  fr: (l, s, d) => `${l} : un thème de ${s} (${d}).`,
  de: (l, s, d) => `${l}: ein Thema aus ${s} (${d}).`,
};

export function templateDescription(label: string, subdomain: string, domain: string, lang: Lang): { text: string; translated: boolean } {
  const t = TEMPLATES[lang];
  return t ? { text: t(label, subdomain, domain), translated: true } : { text: TEMPLATES.en!(label, subdomain, domain), translated: lang === 'en' };
}
