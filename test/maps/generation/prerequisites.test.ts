// The prerequisite scorer, measured leave-one-domain-out on LectureBank (Li et al., AAAI 2019):
// trained on two domains, tested on the third. The floors are the figures measured today (see
// docs/maps.md), held so that a change cannot make the scorer worse unnoticed; the shipped weights
// must be what training on the data gives. Then curricula: the scorer's `requires` edges between
// related concepts, and a learning path that never puts a concept before what it requires.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateHeldOut, loadLectureBank } from '../../../scripts/prerequisites-eval/evaluate.js';
import { generateCurriculum } from '../../../src/maps/generation/index.js';
import { WEIGHTS_PATH } from '../../../src/maps/generation/prerequisites/index.js';
import { trainPrerequisites } from '../../../src/maps/generation/prerequisites/model.js';
import { wordNet } from '../../../src/maps/generation/wordnet/reader.js';
import { builtinModel } from '../../../src/llm/builtin.js';

const DATA = new URL('../../../../shared/data/lecturebank-prerequisites.json', import.meta.url).pathname;

describe('prerequisite scorer on held-out LectureBank domains', () => {
  const domains = loadLectureBank(DATA);
  const reports = evaluateHeldOut(domains);

  it('covers the three domains', () => {
    expect(reports.map((r) => r.domain).sort()).toEqual(['biology', 'computer vision', 'natural language processing']);
  });

  // Just under the figures measured today (docs/maps.md): order accuracy, edge precision, edge recall.
  const floors: Record<string, [number, number, number]> = {
    'computer vision': [0.59, 0.39, 0.66],
    biology: [0.6, 0.44, 0.51],
    'natural language processing': [0.52, 0.38, 0.48],
  };

  it.each(reports.map((r) => [r.domain, r] as const))('orders annotated pairs better than chance on %s', (_, r) => {
    expect(r.orderAccuracy).toBeGreaterThanOrEqual(floors[r.domain]![0]);
  });

  it.each(reports.map((r) => [r.domain, r] as const))('keeps its edge precision and recall on %s', (_, r) => {
    expect(r.precision).toBeGreaterThanOrEqual(floors[r.domain]![1]);
    expect(r.recall).toBeGreaterThanOrEqual(floors[r.domain]![2]);
  });

  it('ships the weights that training on all three domains gives', () => {
    const shipped = JSON.parse(readFileSync(WEIGHTS_PATH, 'utf8'));
    expect(trainPrerequisites(wordNet(), Object.values(domains))).toEqual(shipped);
  });
});

describe('curricula ordered by the knowledge base and the scorer', () => {
  const cases = [
    { domain: 'Biology', subdomain: 'Molecular biology', concepts: ['DNA', 'RNA', 'Protein', 'Transcription', 'Translation', 'Gene', 'Genetic code', 'Mutation', 'Gene expression', 'Ribosome'] },
    { domain: 'Physics', subdomain: 'Mechanics', concepts: ['Velocity', 'Acceleration', 'Force', 'Mass', 'Momentum', 'Kinetic energy', 'Work', 'Energy', 'Friction', 'Displacement'] },
    { domain: 'Physics', subdomain: 'Electricity', concepts: ['Electric charge', 'Electric current', 'Voltage', 'Resistance', "Ohm's law", 'Electric circuit', 'Electric power', 'Capacitor'] },
  ];

  it.each(cases.map((c) => [c.subdomain, c] as const))('%s: at least 5 requires edges among the given concepts, none against the path', async (_, c) => {
    const { curriculum } = await generateCurriculum({ ...c, targetCount: 14, lang: 'en' }, { model: builtinModel });
    const label = new Map(curriculum.nodes.map((n) => [n.id, n.label.toLowerCase()]));
    const given = new Set(c.concepts.map((x) => x.toLowerCase()));
    const requires = curriculum.edges.filter((e) => e.type === 'requires');
    expect(requires.filter((e) => given.has(label.get(e.from)!) && given.has(label.get(e.to)!)).length).toBeGreaterThanOrEqual(5);
    const at = new Map(curriculum.learningPath.map((id, i) => [id, i]));
    for (const e of requires) expect(at.get(e.from)!, `${label.get(e.from)} before ${label.get(e.to)}`).toBeLessThan(at.get(e.to)!);
  });
});
