// The curated library's shape: common school and university domains with realistic prerequisite
// chains, one JSON file per domain in resources/maps-library (load.ts reads and checks them). The
// schemas are the single source of the types; relation lists left out of a concept are empty.
import { z } from 'zod';
import { LANGS, NODE_TYPES, type Lang } from '../../map-schema.js';

/** Labels in English, Spanish, French and German at least; other languages where written. */
export type Labels = Record<(typeof REQUIRED_LANGS)[number], string> & Partial<Record<Lang, string>>;

const REQUIRED_LANGS = ['en', 'es', 'fr', 'de'] as const;
const Text = z.string().regex(/\S/, 'must not be blank');
const Id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case words joined by "-"');
const Ids = z.array(Id).default([]);

const LabelsSchema = z
  .partialRecord(z.enum(LANGS), Text)
  .refine((l) => REQUIRED_LANGS.every((lang) => l[lang] !== undefined), `needs at least ${REQUIRED_LANGS.join(', ')}`)
  // The check above makes the four required labels present; the cast only tells TypeScript.
  .transform((l) => l as Labels);

export const CuratedConceptSchema = z.strictObject({
  id: Id,
  type: z.enum(NODE_TYPES),
  label: LabelsSchema,
  /** One or two sentences for teachers and learners (English). */
  description: Text,
  /** Learn these first (edge: prerequisite `requires` -> this). */
  requires: Ids,
  /** This leads on to these (edge: this `enables` -> target). */
  enables: Ids,
  /** General relationship (edge: this `related` -> target). */
  related: Ids,
  /** This is a type of these (edge: this `special-case` -> target). */
  isA: Ids,
  /** Other English names that should find this concept. */
  aliases: z.array(Text).default([]),
});

export const CuratedSubdomainSchema = z.strictObject({
  id: Id,
  label: LabelsSchema,
  /** Concept ids in teaching order. */
  concepts: z.array(Id).min(1),
  aliases: z.array(Text).default([]),
});

export const CuratedDomainSchema = z.strictObject({
  id: Id,
  label: LabelsSchema,
  aliases: z.array(Text),
  subdomains: z.array(CuratedSubdomainSchema),
  concepts: z.array(CuratedConceptSchema).min(1),
});

/** resources/maps-library/index.json: the domains in lookup order (an earlier domain wins a shared name). */
export const LibraryIndexSchema = z.strictObject({ domains: z.array(Id).min(1) });

export type CuratedConcept = z.infer<typeof CuratedConceptSchema>;
export type CuratedSubdomain = z.infer<typeof CuratedSubdomainSchema>;
export type CuratedDomain = z.infer<typeof CuratedDomainSchema>;
