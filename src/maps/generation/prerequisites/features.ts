// Features of "A is a prerequisite of B" that do not depend on the subject: how general each
// concept is (WordNet depth and hyponyms, how common its words are, how many other concepts of the
// same set are built on its words), whether one name contains the other ("syntax" in "dependency
// syntax"), whether one definition mentions the other, hypernym links, words shared, and the
// knowledge base's own order and grade bands where it knows both. Every feature is computed from
// the concept names of one set (a curriculum, a map, or a domain of an evaluation set), WordNet and
// the knowledge base: nothing is learned per subject.
import { keyWords, nameKey } from '../../knowledge/text.js';
import { knowledgeBase, type KnowledgeConcept, type Topic } from '../../knowledge/index.js';
import type { Synset, WordNet } from '../wordnet/reader.js';

/** Words that carry no subject (function words and the vocabulary of course titles). */
const FILLER = new Set(['and', 'or', 'of', 'in', 'on', 'for', 'to', 'with', 'by', 'from', 'its', 'their', 'based', 'using', 'via', 'vs']);
/** Words that mark a course's opening unit: what they name comes first. */
const INTRO_WORDS = new Set(['intro', 'introduction', 'basic', 'basics', 'fundamental', 'fundamentals', 'foundation', 'foundations', 'overview', 'primer', 'principle', 'principles']);
/** Hypernyms that make a synset a field of study rather than a thing inside one. */
const FIELD_CLASSES = new Set(['discipline', 'subject', 'field', 'field of study', 'science', 'scientific discipline', 'branch of knowledge', 'knowledge domain', 'knowledge base']);
const MAX_DEPTH = 20;
const MAX_HYPONYMS = 400;

export interface ConceptProfile {
  label: string;
  /** Content words in matching form. */
  words: string[];
  /** The phrase a name is about: the part before " or ", the part before "(". */
  core: string;
  /** The head word: the last content word, or the word before "of" ("theory of relativity" -> theory). */
  head: string;
  synset: Synset | undefined;
  /** Synset of the whole name (not only its head). */
  wholeInWordNet: boolean;
  /** Hypernym ancestors' offsets (nearest first). */
  ancestors: number[];
  depth: number;
  hyponyms: number;
  /** WordNet's tagged-sense counts: of the whole name, and the rarest content word. */
  familiarity: number;
  rarestWord: number;
  isField: boolean;
  isIntro: boolean;
  /** Definition words (WordNet gloss and knowledge-base description), matching form. */
  definition: Set<string>;
  kb: { topic: Topic; concept?: KnowledgeConcept } | undefined;
  /** The knowledge base's use of the name's words: topics using the rarest word, and the latest
   *  "earliest grade" among the words (14 for a word no school topic uses). */
  schoolSpread: number;
  schoolGrade: number;
}

const log1p = (x: number) => Math.log(1 + Math.max(0, x));

function coreOf(label: string): string {
  const noParen = label.replace(/\([^)]*\)/g, ' ');
  return noParen.split(/\s+or\s+|\s*\/\s*|,/i)[0]!.trim() || label;
}

function headOf(words: string[], core: string): string {
  const raw = core.toLowerCase().split(/\s+/);
  const of = raw.indexOf('of');
  if (of > 0) return keyWords(raw[of - 1]!)[0] ?? words[words.length - 1] ?? '';
  return words[words.length - 1] ?? '';
}

function hyponymCount(wn: WordNet, s: Synset): number {
  let count = 0;
  const queue = [s];
  const seen = new Set([s.offset]);
  while (queue.length && count < MAX_HYPONYMS) {
    for (const k of wn.related(queue.shift()!, ['~', '~i'])) {
      if (seen.has(k.offset)) continue;
      seen.add(k.offset);
      queue.push(k);
      count++;
    }
  }
  return count;
}

function ancestorsOf(wn: WordNet, s: Synset): Synset[] {
  const out: Synset[] = [];
  let current: Synset | undefined = s;
  while (current && out.length < MAX_DEPTH) {
    current = wn.related(current, ['@', '@i'])[0];
    if (current) out.push(current);
  }
  return out;
}

function knowledgeOf(name: string): ConceptProfile['kb'] {
  const kb = knowledgeBase();
  const topic = kb.topicsNamed(name)[0];
  if (topic) return { topic };
  const hit = kb.conceptsNamed(name)[0];
  return hit ? { topic: hit.topic, concept: hit.topic.concepts.find((c) => c.key === hit.key) } : undefined;
}

