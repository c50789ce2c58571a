// Accumulates a raw map (nodes, edges) for the graph engine, one concept per label, with the
// language bookkeeping the generators report as warnings.
import type { EdgeType, Lang, NodeType } from '../../map-schema.js';
import { labelKey, slugify } from '../../graph/text.js';
import { labelIn, type CuratedConcept, type CuratedDomain } from '../library/index.js';

export interface RawNode {
  id: string;
  label: string;
  type: NodeType;
  description?: string;
  isCenter?: boolean;
}

export interface RawEdge {
  from: string;
  to: string;
  type: EdgeType;
}

export class RawBuilder {
  readonly nodes: RawNode[] = [];
  readonly edges: RawEdge[] = [];
  private readonly byKey = new Map<string, string>();
  private readonly ids = new Set<string>();
  private readonly curatedIds = new Map<CuratedDomain, Map<string, string>>();
  private readonly edgeKeys = new Set<string>();
  /** Labels left in English because the generator has no words in the requested language. */
  readonly untranslated: string[] = [];
  englishDescriptions = 0;

  constructor(readonly lang: Lang) {}

  get size(): number {
    return this.nodes.length;
  }

  has(label: string): boolean {
    return this.byKey.has(labelKey(label));
  }

  idOf(label: string): string | undefined {
    return this.byKey.get(labelKey(label));
  }

  /** Adds a node unless one with the same label exists; returns the id either way. */
  add(label: string, type: NodeType, description?: string, opts: { english?: boolean; idHint?: string } = {}): string {
    const key = labelKey(label);
    const existing = this.byKey.get(key);
    if (existing !== undefined) return existing;
    let id = opts.idHint ?? slugify(label);
    if (this.ids.has(id)) {
      let n = 2;
      while (this.ids.has(`${id}-${n}`)) n++;
      id = `${id}-${n}`;
    }
    const node: RawNode = { id, label, type };
    if (description) node.description = description;
    this.nodes.push(node);
    this.ids.add(id);
    this.byKey.set(key, id);
    if (opts.english && this.lang !== 'en') this.untranslated.push(label);
    if (description && this.lang !== 'en') this.englishDescriptions++;
    return id;
  }

  /** Adds a curated concept with its label in the map's language. */
  addCurated(domain: CuratedDomain, concept: CuratedConcept, withDescription = true): string {
    const mapped = this.curatedId(domain, concept.id);
    if (mapped !== undefined) return mapped;
    const { text, translated } = labelIn(concept.label, this.lang);
    const id = this.add(text, concept.type, withDescription ? concept.description : undefined, { english: !translated, idHint: concept.id });
    this.bindCurated(domain, concept, id);
    return id;
  }

  /** Records that an existing node (e.g. a teacher's own label) stands for a curated concept. */
  bindCurated(domain: CuratedDomain, concept: CuratedConcept, id: string): void {
    let ids = this.curatedIds.get(domain);
    if (!ids) this.curatedIds.set(domain, (ids = new Map<string, string>()));
    ids.set(concept.id, id);
  }

  curatedId(domain: CuratedDomain, conceptId: string): string | undefined {
    return this.curatedIds.get(domain)?.get(conceptId);
  }

  link(from: string, to: string, type: EdgeType): void {
    if (from === to) return;
    const key = JSON.stringify(from < to ? [from, to] : [to, from]);
    if (this.edgeKeys.has(key)) return;
    this.edgeKeys.add(key);
    this.edges.push({ from, to, type });
  }

  markCenter(id: string): void {
    for (const n of this.nodes) {
      if (n.id === id) n.isCenter = true;
      else delete n.isCenter;
    }
  }

  /** Warnings about language: what stayed English. */
  languageWarnings(): string[] {
    const out: string[] = [];
    if (this.untranslated.length) {
      const sample = this.untranslated.slice(0, 5).map((l) => `"${l}"`).join(', ');
      const more = this.untranslated.length > 5 ? ` and ${this.untranslated.length - 5} more` : '';
      out.push(`Labels left in English (the built-in generator has no ${this.lang} words for them; WordNet is English-only): ${sample}${more}`);
    }
    if (this.englishDescriptions) out.push(`Node descriptions are in English (${this.englishDescriptions} nodes)`);
    return out;
  }
}
