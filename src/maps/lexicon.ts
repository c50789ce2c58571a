// What the maps area knows about one term, for other areas' offline generators (class content):
// the curated library's description, prerequisites, follow-ups and neighbours in its subdomain,
// and WordNet's gloss, gloss examples, broader classes, kinds, parts and co-hyponyms (siblings).
import { LANGS, type Lang } from './map-schema.js';
import { bestSense, glossSentence, lexicalNeighbourhood, synsetLabel } from './generation/builtin/lexical.js';
import { conceptById, findConcept, findDomain, labelIn, type CuratedConcept, type CuratedDomain } from './generation/library/index.js';
import { wordNet, type Synset } from './generation/wordnet/reader.js';

export interface LexicalTerm {
  label: string;
  definition: string;
}

export interface LexicalEntry {
  /** The term as the library names it in the requested language, or as given. */
  label: string;
  definition: string | null;
  /** Example sentences quoted in WordNet's gloss. */
  usage: string[];
  /** What the term is a kind of, or builds on. */
  broader: LexicalTerm[];
  /** Kinds and instances of the term. */
  kinds: LexicalTerm[];
  /** Parts, wholes, subject neighbours. */
  related: LexicalTerm[];
  /** Terms of the same family (co-hyponyms, concepts of the same subdomain): plausible confusions. */
  siblings: LexicalTerm[];
  /** Curated prerequisites and follow-ups. */
  prerequisites: LexicalTerm[];
  leadsTo: LexicalTerm[];
  /** Where the knowledge came from: `curated`, `wordnet`. */
  sources: string[];
}

const asLang = (l: string | undefined): Lang => {
  const code = (l ?? '').slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(code) ? (code as Lang) : 'en';
};

function curatedTerm(c: CuratedConcept, lang: Lang): LexicalTerm {
  return { label: labelIn(c.label, lang).text, definition: c.description };
}

function wordnetTerm(s: Synset): LexicalTerm {
  return { label: synsetLabel(s), definition: glossSentence(s) };
}

function quotedExamples(s: Synset): string[] {
  return [...s.gloss.matchAll(/"([^"]{8,200})"/g)].map((m) => m[1]!.trim());
}

function curatedNeighbours(domain: CuratedDomain, c: CuratedConcept, lang: Lang) {
  const byIds = (ids: string[]) => ids.map((id) => conceptById(domain, id)).filter((x): x is CuratedConcept => !!x).map((x) => curatedTerm(x, lang));
  const sub = domain.subdomains.find((s) => s.concepts.includes(c.id));
  const family = new Set([...c.requires, ...c.enables, c.id]);
  const siblings = (sub?.concepts ?? []).filter((id) => !family.has(id));
  const enabledBy = domain.concepts.filter((x) => x.requires.includes(c.id)).map((x) => x.id);
  return {
    prerequisites: byIds(c.requires),
    leadsTo: byIds([...new Set([...c.enables, ...enabledBy])]),
    related: byIds(c.related),
    broader: byIds(c.isA),
    kinds: byIds(domain.concepts.filter((x) => x.isA.includes(c.id)).map((x) => x.id)),
    siblings: byIds(siblings),
  };
}

/** Everything known offline about `term` in a subject (e.g. "Photosynthesis", subject "Biology"). */
export function lexicalEntry(term: string, opts: { subject?: string; context?: string; lang?: string } = {}): LexicalEntry {
  const lang = asLang(opts.lang);
  const domain = opts.subject ? findDomain(opts.subject) : undefined;
  const hit = findConcept(term, domain);
  const entry: LexicalEntry = { label: term, definition: null, usage: [], broader: [], kinds: [], related: [], siblings: [], prerequisites: [], leadsTo: [], sources: [] };
  if (hit) {
    const n = curatedNeighbours(hit.domain, hit.concept, lang);
    Object.assign(entry, n, { label: labelIn(hit.concept.label, lang).text, definition: hit.concept.description });
    entry.sources.push('curated');
  }
  const wn = wordNet();
  const sense = bestSense(wn, term, [opts.subject ?? '', opts.context ?? '', hit?.concept.description ?? '']);
  if (sense) {
    const hood = lexicalNeighbourhood(wn, sense, { general: 2, kinds: 6, related: 6 });
    entry.definition ??= glossSentence(sense) || null;
    entry.usage = quotedExamples(sense);
    const parent = wn.related(sense, ['@', '@i'])[0];
    // Familiar siblings first (corpus frequency): they are the confusions a learner actually meets.
    const siblings = parent
      ? wn
          .related(parent, ['~', '~i'])
          .filter((s) => s.offset !== sense.offset)
          .map((s, i) => ({ s, i, f: wn.familiarity(s.words[0]!) }))
          .sort((a, b) => b.f - a.f || a.i - b.i)
          .slice(0, 8)
          .map((x) => wordnetTerm(x.s))
      : [];
    const add = (list: LexicalTerm[], more: LexicalTerm[]) => {
      for (const t of more) if (t.definition && !list.some((x) => x.label.toLowerCase() === t.label.toLowerCase())) list.push(t);
    };
    add(entry.broader, hood.general.map((g) => ({ label: g.label, definition: g.description })));
    add(entry.kinds, hood.kinds.map((k) => ({ label: k.label, definition: k.description })));
    add(entry.related, hood.related.map((k) => ({ label: k.label, definition: k.description })));
    add(entry.siblings, siblings);
    entry.sources.push('wordnet');
  } else if (!hit) {
    // An unknown phrase is usually a kind of its head noun ("DNA replication" -> "replication").
    const words = term.trim().split(/\s+/);
    const head = words.length > 1 ? bestSense(wn, words[words.length - 1]!, [opts.subject ?? '', opts.context ?? '']) : undefined;
    if (head) {
      entry.broader.push(wordnetTerm(head));
      entry.sources.push('wordnet');
    }
  }
  return entry;
}
