// The learning-analytics taxonomy (resources/analytics/taxonomy.json): 128 observable behaviours
// (the event types), 16 interaction contexts, 8 learner models with the behaviours that are
// evidence for each, and Bloom's 6 levels. Data, not code; checked at start-up so a broken file
// stops the service with one line naming the problem (docs/analytics.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const TAXONOMY_FILE = fileURLToPath(new URL('../../resources/analytics/taxonomy.json', import.meta.url));

const Id = z.string().regex(/^[a-z][a-z_]*(\.[a-z][a-z_]*)?$/);

export const TaxonomySchema = z
  .object({
    version: z.number().int(),
    contexts: z.array(z.object({ id: Id, label: z.string().min(1) })).length(16),
    behaviours: z.array(z.object({ id: Id, label: z.string().min(1), context: Id, attempt: z.boolean().optional() })).length(128),
    learnerModels: z.array(z.object({ id: Id, label: z.string().min(1), description: z.string().min(1), signals: z.array(Id).min(1) })).length(8),
    bloomLevels: z.array(z.object({ id: Id, label: z.string().min(1), rank: z.number().int().min(1).max(6) })).length(6),
  })
  .superRefine((t, ctx) => {
    const unique = (name: string, ids: string[]) => {
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `duplicate ${name} id "${id}"` });
        seen.add(id);
      }
      return seen;
    };
    const contexts = unique('context', t.contexts.map((c) => c.id));
    const behaviours = unique('behaviour', t.behaviours.map((b) => b.id));
    unique('learner model', t.learnerModels.map((m) => m.id));
    unique('Bloom level', t.bloomLevels.map((b) => b.id));
    for (const b of t.behaviours) if (!contexts.has(b.context)) ctx.addIssue({ code: 'custom', message: `behaviour ${b.id}: unknown context "${b.context}"` });
    for (const m of t.learnerModels) {
      for (const s of m.signals) if (!behaviours.has(s)) ctx.addIssue({ code: 'custom', message: `learner model ${m.id}: unknown behaviour "${s}"` });
    }
  });

export type TaxonomyData = z.infer<typeof TaxonomySchema>;

/** The taxonomy with lookups built once. */
export class Taxonomy {
  readonly behaviours: ReadonlyMap<string, TaxonomyData['behaviours'][number]>;
  readonly contexts: ReadonlySet<string>;
  readonly bloomRank: ReadonlyMap<string, number>;
  readonly learnerModels: TaxonomyData['learnerModels'];

  constructor(readonly data: TaxonomyData) {
    this.behaviours = new Map(data.behaviours.map((b) => [b.id, b]));
    this.contexts = new Set(data.contexts.map((c) => c.id));
    this.bloomRank = new Map(data.bloomLevels.map((b) => [b.id, b.rank]));
    this.learnerModels = data.learnerModels;
  }

  isAttempt(type: string): boolean {
    return this.behaviours.get(type)?.attempt === true;
  }
}

/** Parses and checks a taxonomy document; throws one Error naming every problem. */
export function parseTaxonomy(raw: unknown, source = 'taxonomy'): Taxonomy {
  const checked = TaxonomySchema.safeParse(raw);
  if (!checked.success) {
    const lines = checked.error.issues.slice(0, 10).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`${source} is not a valid analytics taxonomy: ${lines.join('; ')}`);
  }
  return new Taxonomy(checked.data);
}

let loaded: Taxonomy | undefined;

/** The shipped taxonomy, read and checked once per process. */
export function loadTaxonomy(file = TAXONOMY_FILE): Taxonomy {
  if (file !== TAXONOMY_FILE) return parseTaxonomy(JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
  return (loaded ??= parseTaxonomy(JSON.parse(readFileSync(file, 'utf8')) as unknown, 'resources/analytics/taxonomy.json'));
}
