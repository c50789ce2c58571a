// Free text understood or honestly not. The free-text gold set (test/fixtures/maps-freetext-gold,
// 60 problems written before the free-text path was tuned) holds the floor of concept recall; a
// problem the knowledge base cannot place says so (`quality.coverage: "low"` with a reason) and
// answers with its own key terms only, through the real API.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { evaluateFreeText, loadFreeTextGold } from '../../../scripts/maps-eval/freetext.js';
import { mapsApp } from '../api/support.js';

describe('free-text maps against the free-text gold set', () => {
  const gold = loadFreeTextGold();
  const report = evaluateFreeText(gold);

  it('holds 60 problems, each with an audience and expected concepts', () => {
    expect(gold).toHaveLength(60);
    for (const e of gold) {
      expect(e.audience, e.id).toBeDefined();
      expect(e.expect.length, e.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('recalls at least 60% of the concepts a teacher expects', () => {
    expect(report.meanRecall).toBeGreaterThanOrEqual(0.6);
  });

  it('maps vaccines for a 12-year-old with what vaccines are about, above the grade band if need be', () => {
    const vaccines = report.entries.find((e) => e.id === 'vaccines')!;
    expect(vaccines.missing).toEqual([]);
    expect(vaccines.coverage).toBe('high');
  });
});

describe('coverage through the API', () => {
  const labels = (body: { map: { nodes: Array<{ label: string }> } }) => body.map.nodes.map((n) => n.label.toLowerCase());

  it('says coverage is low, with a reason, and answers with the problem\'s own terms only', async () => {
    const { app } = await mapsApp();
    const body = (await request(app).post('/api/direct/map').send({ problem: 'How do I knit a scarf with a cable pattern for a 10-year-old?' }).expect(200)).body;
    expect(body.quality).toMatchObject({ coverage: 'low', coverageReason: expect.stringMatching(/no topic/) });
    expect(body.map.nodes.length).toBeLessThanOrEqual(6);
    for (const l of labels(body)) expect('knit a scarf with a cable pattern').toContain(l);
  });

  it('says coverage is high when the problem names a topic it knows', async () => {
    const { app } = await mapsApp();
    const body = (await request(app).post('/api/direct/map').send({ problem: 'How do vaccines train the immune system? For a 12-year-old' }).expect(200)).body;
    expect(body.quality.coverage).toBe('high');
    expect(labels(body).some((l) => l.includes('vaccination'))).toBe(true);
    expect(labels(body).some((l) => l.includes('antibodies'))).toBe(true);
  });
});