export function profileConcept(wn: WordNet, label: string): ConceptProfile {
  const core = coreOf(label);
  const words = keyWords(core).filter((w) => !FILLER.has(w));
  const head = headOf(words, core);
  const whole = wn.lookup(core)[0];
  const synset = whole ?? (head ? wn.lookup(head)[0] : undefined);
  const ancestors = synset ? ancestorsOf(wn, synset) : [];
  const kb = knowledgeOf(core) ?? knowledgeOf(label);
  const definition = new Set<string>();
  if (whole) for (const w of keyWords(whole.gloss.split(/;\s*"/)[0]!)) definition.add(w);
  if (kb) for (const w of keyWords(kb.concept?.description ?? kb.topic.concepts.map((c) => c.label).join(' '))) definition.add(w);
  const wordFamiliarity = words.map((w) => wn.familiarity(w));
  const uses = words.map((w) => knowledgeBase().wordUse(w));
  return {
    label,
    words,
    core,
    head,
    synset,
    wholeInWordNet: !!whole,
    ancestors: ancestors.map((a) => a.offset),
    depth: synset ? ancestors.length : -1,
    hyponyms: synset ? hyponymCount(wn, synset) : 0,
    familiarity: whole ? wn.familiarity(core) : 0,
    rarestWord: wordFamiliarity.length ? Math.min(...wordFamiliarity) : 0,
    isField: ancestors.some((a) => a.words.some((w) => FIELD_CLASSES.has(w.toLowerCase()))),
    isIntro: keyWords(label).some((w) => INTRO_WORDS.has(w)),
    definition,
    kb,
    schoolSpread: uses.length ? Math.min(...uses.map((u) => u?.topics ?? 0)) : 0,
    schoolGrade: uses.length ? Math.max(...uses.map((u) => u?.earliestGrade ?? 14)) : 14,
  };
}

/** How general a concept is within its set: how many other names use its words. */
export interface SetContext {
  /** For each word, the number of names in the set that use it. */
  wordUse: Map<string, number>;
  /** For each label, the number of other names of the set built on all of its words and more
   *  ("syntax" under "dependency syntax" and "syntax based machine translation"). */
  builtOn: Map<string, number>;
  size: number;
}

export function setContext(profiles: ConceptProfile[]): SetContext {
  const wordUse = new Map<string, number>();
  for (const p of profiles) for (const w of new Set(p.words)) wordUse.set(w, (wordUse.get(w) ?? 0) + 1);
  const wordSets = profiles.map((p) => new Set(p.words));
  const builtOn = new Map<string, number>();
  profiles.forEach((p, i) => {
    const mine = wordSets[i]!;
    const count = mine.size ? wordSets.filter((other) => other.size > mine.size && [...mine].every((w) => other.has(w))).length : 0;
    builtOn.set(p.label, count);
  });
  return { wordUse, builtOn, size: profiles.length };
}

/** One concept's generality features, each larger for the more general concept. */
function generality(p: ConceptProfile, ctx: SetContext): number[] {
  const headUse = (ctx.wordUse.get(p.head) ?? 1) - 1;
  const builtOn = ctx.builtOn.get(p.label) ?? 0;
  // Names sharing a word without being built on all of this one's words: siblings ("image
  // classification" and "image generation" beside "image processing"), not the children
  // ("equivalent fractions" under "fractions") that names_built_on_it counts.
  const siblings = Math.max(0, ...p.words.map((w) => (ctx.wordUse.get(w) ?? 1) - 1 - builtOn));
  return [
    -log1p(p.words.length),
    p.synset ? 1 : 0,
    p.synset ? -p.depth / 10 : 0,
    log1p(p.hyponyms) / 3,
    log1p(p.familiarity) / 3,
    log1p(p.rarestWord) / 3,
    p.isField ? 1 : 0,
    p.isIntro ? 1 : 0,
    log1p(headUse) / 2,
    log1p(siblings) / 2,
    log1p(builtOn) / 2,
    p.kb ? 1 - Math.min(p.kb.concept?.grades.from ?? p.kb.topic.grades.from, 13) / 13 : 0,
    log1p(p.schoolSpread) / 3,
    1 - p.schoolGrade / 14,
  ];
}

export const GENERALITY_FEATURES = ['short_name', 'in_wordnet', 'shallow', 'hyponyms', 'familiar_name', 'familiar_words', 'field_of_study', 'intro_word', 'head_used_in_set', 'names_sharing_a_word', 'names_built_on_it', 'kb_early_grade', 'school_spread', 'school_early_grade'];

const isSubset = (a: string[], b: string[]) => a.length > 0 && a.length < b.length && a.every((w) => b.includes(w));

/** Directed features of "a before b" (each one's reverse is the feature of "b before a"). */
function directed(a: ConceptProfile, b: ConceptProfile): number[] {
  const bMentionsA = a.words.length > 0 && a.words.every((w) => b.definition.has(w));
  const bMentionsHead = !!a.head && b.definition.has(a.head);
  const aIsAncestor = !!a.synset && b.ancestors.includes(a.synset.offset);
  const kbBefore = kbOrder(a, b);
  return [isSubset(a.words, b.words) ? 1 : 0, a.head !== b.head && b.words.includes(a.head) ? 1 : 0, bMentionsA ? 1 : 0, bMentionsHead ? 1 : 0, aIsAncestor ? 1 : 0, kbBefore];
}

export const DIRECTED_FEATURES = ['name_inside', 'head_inside', 'definition_mentions', 'definition_mentions_head', 'wordnet_ancestor', 'kb_order'];

/** 1 when the knowledge base orders a before b (same topic's requires, or topic prerequisites). */
function kbOrder(a: ConceptProfile, b: ConceptProfile): number {
  if (!a.kb || !b.kb) return 0;
  if (a.kb.concept && b.kb.concept && a.kb.topic === b.kb.topic) {
    const seen = new Set<string>();
    const walk = (key: string) => {
      for (const r of a.kb!.topic.concepts.find((c) => c.key === key)?.requires ?? []) if (!seen.has(r)) walk((seen.add(r), r));
    };
    walk(b.kb.concept.key);
    return seen.has(a.kb.concept.key) ? 1 : 0;
  }
  if (!a.kb.concept && !b.kb.concept) {
    const kb = knowledgeBase();
    const seen = new Set<string>();
    const walk = (t: Topic) => {
      for (const p of t.pre) if (!seen.has(p)) walk((seen.add(p), kb.topics.get(p)!));
    };
    walk(b.kb.topic);
    return seen.has(a.kb.topic.id) ? 1 : 0;
  }
  return 0;
}

/** Symmetric features: how related the two are at all. */
export function relatedness(a: ConceptProfile, b: ConceptProfile): number[] {
  const shared = a.words.filter((w) => b.words.includes(w)).length;
  const union = new Set([...a.words, ...b.words]).size || 1;
  const defShared = a.words.some((w) => b.definition.has(w)) || b.words.some((w) => a.definition.has(w)) ? 1 : 0;
  const commonAncestor = a.synset && b.synset ? nearestCommonAncestor(a, b) : 0;
  const sameKbTopic = a.kb && b.kb && a.kb.topic === b.kb.topic ? 1 : 0;
  return [shared / union, defShared, commonAncestor, sameKbTopic];
}

export const RELATEDNESS_FEATURES = ['shared_words', 'definition_overlap', 'wordnet_closeness', 'kb_same_topic'];

function nearestCommonAncestor(a: ConceptProfile, b: ConceptProfile): number {
  const chainA = [a.synset!.offset, ...a.ancestors];
  const chainB = [b.synset!.offset, ...b.ancestors];
  for (let i = 0; i < chainA.length; i++) {
    const j = chainB.indexOf(chainA[i]!);
    // Closeness: 1 for the same synset, fading with the steps to the shared class; shared
    // classes near the top of the hierarchy say nothing.
    if (j >= 0) return Math.max(chainA.length - i, chainB.length - j) > 4 ? 1 / (1 + i + j) : 0;
  }
  return 0;
}

export const FEATURE_NAMES = [...GENERALITY_FEATURES.map((f) => `gen_diff_${f}`), ...DIRECTED_FEATURES.map((f) => `dir_diff_${f}`), ...RELATEDNESS_FEATURES, ...GENERALITY_FEATURES.map((f) => `gen_sum_${f}`)];

/**
 * The feature vector of "a is a prerequisite of b": generality differences (a minus b) and
 * directed differences (a before b minus b before a), which flip sign with the pair, then
 * symmetric relatedness and the pair's summed generality (how likely the pair is an edge at all).
 */
export function pairFeatures(a: ConceptProfile, b: ConceptProfile, ctx: SetContext): number[] {
  const ga = generality(a, ctx);
  const gb = generality(b, ctx);
  const dab = directed(a, b);
  const dba = directed(b, a);
  return [...ga.map((x, i) => x - gb[i]!), ...dab.map((x, i) => x - dba[i]!), ...relatedness(a, b), ...ga.map((x, i) => x + gb[i]!)];
}

/** The features that can order a pair: they change sign when the pair is reversed. */
export const DIRECTION_FEATURES = FEATURE_NAMES.filter((f) => f.startsWith('gen_diff_') || f.startsWith('dir_diff_'));

/** The edge model's inputs: the direction vote and the features that say whether a pair is an edge at all. */
export const EDGE_FEATURES = ['direction_vote', ...FEATURE_NAMES.filter((f) => !DIRECTION_FEATURES.includes(f))];

export { nameKey };
