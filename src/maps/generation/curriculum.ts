// Curricula (POST /api/map/curriculum): the teacher's concepts (as many as targetCount holds) put
// in learning order, completed up to targetCount (at most 30) with their prerequisites and related concepts, every
// node described. Built-in from the curated library and WordNet; with a model, asked for as
// structured output and then held to the same rules.
import { labelKey } from '../graph/text.js';
import { normaliseMap, type RawMap } from '../graph/index.js';
import type { ConceptMap, Lang, MapNode } from '../map-schema.js';
import { BUILTIN_MODEL } from './builtin/index.js';
import { addCuratedEdges, ancestors, directFollowers } from './builtin/curated.js';
import { bestSense, glossSentence, lexicalNeighbourhood } from './builtin/lexical.js';
import { RawBuilder } from './builtin/raw-builder.js';
import { conceptById, findConcept, findDomain, findSubdomain, matchKey, type ConceptHit, type CuratedDomain } from './library/index.js';
import { LANGUAGE_NAMES, MAP_RULES } from './model/prompts.js';
import { ModelMapSchema } from './model/schemas.js';
import { generateLenient } from './model/structured.js';
import { templateDescription } from './templates.js';
import { MAX_CURRICULUM, type CurriculumInput, type CurriculumOptions, type CurriculumResult } from './types.js';
import { wordNet } from './wordnet/reader.js';
import { inferPrerequisites } from './prerequisites/index.js';
import { knowledgeBase, type KnowledgeConcept, type Topic } from '../knowledge/index.js';

interface Plan {
  /** The teacher's concepts, cleaned and de-duplicated, at most 30. */
  given: string[];
  /** Total nodes wanted. */
  size: number;
  warnings: string[];
}

function plan(input: CurriculumInput): Plan {
  const warnings: string[] = [];
  const seen = new Set<string>();
  const given: string[] = [];
  for (const c of input.concepts) {
    const label = c.replace(/\s+/g, ' ').trim();
    if (!label) continue;
    if (seen.has(labelKey(label))) {
      warnings.push(`"${label}" was listed twice; kept once`);
      continue;
    }
    seen.add(labelKey(label));
    given.push(label);
  }
  // targetCount is the size of the curriculum (at most 30): more concepts than that cannot all fit,
  // so the first ones are kept, in the teacher's order, and the rest are named in a warning.
  const target = Math.min(MAX_CURRICULUM, Math.max(1, Math.floor(input.targetCount)));
  if (given.length > target) {
    const left = given.slice(target);
    const named = left.slice(0, 5).map((g) => `"${g}"`).join(', ') + (left.length > 5 ? ` and ${left.length - 5} more` : '');
    const why = target === MAX_CURRICULUM ? `a curriculum holds at most ${MAX_CURRICULUM} concepts` : `targetCount is ${target}`;
    warnings.push(`Kept the first ${target} of ${given.length} concepts (${why}); left out: ${named}`);
    given.length = target;
  }
  return { given, size: target, warnings };
}

/** Holds any generator's result to the curriculum rules, then runs it through the graph engine. */
function finish(raw: RawMap, p: Plan, input: CurriculumInput, warnings: string[]): { curriculum: ConceptMap; warnings: string[] } {
  const first = normaliseMap(raw, { structural: false, lang: input.lang });
  let map = first.map;
  const out = [...warnings, ...first.warnings];
  const givenKeys = new Set(p.given.map(labelKey));

  const missing = p.given.filter((g) => !map.nodes.some((n) => labelKey(n.label) === labelKey(g)));
  if (missing.length) out.push(`Added concepts the generator left out: ${missing.map((m) => `"${m}"`).join(', ')}`);
  let nodes: MapNode[] = [...map.nodes, ...missing.map((label, i): MapNode => ({ id: `given-${i + 1}`, label, type: 'concept' }))];
  if (nodes.length > p.size) {
    // Keep the teacher's concepts, then the earliest in the learning path.
    const rank = new Map(map.learningPath.map((id, i) => [id, i]));
    const extras = nodes.filter((n) => !givenKeys.has(labelKey(n.label))).sort((a, b) => (rank.get(a.id) ?? 1e9) - (rank.get(b.id) ?? 1e9));
    const keep = new Set([...nodes.filter((n) => givenKeys.has(labelKey(n.label))), ...extras.slice(0, Math.max(0, p.size - (nodes.length - extras.length)))].map((n) => n.id));
    out.push(`Trimmed ${nodes.length - keep.size} extra concepts to stay within ${p.size}`);
    nodes = nodes.filter((n) => keep.has(n.id));
  }
  let undescribed = 0;
  const described = nodes.map((n) => {
    if (n.description?.trim()) return n;
    const t = templateDescription(n.label, input.subdomain, input.domain, input.lang);
    undescribed++;
    return { ...n, description: t.text };
  });
  if (undescribed) out.push(`${undescribed} concepts got a template description`);
  const ids = new Set(described.map((n) => n.id));
  const edges = map.edges.filter((e) => ids.has(e.from) && ids.has(e.to));
  const second = normaliseMap({ nodes: described, edges, learningPath: map.learningPath }, { structural: false, lang: input.lang });
  map = second.map;
  return { curriculum: map, warnings: [...out, ...second.warnings] };
}

