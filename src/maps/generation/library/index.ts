// Lookup over the curated library: domains, subdomains and concepts by any of their names (English
// labels and aliases, and the translated labels), with light normalisation (case, accents,
// articles, plural -s) applied the same way to both sides.
import type { Lang } from '../../map-schema.js';
import { loadLibrary } from './load.js';
import type { CuratedConcept, CuratedDomain, CuratedSubdomain, Labels } from './schema.js';

export type { CuratedConcept, CuratedDomain, CuratedSubdomain, Labels } from './schema.js';

/** The library's domains in lookup order, read and checked once at start-up (load.ts). */
export const DOMAINS: readonly CuratedDomain[] = loadLibrary();

const ARTICLES = new Set(['the', 'a', 'an', 'el', 'la', 'los', 'las', 'le', 'les', 'l', 'der', 'die', 'das', 'of', 'de', 'del', 'des', 'du']);

/** Matching form of a name: no accents, no case, no articles, no punctuation, singular-ish words. */
export function matchKey(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && !ARTICLES.has(w))
    .map(singular)
    .join(' ');
}

function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

/** Every name of a labelled thing: each label, the label without its parenthesis, the parenthesis. */
function names(label: Labels, aliases: readonly string[], id: string): string[] {
  const out = [id.replace(/-/g, ' '), ...aliases];
  for (const l of Object.values(label)) {
    if (!l) continue;
    out.push(l);
    const m = /^(.*?)\s*\((.*)\)\s*$/.exec(l);
    if (m) out.push(m[1]!, m[2]!);
  }
  return out;
}

export interface ConceptHit {
  domain: CuratedDomain;
  concept: CuratedConcept;
}

const conceptIndex = new Map<string, ConceptHit[]>();
const domainIndex = new Map<string, CuratedDomain>();
const subdomainIndex = new Map<string, Array<{ domain: CuratedDomain; subdomain: CuratedSubdomain }>>();
const byId = new Map<CuratedDomain, Map<string, CuratedConcept>>();

for (const domain of DOMAINS) {
  byId.set(domain, new Map(domain.concepts.map((c) => [c.id, c])));
  for (const n of names(domain.label, domain.aliases, domain.id)) domainIndex.set(matchKey(n), domain);
  for (const sub of domain.subdomains) {
    for (const n of names(sub.label, sub.aliases, sub.id)) {
      const k = matchKey(n);
      const list = subdomainIndex.get(k) ?? [];
      if (!list.some((x) => x.subdomain === sub)) list.push({ domain, subdomain: sub });
      subdomainIndex.set(k, list);
    }
  }
  for (const concept of domain.concepts) {
    for (const n of names(concept.label, concept.aliases, concept.id)) {
      const k = matchKey(n);
      if (!k) continue;
      const list = conceptIndex.get(k) ?? [];
      if (!list.some((h) => h.concept === concept)) list.push({ domain, concept });
      conceptIndex.set(k, list);
    }
  }
}

export function findDomain(name: string): CuratedDomain | undefined {
  return domainIndex.get(matchKey(name));
}

export function findSubdomain(name: string, domain?: CuratedDomain): { domain: CuratedDomain; subdomain: CuratedSubdomain } | undefined {
  const list = subdomainIndex.get(matchKey(name)) ?? [];
  return list.find((x) => x.domain === domain) ?? list[0];
}

/** A concept by name, preferring the given domain (a subject's own sense of a shared word). */
export function findConcept(name: string, domain?: CuratedDomain): ConceptHit | undefined {
  const list = conceptIndex.get(matchKey(name)) ?? [];
  return list.find((h) => h.domain === domain) ?? list[0];
}

/** All concepts whose names match a phrase exactly (after normalisation). */
export function conceptsNamed(name: string): ConceptHit[] {
  return conceptIndex.get(matchKey(name)) ?? [];
}

export function conceptById(domain: CuratedDomain, id: string): CuratedConcept | undefined {
  return byId.get(domain)!.get(id);
}

const englishNames = new Map<CuratedConcept, string[][]>();
for (const domain of DOMAINS) {
  for (const c of domain.concepts) {
    const keys = [...new Set([c.label.en, ...c.aliases].map(matchKey).filter(Boolean))];
    englishNames.set(c, keys.map((k) => k.split(' ')));
  }
}

/** The English label and aliases of a concept in matching form, as word lists (computed once). */
export function englishNameWords(concept: CuratedConcept): string[][] {
  return englishNames.get(concept) ?? [];
}

/** The label in `lang`, or English; `translated` says whether `lang` was available. */
export function labelIn(label: Labels, lang: Lang): { text: string; translated: boolean } {
  const text = label[lang];
  return text ? { text, translated: true } : { text: label.en, translated: lang === 'en' };
}
