// GET /api/scenarios through the real app (buildTestApp + supertest).
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { builtinScenarioLibrary, createLibrary } from '../../../src/conversations/scenarios/library.js';
import { scenarioListEndpoint } from '../../../src/conversations/endpoints.js';
import { BUILTIN_CATEGORIES } from '../../../src/conversations/scenarios/schema.js';
import { CATEGORY_LABELS, ScenarioListSchema, scenarioList } from '../../../src/conversations/scenarios/summary.js';
import { CURRENT_VOICES } from '../../../src/conversations/scenarios/voices.js';
import { mountEndpoints } from '../../../src/http/endpoint.js';
import { buildOpenApiDocument } from '../../../src/http/openapi-registry.js';
import { buildTestApp } from '../../helpers/app.js';

const library = builtinScenarioLibrary();

describe('GET /api/scenarios', () => {
  it('needs no authentication, even with an API key allowlist configured', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'k1,k2' } });
    const res = await request(app).get('/api/scenarios').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.count).toBe(library.size);
  });

  it('lists every scenario grouped by the 10 categories in their fixed order, with labels', async () => {
    const { app } = await buildTestApp();
    const { body } = await request(app).get('/api/scenarios').expect(200);
    const parsed = ScenarioListSchema.parse(body);
    expect(parsed.categories.map((c) => c.id)).toEqual([...BUILTIN_CATEGORIES]);
    for (const c of parsed.categories) {
      expect(c.label).toBe(CATEGORY_LABELS[c.id]);
      expect(c.scenarios.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.scenarios.every((s) => s.type === c.id)).toBe(true);
    }
    const ids = parsed.categories.flatMap((c) => c.scenarios.map((s) => s.id));
    expect(ids).toHaveLength(parsed.count);
    expect(new Set(ids).size).toBe(parsed.count);
    expect(ids).toEqual(library.list().map((s) => s.scenario_id));
  });

  it('shows each scenario with its character, objective and skills', async () => {
    const { app } = await buildTestApp();
    const { body } = await request(app).get('/api/scenarios').expect(200);
    const first = body.categories[0].scenarios[0];
    const source = library.get(first.id)!;
    expect(first).toEqual({
      id: source.scenario_id,
      title: source.title,
      type: source.type,
      domain: source.domain,
      difficulty: source.difficulty,
      context: source.context,
      npc: { name: source.npc_profile.name, role: source.npc_profile.role, avatar: source.npc_profile.avatar, voice: source.npc_profile.voice },
      training_objective: source.training_objective,
      key_skills: source.key_skills,
    });
    for (const c of body.categories) for (const s of c.scenarios) expect(CURRENT_VOICES).toContain(s.npc.voice);
  });

  it('never reveals hidden objectives, phases or failure patterns', async () => {
    const { app } = await buildTestApp();
    const res = await request(app).get('/api/scenarios').expect(200);
    for (const s of library.list()) {
      expect(res.text).not.toContain(s.objectives.hidden);
      for (const p of s.failure_patterns) expect(res.text).not.toContain(p.condition);
    }
    expect(res.text).not.toMatch(/"(objectives|hidden|phases|failure_patterns|initial_state)"/);
  });

  it('serves the same cached body with an ETag, and 304 when it is current', async () => {
    const { app } = await buildTestApp();
    const a = await request(app).get('/api/scenarios').expect(200);
    const b = await request(app).get('/api/scenarios').expect(200);
    expect(b.text).toBe(a.text);
    expect(a.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(a.headers['cache-control']).toBe('public, max-age=300');
    const again = await request(app).get('/api/scenarios').set('If-None-Match', a.headers.etag!).expect(304);
    expect(again.text).toBe('');
    await request(app).get('/api/scenarios').set('If-None-Match', '"stale"').expect(200);
  });

  it('answers HEAD and refuses other methods with 405, naming GET and HEAD', async () => {
    const { app } = await buildTestApp();
    await request(app).head('/api/scenarios').expect(200);
    const res = await request(app).post('/api/scenarios').send({}).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toMatchObject({ success: false, error: 'method_not_allowed' });
  });

  it('is documented in the OpenAPI document with its response schema', async () => {
    const { app } = await buildTestApp();
    const { body: doc } = await request(app).get('/api/openapi.json').expect(200);
    const op = doc.paths['/api/scenarios']?.get;
    expect(op).toBeDefined();
    expect(op.security ?? []).toEqual([]);
    expect(op.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ScenarioList' });
    for (const id of ['ScenarioList', 'ScenarioCategory', 'ScenarioSummary']) expect(doc.components.schemas[id], id).toBeDefined();
    expect(doc.components.schemas.ScenarioSummary.properties.npc.properties.voice.enum).toEqual([...CURRENT_VOICES]);
  });
});

describe('the scenario list endpoint on its own', () => {
  // The route takes its library as an argument, so a different library can be served (and the
  // body is computed from it once per language, on the first request in it).
  it('serves the library it was given', async () => {
    const { root } = await buildTestApp();
    const small = createLibrary(library.list().filter((s) => s.type === 'dating'));
    const app = express();
    mountEndpoints(app, root.openapi, [scenarioListEndpoint(small)]);
    const { body } = await request(app).get('/api/scenarios').expect(200);
    expect(body).toEqual(scenarioList(small));
    expect(body.count).toBe(small.size);
    expect(body.categories).toHaveLength(10);
    expect(body.categories.filter((c: { scenarios: unknown[] }) => c.scenarios.length > 0).map((c: { id: string }) => c.id)).toEqual(['dating']);
    const doc = buildOpenApiDocument(root.openapi);
    expect(doc.paths?.['/api/scenarios']?.get).toBeDefined();
  });
});