interface KnowledgeItem {
  topic: Topic;
  /** Undefined: the label names the topic itself. */
  concept?: KnowledgeConcept;
  description: string;
}

/** A curriculum label as the knowledge base knows it: a topic, or a concept inside one (the subject preferred). */
function knowledgeItem(label: string, domain: string, subdomain: string): KnowledgeItem | undefined {
  const kb = knowledgeBase();
  const subject = kb.subject(domain) ?? kb.subject(subdomain);
  const inSubject = <T extends { subject: string }>(list: T[]) => list.find((x) => !subject || x.subject === subject.id);
  const topic = inSubject(kb.topicsNamed(label));
  if (topic) return { topic, description: `${topic.label}: ${topic.concepts.slice(0, 4).map((c) => c.label.toLowerCase()).join(', ')}.` };
  const hit = kb.conceptsNamed(label).find((h) => !subject || h.topic.subject === subject.id);
  if (!hit) return undefined;
  const concept = hit.topic.concepts.find((c) => c.key === hit.key)!;
  return { topic: hit.topic, concept, description: concept.description };
}

/**
 * Order edges from the knowledge base between curriculum nodes it knows: a concept before the
 * concepts of its topic that build on it; a topic, and its concepts, before the topics (and their
 * concepts) that list it as a prerequisite, directly or through others. Pairs the library already linked keep their edge.
 */
function addKnowledgeOrder(b: RawBuilder, input: CurriculumInput): void {
  const kb = knowledgeBase();
  const known = b.nodes.map((n) => ({ id: n.id, item: knowledgeItem(n.label, input.domain, input.subdomain) })).filter((x) => x.item);
  const topicAncestors = (t: Topic, seen = new Set<string>()): Set<string> => {
    for (const p of t.pre) if (!seen.has(p)) topicAncestors(kb.topics.get(p)!, seen.add(p));
    return seen;
  };
  const conceptAncestors = (t: Topic, key: string, seen = new Set<string>()): Set<string> => {
    for (const r of t.concepts.find((c) => c.key === key)!.requires) if (!seen.has(r)) conceptAncestors(t, r, seen.add(r));
    return seen;
  };
  for (const a of known) {
    for (const z of known) {
      if (a === z) continue;
      const x = a.item!;
      const y = z.item!;
      // Within a topic its concepts' order; across topics (concepts or topics themselves)
      // whatever belongs to a prerequisite topic comes first.
      const before =
        x.topic === y.topic
          ? !!x.concept && !!y.concept && conceptAncestors(y.topic, y.concept.key).has(x.concept.key)
          : topicAncestors(y.topic).has(x.topic.id);
      if (before) b.link(a.id, z.id, 'requires');
    }
  }
}

/**
 * `requires` edges the knowledge base and the library do not give: the prerequisite scorer's
 * (trained on expert annotations) between related concepts of the curriculum, strongest first,
 * never against an order edge already there.
 */
function addLearnedOrder(b: RawBuilder): void {
  const labelOf = new Map(b.nodes.map((n) => [n.id, n.label]));
  const idOf = new Map(b.nodes.map((n) => [n.label, n.id]));
  const ordered = b.edges.filter((e) => e.type === 'requires' || e.type === 'enables').map((e): [string, string] => [labelOf.get(e.from)!, labelOf.get(e.to)!]);
  for (const e of inferPrerequisites([...idOf.keys()], ordered)) b.link(idOf.get(e.from)!, idOf.get(e.to)!, 'requires');
}

