// The built-in generator: maps from the curated library where it knows the topic, from WordNet
// where it does not, and from key phrases for free-text problems. Deterministic and offline.
import type { Lang } from '../../map-schema.js';
import { cleanLabel } from '../../graph/text.js';
import type { RawMap } from '../../graph/index.js';
import {
  DOMAINS,
  englishNameWords,
  findConcept,
  findDomain,
  findSubdomain,
  matchKey,
  type ConceptHit,
  type CuratedDomain,
} from '../library/index.js';
import type { FreeTextInput, StructuralInput } from '../types.js';
import { wordNet, type Synset, type WordNet } from '../wordnet/reader.js';
import { addCurated, addCuratedEdges, directPrerequisites, neighbourhood, STRUCTURAL_SIZE } from './curated.js';
import { extractKeyPhrases, tokenize } from './keyphrases.js';
import { bestSense, glossSentence, lexicalNeighbourhood, type LexicalNode } from './lexical.js';
import { RawBuilder } from './raw-builder.js';
import { audienceGrade, audienceInText, knowledgeBase, type RankedTopic } from '../../knowledge/index.js';
import { contentWords, notationWords } from './nlp.js';
import { topicMap } from './topic-map.js';
import { inferPrerequisites } from '../prerequisites/index.js';

export const BUILTIN_MODEL = 'builtin-knowledge-v2';

/** A free-text problem is in scope when a topic is named, one of its concepts is, or its words score this much. */
export const IN_SCOPE_SCORE = 20;

