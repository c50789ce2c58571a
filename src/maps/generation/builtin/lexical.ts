// Lexical knowledge from WordNet around a term: the class it belongs to (hypernyms give
// `special-case`), its kinds (hyponyms, sub-concepts), its parts and wholes (meronyms and holonyms
// give `related`) and its subject (domain topics give `related`).
import type { NodeType } from '../../map-schema.js';
import type { Synset, WordNet } from '../wordnet/reader.js';

/** Top-of-hierarchy classes too vague to teach anything (WordNet's unique beginners and near them). */
const TOO_GENERAL = new Set([
  'entity', 'physical entity', 'abstraction', 'abstract entity', 'object', 'physical object', 'whole', 'unit', 'thing', 'matter',
  'psychological feature', 'attribute', 'relation', 'group', 'grouping', 'measure', 'quantity', 'event', 'act', 'human action',
  'cognition', 'knowledge', 'content', 'communication', 'state', 'process', 'physical process', 'causal agent', 'living thing',
  'organism', 'being', 'artifact', 'artefact', 'instrumentality', 'part', 'portion', 'component', 'location', 'region', 'set',
  'collection', 'people', 'idea', 'concept', 'conception', 'construct', 'activity', 'change', 'action', 'substance', 'material',
]);

export interface LexicalNode {
  label: string;
  description: string;
  type: NodeType;
  synset: Synset;
}

export interface LexicalNeighbourhood {
  centre: Synset;
  /** Key is a type of these (nearest first): key `special-case` -> general. */
  general: LexicalNode[];
  /** Kinds of the key: kind `special-case` -> key. */
  kinds: LexicalNode[];
  /** Parts, wholes and subject of the key: `related`. */
  related: LexicalNode[];
}

const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];

/** A readable label: the synset's first lemma, first letter capitalised. */
export function synsetLabel(s: Synset): string {
  const w = s.words[0]!;
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** The gloss's definition without its quoted examples, as a sentence. */
export function glossSentence(s: Synset): string {
  // Drop quoted examples and a leading usage label such as "(astronomy)".
  const def = s.gloss.split(/;\s*"/)[0]!.trim().replace(/;\s*$/, '').replace(/^\([^)]*\)\s*/, '');
  if (!def) return '';
  return `${def.charAt(0).toUpperCase()}${def.slice(1)}${/[.!?]$/.test(def) ? '' : '.'}`;
}

/**
 * The sense of a term that fits the context best: the one whose gloss, classes and subject share
 * the most words with the context (domain, subdomain, problem text); WordNet's most frequent sense
 * when nothing fits better, or none at all with `strict` (free text outside the knowledge base).
 */
export function bestSense(wn: WordNet, term: string, context: string[], opts: { strict?: boolean } = {}): Synset | undefined {
  const senses = wn.lookup(term);
  if (senses.length <= 1 || (!context.length && !opts.strict)) return senses[0];
  const ctx = new Set(context.flatMap(words).filter((w) => w.length > 2));
  let best = senses[0]!;
  let bestScore = 0;
  for (const s of senses) {
    const around = [s.gloss, ...wn.related(s, ['@', '@i', ';c', '#p', '#m']).flatMap((r) => [...r.words, r.gloss])];
    const score = new Set(around.flatMap(words).filter((w) => ctx.has(w))).size;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  // Strict: an ambiguous word whose context supports none of its senses gets none (no gloss of
  // the wrong sense, such as "machine: an efficient person").
  return opts.strict && bestScore === 0 ? undefined : best;
}

const node = (s: Synset, type: NodeType): LexicalNode => ({ label: synsetLabel(s), description: glossSentence(s), type, synset: s });

/** Ranks kinds a learner is likely to meet first: names built on the key's head word, then corpus frequency. */
function rankKinds(wn: WordNet, head: string, kinds: Synset[]): Synset[] {
  const score = (s: Synset) => (s.words[0]!.toLowerCase().split(' ').includes(head) ? 10 : 0) + Math.min(wn.familiarity(s.words[0]!), 5);
  return kinds
    .map((s, i) => ({ s, i, score: score(s) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.s);
}

export function lexicalNeighbourhood(
  wn: WordNet,
  centre: Synset,
  limits = { general: 2, kinds: 5, related: 6 },
): LexicalNeighbourhood {
  const seen = new Set([centre.offset]);
  const fresh = (list: Synset[]) => list.filter((s) => !seen.has(s.offset) && !TOO_GENERAL.has(s.words[0]!.toLowerCase()) && (seen.add(s.offset), true));

  const general: LexicalNode[] = [];
  let current = centre;
  while (general.length < limits.general) {
    const up = fresh(wn.related(current, ['@', '@i']).slice(0, 1));
    if (!up.length) break;
    general.push(node(up[0]!, 'prerequisite'));
    current = up[0]!;
  }

  const head = centre.words[0]!.toLowerCase().split(' ').pop()!;
  const kinds = fresh(rankKinds(wn, head, wn.related(centre, ['~', '~i'])).slice(0, limits.kinds)).map((s) => node(s, 'concept'));

  const related = [
    ...fresh(wn.related(centre, ['%p', '%s', '%m'])).slice(0, 4),
    ...fresh(wn.related(centre, ['#p', '#s', '#m'])).slice(0, 2),
    ...fresh(wn.related(centre, [';c'])).slice(0, 1),
    ...fresh(rankKinds(wn, '', wn.related(centre, ['-c']))).slice(0, 4),
  ]
    .slice(0, limits.related)
    .map((s) => node(s, 'concept'));

  return { centre, general, kinds, related };
}