export function builtinCurriculum(input: CurriculumInput): CurriculumResult {
  const p = plan(input);
  const lang: Lang = input.lang;
  const b = new RawBuilder(lang);
  const domain = findDomain(input.domain) ?? findSubdomain(input.subdomain)?.domain;
  const hits: ConceptHit[] = [];
  const wn = wordNet();

  // The teacher's concepts first, in their words; described from the library or WordNet.
  const givenIds: string[] = [];
  for (const label of p.given) {
    const found = findConcept(label, domain);
    const hit = found && (!domain || found.domain === domain || Object.values(found.concept.label).some((l) => matchKey(l) === matchKey(label))) ? found : undefined;
    if (hit) {
      hits.push(hit);
      const id = b.add(label, hit.concept.type, hit.concept.description, { idHint: hit.concept.id });
      b.bindCurated(hit.domain, hit.concept, id);
      givenIds.push(id);
    } else {
      // The knowledge base describes it in its own words; WordNet's gloss only where it does not.
      const known = knowledgeItem(label, input.domain, input.subdomain);
      const sense = known ? undefined : bestSense(wn, label, [input.domain, input.subdomain]);
      givenIds.push(b.add(label, 'concept', known?.description ?? (sense ? glossSentence(sense) : undefined)));
    }
  }

  // Completion, most relevant first: prerequisites of the matched concepts (nearest first) and what
  // they lead to; the subdomain's concepts in teaching order; WordNet's neighbourhood of the
  // teacher's concepts (for topics outside the library); then the rest of the domain.
  const curatedDomain: CuratedDomain | undefined = hits[0]?.domain ?? domain;
  const fill = (ids: string[]) => {
    if (!curatedDomain) return;
    for (const id of ids) {
      if (b.size >= p.size) break;
      if (b.curatedId(curatedDomain, id) === undefined) b.addCurated(curatedDomain, conceptById(curatedDomain, id)!);
    }
  };
  if (curatedDomain) {
    const matched = hits.filter((h) => h.domain === curatedDomain).map((h) => h.concept.id);
    fill([...ancestors(curatedDomain, matched), ...matched.flatMap((id) => directFollowers(curatedDomain, id))]);
    const sub = findSubdomain(input.subdomain, curatedDomain);
    if (sub && sub.domain === curatedDomain) fill(sub.subdomain.concepts);
  }
  for (const [i, label] of p.given.entries()) {
    if (b.size >= p.size) break;
    const sense = bestSense(wn, label, [input.domain, input.subdomain]);
    if (!sense) continue;
    const hood = lexicalNeighbourhood(wn, sense, { general: 1, kinds: 3, related: 3 });
    for (const g of hood.general) if (b.size < p.size) b.link(givenIds[i]!, b.add(g.label, g.type, g.description, { english: true }), 'special-case');
    for (const k of hood.kinds) if (b.size < p.size) b.link(b.add(k.label, k.type, k.description, { english: true }), givenIds[i]!, 'special-case');
    for (const r of hood.related) if (b.size < p.size) b.link(givenIds[i]!, b.add(r.label, r.type, r.description, { english: true }), 'related');
  }
  if (curatedDomain) {
    fill(curatedDomain.subdomains.flatMap((s) => s.concepts));
    addCuratedEdges(b, curatedDomain);
  }
  if (b.size < p.size) p.warnings.push(`Only ${b.size} concepts could be found for a target of ${p.size}`);
  addKnowledgeOrder(b, input);
  addLearnedOrder(b);

  const raw: RawMap = { nodes: b.nodes, edges: b.edges, learningPath: b.nodes.map((n) => n.id) };
  const { curriculum, warnings } = finish(raw, p, input, [...p.warnings, ...b.languageWarnings()]);
  return { curriculum, generator: { provider: 'builtin', model: BUILTIN_MODEL }, warnings };
}

export async function modelCurriculum(input: CurriculumInput, opts: CurriculumOptions): Promise<CurriculumResult> {
  const p = plan(input);
  const system = `You design curricula: ordered concept maps a teacher follows over a course.

${MAP_RULES.replace('8 to 20 concepts', `exactly ${p.size} concepts`)}

Write every label, description and phase name in ${LANGUAGE_NAMES[input.lang]}.`;
  const user = [
    `Domain: "${input.domain}". Subdomain: "${input.subdomain}".`,
    p.given.length
      ? `Include each of these concepts as a node, with exactly this label:\n${p.given.map((g) => `- ${g}`).join('\n')}\nComplete the curriculum up to ${p.size} concepts with their prerequisites and closely related concepts.`
      : `Choose ${p.size} concepts that make a complete curriculum.`,
    'No node is the centre: set "isCenter" to false on every node.',
  ].join('\n\n');
  const result = await generateLenient(
    opts.model,
    { schema: ModelMapSchema, schemaName: 'curriculum', system, messages: [{ role: 'user', content: user }], signal: opts.signal, tier: opts.tier },
    (v) => typeof v === 'object' && v !== null && Array.isArray((v as { nodes?: unknown }).nodes),
  );
  const raw = result.object as RawMap & { nodes?: Array<{ isCenter?: boolean }> };
  // A curriculum has no centre, whatever the model marked.
  if (Array.isArray(raw.nodes)) raw.nodes = raw.nodes.map((n) => (typeof n === 'object' && n ? { ...n, isCenter: false } : n));
  const { curriculum, warnings } = finish(raw, p, input, [...p.warnings, ...result.warnings]);
  return { curriculum, generator: result.generator, warnings };
}