export interface BuiltinMap {
  raw: RawMap;
  /** The centre's label, for the graph engine (structural maps). */
  centerHint?: string;
  warnings: string[];
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function builtinStructural(input: StructuralInput, lang: Lang, context?: string): BuiltinMap {
  // The key as the teacher wrote it, with a capital first letter like every other label.
  const key = capitalise(cleanLabel(input.key));
  const match = knowledgeBase().findTopic(key, input.domain, input.subdomain);
  if (match) {
    const grade = audienceGrade(input.audience);
    const concept = match.conceptKey ? match.topic.concepts.find((c) => c.key === match.conceptKey) : undefined;
    // A key naming a concept inside a topic gets the topic's map, centred on the topic.
    const built = topicMap(match.topic, { lang, grade, centreLabel: concept ? match.topic.label : key });
    const notes = concept ? [`"${key}" is a concept inside the topic "${match.topic.label}"; the map shows the whole topic`] : [];
    return { raw: built.raw, centerHint: built.centreLabel, warnings: [...notes, ...built.warnings] };
  }
  return libraryStructural(input, key, lang, context);
}

/** Keys outside the knowledge base: the older curated library and WordNet, never padded. */
function libraryStructural(input: StructuralInput, key: string, lang: Lang, context?: string): BuiltinMap {
  const wn = wordNet();
  const domain = findDomain(input.domain) ?? findSubdomain(input.subdomain)?.domain;
  const b = new RawBuilder(lang);
  const warnings: string[] = [];

  // Outside the requested subject, only a concept's own label counts: an alias such as "tree"
  // (computer science) must not capture a biology key.
  const found = findConcept(key, domain);
  const hit = found && (!domain || found.domain === domain || Object.values(found.concept.label).some((l) => matchKey(l) === matchKey(key))) ? found : undefined;
  if (hit) {
    addCurated(b, hit.domain, neighbourhood(hit.domain, hit.concept, STRUCTURAL_SIZE));
    const centre = b.curatedId(hit.domain, hit.concept.id)!;
    b.markCenter(centre);
    return { raw: { nodes: b.nodes, edges: b.edges }, centerHint: b.nodes.find((n) => n.id === centre)!.label, warnings: [...warnings, ...b.languageWarnings()] };
  }

  const contextWords = [input.domain, input.subdomain, context ?? ''];
  const sense = bestSense(wn, key, contextWords);
  const centre = b.add(key, 'concept', sense ? glossSentence(sense) : undefined);
  b.markCenter(centre);
  if (sense) addLexical(b, wn, centre, sense, domain);
  else addHeadNoun(b, wn, centre, key, contextWords);

  // Curated concepts named inside the key ("polynomial long division" builds on "polynomials").
  const bridged = bridgeByWords(b, key, domain, centre);
  warnings.push(`"${key}" is not a topic of the built-in knowledge base; the map comes from word relations and may miss what a teacher expects`);
  if (!sense && !bridged) warnings.push(`The built-in generator has little knowledge of "${key}"; the map is sparse`);
  // Never padded with other concepts of the subdomain: a sparse map says so and scores low.
  return { raw: { nodes: b.nodes, edges: b.edges }, centerHint: key, warnings: [...warnings, ...b.languageWarnings()] };
}

/** Adds a WordNet neighbourhood around `centre`, using curated concepts where the library has them. */
function addLexical(b: RawBuilder, wn: WordNet, centre: string, sense: Synset, domain: CuratedDomain | undefined): void {
  const hood = lexicalNeighbourhood(wn, sense);
  const place = (n: LexicalNode) => {
    const curated = findConcept(n.label, domain);
    return curated && (!domain || curated.domain === domain)
      ? b.addCurated(curated.domain, curated.concept)
      : b.add(n.label, n.type, n.description || undefined, { english: true });
  };
  let below = centre;
  for (const g of hood.general) {
    const id = place(g);
    b.link(below, id, 'special-case');
    below = id;
  }
  for (const k of hood.kinds) b.link(place(k), centre, 'special-case');
  for (const r of hood.related) b.link(centre, place(r), 'related');
}

/** For a phrase WordNet does not know: its longest known tail ("Tudor England" -> "England"). */
function addHeadNoun(b: RawBuilder, wn: WordNet, centre: string, key: string, context: string[]): void {
  const words = key.split(' ');
  for (let i = 1; i < words.length; i++) {
    const tail = words.slice(i).join(' ');
    const sense = bestSense(wn, tail, context);
    if (!sense) continue;
    const head = b.add(capitalise(tail), 'concept', glossSentence(sense), { english: true });
    b.link(centre, head, 'related');
    const general = lexicalNeighbourhood(wn, sense, { general: 1, kinds: 0, related: 0 }).general[0];
    if (general) b.link(head, b.add(general.label, 'prerequisite', general.description, { english: true }), 'special-case');
    return;
  }
}

/**
 * Curated concepts whose every word appears in the key become its prerequisites (with their own
 * direct prerequisites): a topic named after a concept builds on it.
 */
function bridgeByWords(b: RawBuilder, key: string, domain: CuratedDomain | undefined, centre: string): boolean {
  const keyWords = new Set(matchKey(key).split(' '));
  const candidates: ConceptHit[] = [];
  for (const d of domain ? [domain] : DOMAINS) {
    for (const c of d.concepts) {
      const fits = englishNameWords(c).some((words) => words.every((w) => keyWords.has(w)) && words.some((w) => w.length > 3));
      if (fits) candidates.push({ domain: d, concept: c });
    }
    if (candidates.length) break;
  }
  const chosen = candidates.slice(0, 2);
  for (const { domain: d, concept: c } of chosen) {
    const id = b.addCurated(d, c);
    b.link(id, centre, 'requires');
    for (const p of directPrerequisites(d, c.id).slice(0, 3)) b.addCurated(d, d.concepts.find((x) => x.id === p)!);
    addCuratedEdges(b, d);
  }
  return chosen.length > 0;
}

/** The topic a problem is about, when the knowledge base has one that fits well enough. */
export function topicOfProblem(problem: string, context?: string): RankedTopic | undefined {
  const text = [problem, context ?? '', ...notationWords(problem)].join(' ');
  const best = knowledgeBase().rank(text, contentWords(text))[0];
  return best && (best.named || best.concepts > 0 || best.score >= IN_SCOPE_SCORE) ? best : undefined;
}

export function builtinFreeText(input: FreeTextInput, lang: Lang, context?: string): BuiltinMap {
  const wn = wordNet();
  const text = `${input.problem} ${context ?? ''}`;
  const tokens = tokenize(text);
  const b = new RawBuilder(lang);
  const warnings: string[] = [];

  const found = topicOfProblem(input.problem, context);
  if (found) {
    const grade = audienceGrade(input.audience ?? audienceInText(input.problem));
    const built = topicMap(found.topic, { lang, grade, askedFor: input.problem });
    return { raw: built.raw, centerHint: built.centreLabel, warnings: built.warnings };
  }
  warnings.push('The problem is outside what the built-in knowledge base covers; the map only links its key phrases and is not a teaching sequence');
  const phrases = extractKeyPhrases(input.problem, wn);

  // No curated topic: the key phrases themselves, tied together by WordNet where it can, and no
  // neighbours (a WordNet class of each phrase read as relevance it does not have).
  if (!phrases.length) {
    warnings.push('No key phrases found in the problem; the map is empty');
    return { raw: { nodes: [], edges: [] }, warnings };
  }
  const placed: Array<{ id: string; sense?: Synset }> = [];
  for (const p of phrases.slice(0, 6)) {
    const sense = p.lemma ? bestSense(wn, p.text, tokens, { strict: true }) : undefined;
    const id = b.add(capitalise(p.text), 'concept', sense ? glossSentence(sense) : undefined);
    placed.push({ id, sense });
  }
  for (const a of placed) {
    if (!a.sense) continue;
    const ancestors = hypernymClosure(wn, a.sense, 4);
    for (const o of placed) {
      if (o !== a && o.sense && ancestors.has(o.sense.offset)) b.link(a.id, o.id, 'special-case');
    }
  }
  // Which phrase a learner needs first: the prerequisite scorer's edges between related phrases.
  const idOf = new Map(placed.map((p) => [b.nodes.find((n) => n.id === p.id)!.label, p.id]));
  for (const e of inferPrerequisites([...idOf.keys()])) b.link(idOf.get(e.from)!, idOf.get(e.to)!, 'requires');
  // Phrases of one problem belong together: each joins the top phrase unless already tied to another.
  const top = placed[0]!.id;
  const ids = new Set(placed.map((p) => p.id));
  for (const p of placed.slice(1)) {
    const tied = b.edges.some((e) => (e.from === p.id && ids.has(e.to)) || (e.to === p.id && ids.has(e.from)));
    if (!tied) b.link(top, p.id, 'related');
  }
  if (!placed.some((p) => p.sense)) warnings.push('The built-in generator recognised none of the key phrases; the map links them as they appear');
  return { raw: { nodes: b.nodes, edges: b.edges }, warnings: [...warnings, ...b.languageWarnings()] };
}

function hypernymClosure(wn: WordNet, s: Synset, depth: number): Set<number> {
  const out = new Set<number>();
  let frontier = [s];
  for (let d = 0; d < depth; d++) {
    const next: Synset[] = [];
    for (const x of frontier) {
      for (const h of wn.related(x, ['@', '@i'])) {
        if (out.has(h.offset)) continue;
        out.add(h.offset);
        next.push(h);
      }
    }
    frontier = next;
  }
  return out;
}

