// The built-in quality score, measured rather than asserted. Four properties of the map, each 0..1:
// - coverage: the share of the topic's knowledge-base concepts (for this audience) the map holds;
// - size: 8 to 15 constituents is a teachable topic, four nodes is not;
// - structure: order edges tie the nodes into a sequence, nothing floats unlinked;
// - specificity: labels that name something, descriptions that say something;
// weighted, then scaled by sense agreement: the share of nodes the knowledge base knows that
// belong to the topic's subject (chemistry nodes in a map about compound interest pull the
// score down however well-formed the map is). Used for built-in maps and when a model's score
// call fails; README "Quality score" lists the weights.
import type { ConceptMap, Quality } from '../map-schema.js';
import { audienceGrade, audienceInText, knowledgeBase, nameKey, type KnowledgeConcept, type RankedTopic, type Topic } from '../knowledge/index.js';
import { topicOfProblem } from './builtin/index.js';
import { conceptsFor, stems } from './builtin/topic-map.js';
import type { MapInput } from './types.js';
import { nounPhrases } from './builtin/nlp.js';
import { keyWords, QUIET_WORDS } from '../knowledge/text.js';

/** Words that say who the learner is, not what the problem is about. */
const AUDIENCE_WORDS = new Set(['year', 'old', 'olds', 'grade', 'pupil', 'child', 'adult', 'teenager', 'school', 'university', 'staff', 'manager', 'team', 'people', 'body', 'time', 'thing', 'class', 'student', 'life']);

/** The head nouns of the problem's noun phrases, in matching form. */
function problemNouns(problem: string): string[] {
  const heads = nounPhrases(problem).map((p) => keyWords(p).pop() ?? '');
  return [...new Set(heads.filter((w) => w.length >= 4 && !QUIET_WORDS.has(w) && !AUDIENCE_WORDS.has(w) && !/\d/.test(w)))];
}

const WEIGHTS = { coverage: 0.5, size: 0.2, structure: 0.15, specificity: 0.15 } as const;
/** Coverage when the input is outside the knowledge base: unknown, so neither good nor bad. */
const UNKNOWN_COVERAGE = 0.3;
const GENERIC_LABELS = new Set(['concept', 'concepts', 'theory', 'idea', 'topic', 'thing', 'skill', 'knowledge', 'basics', 'introduction', 'overview', 'other', 'misc']);
const TEMPLATE = /\bis an? (?:important )?(?:concept|topic|skill|idea) (?:in|of|within)\b/i;

const round = (x: number) => Math.round(x * 100) / 100;

/**
 * Equal after the knowledge base's folding, or one holds the other and is at least half of it.
 * Takes folded names (nameKey): folding is the costly part, so callers fold each label once.
 */
function sameConcept(x: string, y: string): boolean {
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  // Most pairs share nothing: a plain substring test rules them out before any splitting.
  if (!long.includes(short)) return false;
  const words = short.split(' ');
  return words.some((w) => w.length > 3) && words.length * 2 >= long.split(' ').length && ` ${long} `.includes(` ${short} `);
}

/**
 * The folded names of a knowledge-base concept (its label and translations). The knowledge base
 * is immutable once loaded, so they are folded once per concept, not once per map and node.
 */
const foldedNames = new WeakMap<KnowledgeConcept, string[]>();
function conceptNameKeys(c: KnowledgeConcept): string[] {
  let keys = foldedNames.get(c);
  if (!keys) foldedNames.set(c, (keys = [...new Set([c.label, ...Object.values(c.labels ?? {})].map(nameKey))]));
  return keys;
}

export function intendedTopic(input: MapInput): Topic | undefined {
  return topicMatch(input)?.topic;
}

/** The topic the input asks for, with how a problem named it (ranking prose is the costly part: once per map). */
function topicMatch(input: MapInput): { topic: Topic; ranked?: RankedTopic } | undefined {
  if (input.form === 'structural') {
    const found = knowledgeBase().findTopic(input.key, input.domain, input.subdomain);
    return found && { topic: found.topic };
  }
  const ranked = topicOfProblem(input.problem);
  return ranked && { topic: ranked.topic, ranked };
}

