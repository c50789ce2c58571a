// Curriculum suggestions (POST /api/direct/suggest, mode "curriculum"): concepts worth teaching in
// a subdomain, in teaching order, each with a description and a node type.
import { labelKey } from '../graph/text.js';
import { BUILTIN_MODEL } from './builtin/index.js';
import { bestSense, glossSentence, synsetLabel } from './builtin/lexical.js';
import { findDomain, findSubdomain, labelIn } from './library/index.js';
import { LANGUAGE_NAMES } from './model/prompts.js';
import { ModelSuggestionsSchema } from './model/schemas.js';
import { MAX_CURRICULUM, type CurriculumOptions, type SuggestInput, type SuggestResult } from './types.js';
import { wordNet } from './wordnet/reader.js';

export const DEFAULT_SUGGESTIONS = 10;

type Suggestion = SuggestResult['suggestions'][number];

const countOf = (input: SuggestInput) => Math.min(MAX_CURRICULUM, Math.max(1, Math.floor(input.count ?? DEFAULT_SUGGESTIONS)));

function dedupe(list: Suggestion[], count: number): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const s of list) {
    const label = s.label.replace(/\s+/g, ' ').trim();
    if (!label || seen.has(labelKey(label))) continue;
    seen.add(labelKey(label));
    out.push({ label, description: s.description.trim(), type: s.type });
    if (out.length >= count) break;
  }
  return out;
}

export function builtinSuggest(input: SuggestInput): SuggestResult {
  const count = countOf(input);
  const domain = findDomain(input.domain) ?? findSubdomain(input.subdomain)?.domain;
  const out: Suggestion[] = [];
  if (domain) {
    const sub = findSubdomain(input.subdomain, domain);
    const ids = [...(sub?.domain === domain ? sub.subdomain.concepts : []), ...domain.subdomains.flatMap((s) => s.concepts)];
    for (const id of ids) {
      const c = domain.concepts.find((x) => x.id === id)!;
      out.push({ label: labelIn(c.label, input.lang).text, description: c.description, type: c.type });
    }
  } else {
    // Outside the library: WordNet's topics of the subdomain (or domain), its kinds and its parts.
    const wn = wordNet();
    for (const term of [input.subdomain, input.domain]) {
      const sense = bestSense(wn, term, [input.domain, input.subdomain]);
      if (!sense) continue;
      const related = wn.related(sense, ['-c', '~', '~i', '%p', '%m']);
      for (const r of related) out.push({ label: synsetLabel(r), description: glossSentence(r), type: 'concept' });
      if (out.length >= count) break;
    }
  }
  return { suggestions: dedupe(out, count), generator: { provider: 'builtin', model: BUILTIN_MODEL } };
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
  return { suggestions: dedupe(result.object.suggestions, count), generator: result.generator };
}
