// Model selection reaches the gateway (X-LLM-Provider, config.llm, curriculum llmProvider), and the
// model layer's failures become the documented codes: a refused endpoint 400 invalid_endpoint, an
// upstream failure 502 generation_failed (against a local OpenAI-compatible server that fails).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { createLlmGateway } from '../../../src/llm/select.js';
import { mapsApp, recordingGateway, STRUCTURAL } from './support.js';

describe('provider selection', () => {
  it('passes X-LLM-Provider and config.llm to the gateway', async () => {
    const llm = recordingGateway();
    const { app } = await mapsApp({ llm });
    await request(app).post('/api/direct/map').set('X-LLM-Provider', 'provider_c').send(STRUCTURAL).expect(200);
    expect(llm.calls.at(-1)).toEqual({ header: 'provider_c', selection: undefined });
    await request(app)
      .post('/api/direct/map')
      .set('X-LLM-Provider', 'provider_c')
      // No key anywhere, so the built-in engine serves and nothing leaves the machine.
      .send({ problem: 'p', config: { llm: { provider: 'provider_b', providerAApiVersion: '2024-10-21' } } })
      .expect(200);
    expect(llm.calls.at(-1)).toEqual({ header: 'provider_c', selection: { provider: 'provider_b', providerAApiVersion: '2024-10-21' } });
  });

  it('records what produced the map (generator)', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').set('X-LLM-Provider', 'provider_b').send(STRUCTURAL).expect(200);
    // No credentials anywhere: the built-in engine serves (README, "Model providers and outbound requests").
    expect(res.body.generator.provider).toBe('builtin');
  });

  it('refuses an unknown provider with 400', async () => {
    const { app } = await mapsApp();
    const header = await request(app).post('/api/direct/map').set('X-LLM-Provider', 'provider_z').send(STRUCTURAL).expect(400);
    expect(header.body).toMatchObject({ success: false, error: 'invalid_provider' });
    const body = await request(app).post('/api/direct/map').send({ ...STRUCTURAL, config: { llm: { provider: 'gpt' } } }).expect(400);
    expect(body.body.success).toBe(false);
    expect(body.body.details.field).toBe('config.llm.provider');
  });

  it.each(['https://127.0.0.1/', 'https://10.0.0.8/openai', 'http://example.com/'])(
    'refuses the request-supplied endpoint %s with 400 invalid_endpoint',
    async (endpoint) => {
      const { app } = await mapsApp();
      const res = await request(app)
        .post('/api/direct/map')
        .send({ ...STRUCTURAL, config: { llm: { provider: 'provider_a', providerAEndpoint: endpoint, providerAApiKey: 'k-req' } } })
        .expect(400);
      expect(res.body).toMatchObject({ success: false, error: 'invalid_endpoint' });
      expect(res.body.message).not.toContain('k-req');
    },
  );
});

describe('a request-supplied endpoint whose name resolves to a private address', () => {
  it('is 400 invalid_endpoint without the address: the guard is no oracle for internal names', async () => {
    // The server's DNS answers a private address for the name (an internal host); nothing is connected to.
    const llm = createLlmGateway(loadConfig({ NODE_ENV: 'test', LLM_MAX_RETRIES: '0' }), { resolve: async () => [{ address: '10.20.30.40', family: 4 }] });
    const { app } = await mapsApp({ llm });
    const res = await request(app)
      .post('/api/direct/map')
      .send({ ...STRUCTURAL, config: { llm: { provider: 'provider_a', providerAEndpoint: 'https://db.internal.example.com', providerAApiKey: 'k-req' } } })
      .expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_endpoint', details: { field: 'config.llm' } });
    expect(res.body.message).toContain('db.internal.example.com does not resolve to a public address');
    expect(JSON.stringify(res.body)).not.toMatch(/10\.20\.30\.40|private/);
  });
});

describe('upstream failure', () => {
  let server: http.Server;
  let baseUrl = '';
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      req.resume();
      req.on('end', () => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers 502 generation_failed and caches nothing', async () => {
    const env = { PROVIDERB_API_KEY: 'sk-server', PROVIDERB_BASE_URL: baseUrl, LLM_MAX_RETRIES: '0', LLM_PROVIDER: 'provider_b' as const };
    const { app } = await mapsApp({ env });
    const res = await request(app).post('/api/direct/map').send(STRUCTURAL).expect(502);
    expect(res.body).toMatchObject({ success: false, error: 'generation_failed' });
    expect(hits).toBeGreaterThan(0);
    const again = await request(app).post('/api/direct/map').send(STRUCTURAL).expect(502);
    expect(again.body.error).toBe('generation_failed');
  });
});