export function heuristicQuality(map: ConceptMap, input: MapInput): Quality {
  const reasons: string[] = [];
  const n = map.nodes.length;
  if (!n) return { score: 0, reasons: ['The map is empty'], method: 'builtin' };
  const kb = knowledgeBase();
  const match = topicMatch(input);
  const topic = match?.topic;
  const centre = map.nodes.find((x) => x.isCenter);
  // Each label folded once: every check below compares folded names.
  const labelKeys = map.nodes.map((x) => nameKey(x.label));
  const constituents = map.nodes.filter((x) => x !== centre && x.type !== 'prerequisite');

  // Coverage of the topic's concepts for this audience.
  let coverage = UNKNOWN_COVERAGE;
  if (topic) {
    const grade = audienceGrade(input.audience ?? (input.form === 'freeText' ? audienceInText(input.problem) : undefined));
    const expected = conceptsFor(topic, grade, input.form === 'freeText' ? input.problem : undefined);
    // The centre names the topic, not one of its concepts. A built-in map names most of them
    // exactly (sameConcept of equal names), which one set lookup per name tells; only the rest
    // are compared pair by pair.
    const exact = new Set(labelKeys.filter((k, i) => k && map.nodes[i] !== centre));
    const held = expected.filter((c) => {
      const names = conceptNameKeys(c);
      if (names.some((l) => exact.has(l))) return true;
      return map.nodes.some((x, i) => x !== centre && names.some((l) => sameConcept(labelKeys[i]!, l)));
    });
    coverage = held.length / expected.length;
    reasons.push(`Holds ${held.length} of the ${expected.length} concepts of "${topic.label}" in the knowledge base`);
  } else {
    reasons.push('The input is outside the built-in knowledge base: coverage of the topic cannot be checked');
  }

  // Size: constituents (not the centre, not outside prerequisites).
  const c = constituents.length;
  const size = c >= 8 && c <= 15 ? 1 : c < 8 ? (c / 8) ** 2 : Math.max(0.4, 1 - (c - 15) / 15);
  reasons.push(`${c} constituent concepts${c < 8 ? ' (too few for a topic)' : c > 15 ? ' (more than a topic holds)' : ''}`);

  // Structure: order edges and connection.
  const order = map.edges.filter((e) => e.type === 'requires' || e.type === 'enables').length;
  const linked = new Set(map.edges.flatMap((e) => [e.from, e.to]));
  const isolated = map.nodes.filter((x) => !linked.has(x.id)).length;
  const orderShare = n > 1 ? Math.min(1, order / (n - 1)) : 0;
  const centred = input.form === 'structural' ? (centre ? 1 : 0) : 1;
  const structure = (orderShare + (1 - isolated / n) + centred) / 3;
  reasons.push(`${order} prerequisite links${isolated ? `, ${isolated} nodes linked to nothing` : ''}`);

  // Specificity of labels and descriptions.
  const specificLabel = labelKeys.filter((k) => !GENERIC_LABELS.has(k) && k.length > 2).length;
  const described = map.nodes.filter((x, i) => {
    const d = x.description?.trim() ?? '';
    return d.split(/\s+/).length >= 4 && nameKey(d) !== labelKeys[i] && !TEMPLATE.test(d);
  }).length;
  const specificity = 0.5 * (specificLabel / n) + 0.5 * (described / n);
  if (specificLabel < n) reasons.push(`${n - specificLabel} labels name nothing specific`);
  if (described < n) reasons.push(`${n - described} nodes lack a specific description`);

  // Sense agreement: nodes the knowledge base knows, in the topic's subject (or the map's own
  // majority subject when the input is outside the knowledge base).
  const known = labelKeys.map((k) => kb.subjectsNamedKey(k)).filter((s) => s.size > 0);
  let subject = topic?.subject;
  if (!subject && known.length) {
    const votes = new Map<string, number>();
    for (const s of known) for (const id of s) votes.set(id, (votes.get(id) ?? 0) + 1);
    subject = [...votes].sort((a, b) => b[1] - a[1])[0]![0];
  }
  const agree = known.filter((s) => subject !== undefined && s.has(subject)).length;
  const sense = known.length ? agree / known.length : 1;
  if (known.length && agree < known.length) reasons.push(`${known.length - agree} of ${known.length} recognised nodes belong to another subject (wrong sense or padding)`);

  const base = WEIGHTS.coverage * coverage + WEIGHTS.size * size + WEIGHTS.structure * structure + WEIGHTS.specificity * specificity;
  const score = round(Math.min(1, Math.max(0, base * (0.4 + 0.6 * sense))));
  return { score, reasons, method: 'builtin', ...knownEnough(map, input, topic, match?.ranked) };
}

/**
 * Whether the engine knew enough to answer: a topic of the knowledge base fits and, for a problem
 * that names neither the topic nor any of its concepts (the topic was found by shared words only),
 * the map holds at least half of the things it names (its nouns, by word stem, in node labels or
 * descriptions). Otherwise `coverage: "low"` with the reason.
 */
function knownEnough(map: ConceptMap, input: MapInput, topic: Topic | undefined, found: RankedTopic | undefined): Pick<Quality, 'coverage' | 'coverageReason'> {
  if (!topic) {
    const what = input.form === 'freeText' ? 'this problem' : `"${input.key}"`;
    return { coverage: 'low', coverageReason: `The built-in knowledge base has no topic for ${what}; the map holds only its own key terms, unordered by any curriculum` };
  }
  if (input.form !== 'freeText') return { coverage: 'high' };
  // A problem that names the topic or one of its concepts is understood, whatever examples it adds
  // (wolves in a food web, dice in probability).
  if (found && (found.named || found.concepts > 0)) return { coverage: 'high' };
  const named = problemNouns(input.problem);
  if (!named.length) return { coverage: 'high' };
  const inMap = new Set(map.nodes.flatMap((n) => [...stems(`${n.label} ${n.description ?? ''}`)]));
  const missing = named.filter((w) => !inMap.has(w.slice(0, 5)));
  if (missing.length * 2 <= named.length) return { coverage: 'high' };
  return { coverage: 'low', coverageReason: `The closest topic in the knowledge base, "${topic.label}", says nothing about ${missing.map((w) => `"${w}"`).join(', ')}` };
}
