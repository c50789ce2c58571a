// The curated library: common school and university domains with realistic prerequisite chains.
// Data, not code: each domain file lists its concepts with a compact helper (`concept`), and
// src/maps/generation/library/index.ts indexes them for lookup.
import type { Lang, NodeType } from '../../map-schema.js';

/** Labels in English, Spanish, French and German at least; other languages where written. */
export type Labels = { en: string; es: string; fr: string; de: string } & Partial<Record<Lang, string>>;

export interface CuratedConcept {
  id: string;
  type: NodeType;
  label: Labels;
  /** One or two sentences for teachers and learners (English). */
  description: string;
  /** Learn these first (edge: prerequisite `requires` -> this). */
  requires: string[];
  /** This leads on to these (edge: this `enables` -> target). */
  enables: string[];
  /** General relationship (edge: this `related` -> target). */
  related: string[];
  /** This is a type of these (edge: this `special-case` -> target). */
  isA: string[];
  /** Other English names that should find this concept. */
  aliases: string[];
}

export interface CuratedSubdomain {
  id: string;
  label: Labels;
  aliases: string[];
  /** Concept ids in teaching order. */
  concepts: string[];
}

export interface CuratedDomain {
  id: string;
  label: Labels;
  aliases: string[];
  subdomains: CuratedSubdomain[];
  concepts: CuratedConcept[];
}

export interface Relations {
  /** Space-separated ids. */
  req?: string;
  en?: string;
  rel?: string;
  isa?: string;
  /** '|'-separated English aliases. */
  aka?: string;
}

const ids = (s: string | undefined) => (s ? s.split(/\s+/).filter(Boolean) : []);

/** `concept('fractions', 'prerequisite', ['Fractions', 'Fracciones', 'Fractions', 'Brüche'], '…', { req: 'arithmetic' })` */
export function concept(id: string, type: NodeType, labels: [en: string, es: string, fr: string, de: string], description: string, r: Relations = {}): CuratedConcept {
  const [en, es, fr, de] = labels;
  return {
    id,
    type,
    label: { en, es, fr, de },
    description,
    requires: ids(r.req),
    enables: ids(r.en),
    related: ids(r.rel),
    isA: ids(r.isa),
    aliases: r.aka ? r.aka.split('|').map((a) => a.trim()).filter(Boolean) : [],
  };
}

export function subdomain(id: string, labels: [en: string, es: string, fr: string, de: string], concepts: string, aka = ''): CuratedSubdomain {
  const [en, es, fr, de] = labels;
  return { id, label: { en, es, fr, de }, concepts: ids(concepts), aliases: aka ? aka.split('|').map((a) => a.trim()) : [] };
}
