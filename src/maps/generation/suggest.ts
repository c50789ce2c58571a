// Curriculum suggestions (POST /api/direct/suggest, mode "curriculum"): concepts worth teaching in
// a subdomain, in teaching order, each with a description, a node type, a confidence and whether it
// is a guess. From the knowledge base first (a topic named by the subdomain gives its concepts; an
// area gives its topics), then the older curated library, then WordNet (guesses). A model's
// suggestions are checked against the knowledge base the same way.
import { labelKey } from '../graph/text.js';
import { knowledgeBase, nameKey, type Subject, type Topic } from '../knowledge/index.js';
import type { NodeType } from '../map-schema.js';
import { BUILTIN_MODEL } from './builtin/index.js';
import { bestSense, glossSentence, synsetLabel } from './builtin/lexical.js';
import { findDomain, findSubdomain, labelIn } from './library/index.js';
import { LANGUAGE_NAMES } from './model/prompts.js';
import { ModelSuggestionsSchema } from './model/schemas.js';
import { MAX_CURRICULUM, type CurriculumOptions, type SuggestInput, type SuggestResult } from './types.js';
import { wordNet } from './wordnet/reader.js';

export const DEFAULT_SUGGESTIONS = 10;
const SURE = 0.9;
const SAME_SUBJECT = 0.6;
const LIBRARY = 0.75;
const WORDNET = 0.3;

type Suggestion = SuggestResult['suggestions'][number];

const countOf = (input: SuggestInput) => Math.min(MAX_CURRICULUM, Math.max(1, Math.floor(input.count ?? DEFAULT_SUGGESTIONS)));

function dedupe(list: Suggestion[], count: number): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const s of list) {
    const label = s.label.replace(/\s+/g, ' ').trim();
    if (!label || seen.has(labelKey(label))) continue;
    seen.add(labelKey(label));
    out.push({ ...s, label, description: s.description.trim() });
    if (out.length >= count) break;
  }
  return out;
}

const skillOrConcept = (bloom: string): NodeType => (bloom === 'apply' || bloom === 'create' ? 'skill' : 'concept');
const topicSummary = (t: Topic) => `${t.label}: ${t.concepts.slice(0, 4).map((c) => c.label.toLowerCase()).join(', ')}.`;

/** Knowledge-base suggestions for a domain and subdomain. */
function fromKnowledge(input: SuggestInput, subject: Subject): Suggestion[] {
  const sub = nameKey(input.subdomain);
  const out: Suggestion[] = [];
  // A subdomain that names a topic: the concepts inside it, in teaching order.
  const named = subject.topics.find((t) => [t.label, ...t.aliases].some((n) => nameKey(n) === sub));
  if (named) for (const c of named.concepts) out.push({ label: c.label, description: c.description, type: skillOrConcept(c.bloom), confidence: SURE, guess: false });
  // A subdomain that names an area: its topics, then the rest of the subject.
  const inArea = subject.topics.filter((t) => t !== named && nameKey(t.area) === sub).sort((a, b) => a.grades.from - b.grades.from);
  const rest = subject.topics.filter((t) => t !== named && !inArea.includes(t));
  for (const t of inArea) out.push({ label: t.labels[input.lang] ?? t.label, description: topicSummary(t), type: 'concept', confidence: SURE, guess: false });
  for (const t of rest) out.push({ label: t.labels[input.lang] ?? t.label, description: topicSummary(t), type: 'concept', confidence: SAME_SUBJECT, guess: false });
  return out;
}

export function builtinSuggest(input: SuggestInput): SuggestResult {
  const count = countOf(input);
  const kb = knowledgeBase();
  const subject = kb.subject(input.domain) ?? kb.subject(input.subdomain);
  const out: Suggestion[] = subject ? fromKnowledge(input, subject) : [];
  const domain = findDomain(input.domain) ?? findSubdomain(input.subdomain)?.domain;
  if (out.length < count && domain) {
    const sub = findSubdomain(input.subdomain, domain);
    const ids = [...(sub?.domain === domain ? sub.subdomain.concepts : []), ...domain.subdomains.flatMap((s) => s.concepts)];
    for (const id of ids) {
      const c = domain.concepts.find((x) => x.id === id)!;
      out.push({ label: labelIn(c.label, input.lang).text, description: c.description, type: c.type, confidence: LIBRARY, guess: false });
    }
  }
  if (out.length < count) {
    // Outside both: WordNet's topics, kinds and parts of the subdomain (or domain), as guesses.
    const wn = wordNet();
    for (const term of [input.subdomain, input.domain]) {
      const sense = bestSense(wn, term, [input.domain, input.subdomain]);
      if (!sense) continue;
      for (const r of wn.related(sense, ['-c', '~', '~i', '%p', '%m'])) out.push({ label: synsetLabel(r), description: glossSentence(r), type: 'concept', confidence: WORDNET, guess: true });
      if (out.length >= count) break;
    }
  }
  return { suggestions: dedupe(out, count), generator: { provider: 'builtin', model: BUILTIN_MODEL } };
}

/** A model's suggestion is backed when the knowledge base knows the label in the requested subject. */
function placed(label: string, subject: Subject | undefined): boolean {
  const kb = knowledgeBase();
  const subjects = [...kb.conceptsNamed(label).map((h) => h.topic.subject), ...kb.topicsNamed(label).map((t) => t.subject)];
  return subject ? subjects.includes(subject.id) : subjects.length > 0;
}

export async function modelSuggest(input: SuggestInput, opts: CurriculumOptions): Promise<SuggestResult> {
  const count = countOf(input);
  const result = await opts.model.generateObject({
    schema: ModelSuggestionsSchema,
    schemaName: 'curriculum_suggestions',
    system: `You suggest concepts for a curriculum, in teaching order (foundations first). Each has a label, a one-sentence description, and a type: "concept" (theory), "skill" (practical ability) or "prerequisite" (foundational knowledge). Write labels and descriptions in ${LANGUAGE_NAMES[input.lang]}.`,
    messages: [{ role: 'user', content: `Suggest ${count} concepts for a curriculum in the domain "${input.domain}", subdomain "${input.subdomain}".` }],
    signal: opts.signal,
    tier: opts.tier,
  });
  const subject = knowledgeBase().subject(input.domain) ?? knowledgeBase().subject(input.subdomain);
  const checked = result.object.suggestions.map((s) => (placed(s.label, subject) ? { ...s, confidence: 0.8, guess: false } : { ...s, confidence: 0.5, guess: true }));
  return { suggestions: dedupe(checked, count), generator: result.generator };
}
