// The curated knowledge base is data, checked at start-up: these tests hold its size and coverage
// and show that start-up refuses a broken file (duplicate ids, unresolved references, cycles).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DIR, loadKnowledge, KnowledgeBaseError } from '../../../src/maps/knowledge/load.js';
import { knowledgeBase, nameKey } from '../../../src/maps/knowledge/index.js';
import { LANGS } from '../../../src/maps/map-schema.js';

const SUBJECTS = ['mathematics', 'physics', 'chemistry', 'biology', 'earth-science', 'history', 'geography', 'economics', 'computing', 'language-arts', 'professional-skills'];

/** A copy of the knowledge base in a temp dir, with one file changed. */
function withEdit(file: string, edit: (json: { topics: Array<Record<string, unknown>> }) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'kb-'));
  for (const f of readdirSync(KNOWLEDGE_DIR)) {
    const text = readFileSync(join(KNOWLEDGE_DIR, f), 'utf8');
    if (f !== file) writeFileSync(join(dir, f), text);
    else {
      const json = JSON.parse(text) as { topics: Array<Record<string, unknown>> };
      edit(json);
      writeFileSync(join(dir, f), JSON.stringify(json));
    }
  }
  return dir;
}

describe('knowledge base', () => {
  const kb = knowledgeBase();
  const topics = [...kb.topics.values()];

  it('holds at least 300 topics over every subject, school years 1-12 and first-year university', () => {
    expect(topics.length).toBeGreaterThanOrEqual(300);
    expect(kb.subjects.map((s) => s.id).sort()).toEqual([...SUBJECTS].sort());
    for (const s of kb.subjects) expect(s.topics.length, s.id).toBeGreaterThanOrEqual(15);
    const grades = new Set(topics.flatMap((t) => t.concepts.flatMap((c) => Array.from({ length: c.grades.to - c.grades.from + 1 }, (_, i) => c.grades.from + i))));
    for (let g = 1; g <= 13; g++) expect(grades.has(g), `grade ${g}`).toBe(true);
  });

  it('gives every topic constituent concepts with a description, Bloom level and grade band, and misconceptions', () => {
    for (const t of topics) {
      expect(t.concepts.length, t.id).toBeGreaterThanOrEqual(5);
      expect(t.misconceptions.length, t.id).toBeGreaterThanOrEqual(1);
      for (const c of t.concepts) {
        expect(c.description.length, `${t.id}/${c.key}`).toBeGreaterThan(12);
        expect(c.grades.from).toBeLessThanOrEqual(c.grades.to);
      }
    }
    // The most taught topics hold 8 to 15 constituents (the others at least 5).
    expect(topics.filter((t) => t.concepts.length >= 8).length).toBeGreaterThanOrEqual(95);
  });

  it('covers the professional skills of every conversation scenario category', () => {
    const skills = kb.subjects.find((s) => s.id === 'professional-skills')!;
    for (const name of ['negotiation', 'sales', 'customer support', 'coaching', 'interview skills', 'breaking bad news', 'academic advising', 'thesis defense', 'persuasion', 'dating conversations']) {
      expect(kb.findTopic(name, 'professional skills')?.topic.subject, name).toBe(skills.id);
    }
  });

  it('labels at least 100 topics, and every concept inside them, in all 14 languages', () => {
    const full = topics.filter((t) => LANGS.every((l) => t.labels[l]) && t.concepts.every((c) => LANGS.every((l) => c.labels?.[l])));
    expect(full.length).toBeGreaterThanOrEqual(100);
  });

  it('refuses a duplicate topic id', () => {
    const dir = withEdit('physics.json', (j) => j.topics.push({ ...j.topics[0]!, id: 'fractions' }));
    expect(() => loadKnowledge(dir)).toThrow(/fractions: id already used/);
  });

  it('refuses an unresolved prerequisite and an unknown concept reference', () => {
    expect(() => loadKnowledge(withEdit('physics.json', (j) => (j.topics[0]!.pre = ['no-such-topic'])))).toThrow(/prerequisite no-such-topic is no topic/);
    expect(() =>
      loadKnowledge(withEdit('physics.json', (j) => ((j.topics[0]!.concepts as string[])[1] = 'x|X label|und|3-4|A concept that needs a missing one.|missing'))),
    ).toThrow(/requires unknown missing/);
  });

  it('refuses a cycle of topic prerequisites', () => {
    const dir = withEdit('mathematics.json', (j) => (j.topics.find((t) => t.id === 'counting')!.pre = ['fractions']));
    expect(() => loadKnowledge(dir)).toThrow(KnowledgeBaseError);
    expect(() => loadKnowledge(dir)).toThrow(/cycle/);
  });

  it('refuses a concept translation for a concept the topic does not have', () => {
    const dir = withEdit('mathematics.json', () => undefined);
    const labels = JSON.parse(readFileSync(join(dir, 'concept-labels.json'), 'utf8')) as Record<string, Record<string, string[]>>;
    labels.fractions!['no-such-concept'] = labels.fractions!['numerator-denominator']!;
    writeFileSync(join(dir, 'concept-labels.json'), JSON.stringify(labels));
    expect(() => loadKnowledge(dir)).toThrow(/concept-labels.json: fractions has no concept no-such-concept/);
  });

  it("tells a name's subjects as its concepts and topics do, concepts' first, each once (the quality score's sense check)", () => {
    const names = topics.flatMap((t) => [t.label, ...Object.values(t.labels), ...t.concepts.flatMap((c) => [c.label, ...Object.values(c.labels ?? {})])]);
    for (const key of new Set([...names.map(nameKey), 'no such name at all'])) {
      const expected = [...new Set([...kb.conceptsNamedKey(key).map((h) => h.topic.subject), ...kb.topicsNamedKey(key).map((t) => t.subject)])];
      // Twice: the second answer is the remembered one.
      expect([...kb.subjectsNamedKey(key)]).toEqual(expected);
      expect([...kb.subjectsNamedKey(key)]).toEqual(expected);
    }
  });

  it('refuses a malformed concept line, naming the topic', () => {
    const dir = withEdit('mathematics.json', (j) => ((j.topics[0]!.concepts as string[])[0] = 'only|three|fields'));
    expect(() => loadKnowledge(dir)).toThrow(/topic counting.*6 fields/);
  });
});
