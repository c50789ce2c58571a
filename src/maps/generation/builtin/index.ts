// The built-in generator: maps from the curated library where it knows the topic, from WordNet
// where it does not, and from key phrases for free-text problems. Deterministic and offline.
import type { Lang } from '../../map-schema.js';
import { cleanLabel } from '../../graph/text.js';
import type { RawMap } from '../../graph/index.js';
import {
  conceptsNamed,
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
import { addCurated, addCuratedEdges, directPrerequisites, FOCUS_SIZE, neighbourhood, STRUCTURAL_SIZE } from './curated.js';
import { extractKeyPhrases, isStopWord, tokenize } from './keyphrases.js';
import { bestSense, glossSentence, lexicalNeighbourhood, type LexicalNode } from './lexical.js';
import { RawBuilder } from './raw-builder.js';

export const BUILTIN_MODEL = 'builtin-wordnet-v1';

export interface BuiltinMap {
  raw: RawMap;
  /** The centre's label, for the graph engine (structural maps). */
  centerHint?: string;
  warnings: string[];
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function builtinStructural(input: StructuralInput, lang: Lang, context?: string): BuiltinMap {
  const wn = wordNet();
  // The key as the teacher wrote it, with a capital first letter like every other label.
  const key = capitalise(cleanLabel(input.key));
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
  if (!sense && !bridged) warnings.push(`The built-in generator has little knowledge of "${key}"; the map is sparse`);

  const sub = findSubdomain(input.subdomain, domain);
  if (b.size < 4 && sub) {
    for (const id of sub.subdomain.concepts.slice(0, 3)) {
      const c = sub.domain.concepts.find((x) => x.id === id)!;
      b.link(b.addCurated(sub.domain, c), centre, 'related');
    }
    addCuratedEdges(b, sub.domain);
    warnings.push(`Added concepts of the curated subdomain "${sub.subdomain.label.en}" as context for "${key}"`);
  }
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

interface ScoredHit extends ConceptHit {
  score: number;
  first: number;
}

/**
 * Curated concepts named in the text: every n-gram (up to 6 words) looked up; a match weighs the
 * square of its content words (a long specific name beats a passing word), and a span already
 * matched for a concept is not counted again. Best first; ties go to the earliest mention.
 */
function curatedMentions(tokens: string[]): ScoredHit[] {
  const hits = new Map<string, ScoredHit>();
  const spans = new Map<string, Array<[number, number]>>();
  const domainsNamed = new Set<CuratedDomain>();
  for (let n = 6; n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const gram = tokens.slice(i, i + n);
      if (n === 1 && isStopWord(gram[0]!)) continue;
      const text = gram.join(' ');
      const d = findDomain(text);
      if (d) domainsNamed.add(d);
      const found = conceptsNamed(text);
      if (!found.length) continue;
      const weight = matchKey(text).split(' ').length ** 2;
      for (const h of found) {
        const k = `${h.domain.id}/${h.concept.id}`;
        const seen = spans.get(k) ?? [];
        if (seen.some(([a, b]) => i >= a && i + n <= b)) continue;
        seen.push([i, i + n]);
        spans.set(k, seen);
        const existing = hits.get(k);
        if (existing) {
          existing.score += weight;
          existing.first = Math.min(existing.first, i);
        } else hits.set(k, { ...h, score: weight, first: i });
      }
    }
  }
  for (const h of hits.values()) if (domainsNamed.has(h.domain)) h.score *= 2;
  // A subject's share of the mentions settles ambiguous words ("light" in a biology problem).
  const byDomain = new Map<CuratedDomain, number>();
  for (const h of hits.values()) byDomain.set(h.domain, (byDomain.get(h.domain) ?? 0) + h.score);
  return [...hits.values()].sort(
    (a, b) => b.score - a.score || byDomain.get(b.domain)! - byDomain.get(a.domain)! || a.first - b.first || (a.concept.id < b.concept.id ? -1 : 1),
  );
}

export function builtinFreeText(input: FreeTextInput, lang: Lang, context?: string): BuiltinMap {
  const wn = wordNet();
  const text = `${input.problem} ${context ?? ''}`;
  const tokens = tokenize(text);
  const b = new RawBuilder(lang);
  const warnings: string[] = [];
  const mentions = curatedMentions(tokens);
  const phrases = extractKeyPhrases(input.problem, wn);

  const focus = mentions[0];
  if (focus) {
    addCurated(b, focus.domain, neighbourhood(focus.domain, focus.concept, FOCUS_SIZE));
    const centre = b.curatedId(focus.domain, focus.concept.id)!;
    b.markCenter(centre);
    // Other concepts the problem names, from the same subject.
    const others = mentions.filter((m) => m.domain === focus.domain && m !== focus).slice(0, 4);
    for (const m of others) b.addCurated(m.domain, m.concept);
    addCuratedEdges(b, focus.domain);
    for (const m of others) {
      const id = b.curatedId(m.domain, m.concept.id)!;
      if (!b.edges.some((e) => e.from === id || e.to === id)) b.link(centre, id, 'related');
    }
    // Key phrases the library did not cover, where WordNet knows them: related by co-occurrence.
    const covered = b.nodes.map((n) => ` ${matchKey(n.label)} `);
    let extra = 0;
    for (const p of phrases) {
      if (extra >= 3) break;
      const k = matchKey(p.text);
      if (!p.lemma || !k || covered.some((c) => c.includes(` ${k} `)) || conceptsNamed(p.text).length) continue;
      const sense = bestSense(wn, p.text, tokens);
      if (!sense) continue;
      b.link(centre, b.add(capitalise(p.text), 'concept', glossSentence(sense), { english: true }), 'related');
      extra++;
    }
    return { raw: { nodes: b.nodes, edges: b.edges }, warnings: [...warnings, ...b.languageWarnings()] };
  }

  // No curated topic: the key phrases themselves, tied together by WordNet where it can.
  if (!phrases.length) {
    warnings.push('No key phrases found in the problem; the map is empty');
    return { raw: { nodes: [], edges: [] }, warnings };
  }
  const placed: Array<{ id: string; sense?: Synset }> = [];
  for (const p of phrases.slice(0, 6)) {
    const sense = p.lemma ? bestSense(wn, p.text, tokens) : undefined;
    const id = b.add(capitalise(p.text), 'concept', sense ? glossSentence(sense) : undefined);
    placed.push({ id, sense });
  }
  for (const a of placed) {
    if (!a.sense) continue;
    const ancestors = hypernymClosure(wn, a.sense, 4);
    for (const o of placed) {
      if (o !== a && o.sense && ancestors.has(o.sense.offset)) b.link(a.id, o.id, 'special-case');
    }
    const general = lexicalNeighbourhood(wn, a.sense, { general: 1, kinds: 0, related: 0 }).general[0];
    if (general) b.link(a.id, b.add(general.label, 'prerequisite', general.description, { english: true }), 'special-case');
  }
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

