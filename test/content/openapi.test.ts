// The OpenAPI document covers every /api/class-content operation: cookie security, the error rows,
// one example request and response per operation that the same zod schemas accept, and the three
// content schemas as components.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { StandardErrorSchema } from '../../src/http/openapi-registry.js';
import {
  CompetencyListResponseSchema,
  CriticismChatRequestSchema,
  CriticismChatResponseSchema,
  CriticRequestSchema,
  CriticResponseSchema,
  DeleteVersionResponseSchema,
  PutVersionRequestSchema,
  PutVersionResponseSchema,
  RegenerateRequestSchema,
  RegenerateResponseSchema,
  SetActiveRequestSchema,
  SetActiveResponseSchema,
  VersionResponseSchema,
} from '../../src/content/schemas.js';
import { KeContentSchema, SataContentSchema } from '../../src/content/index.js';
import { harness } from './helpers.js';

const V = '/api/class-content/{classId}/{competencyId}/{mode}/{version}';
const M = '/api/class-content/{classId}/{competencyId}/{mode}';
const ops = [
  { path: '/api/class-content/{classId}', method: 'get', codes: ['200', '304', '401', '403', '404', '429'], ok: CompetencyListResponseSchema },
  { path: V, method: 'get', codes: ['200', '304', '401', '403', '404', '429'], ok: VersionResponseSchema },
  { path: V, method: 'put', codes: ['200', '400', '401', '403', '404', '412', '413', '429'], ok: PutVersionResponseSchema, body: PutVersionRequestSchema },
  { path: V, method: 'delete', codes: ['200', '400', '401', '403', '404', '412', '429'], ok: DeleteVersionResponseSchema },
  { path: `${M}/set-active`, method: 'post', codes: ['200', '400', '401', '403', '404', '429'], ok: SetActiveResponseSchema, body: SetActiveRequestSchema },
  { path: `${M}/regenerate`, method: 'post', codes: ['200', '400', '401', '403', '404', '429', '502'], ok: RegenerateResponseSchema, body: RegenerateRequestSchema },
  { path: '/api/class-content/critic/{classId}', method: 'post', codes: ['200', '400', '401', '403', '404', '413', '429', '502'], ok: CriticResponseSchema, body: CriticRequestSchema },
  { path: '/api/class-content/criticism-chat/{classId}', method: 'post', codes: ['200', '400', '401', '403', '404', '413', '429', '502'], ok: CriticismChatResponseSchema, body: CriticismChatRequestSchema },
] as const;

describe('OpenAPI for /api/class-content', () => {
  it('documents every operation with one example request and response that the schemas accept', async () => {
    const h = await harness();
    const doc = (await request(h.t.app).get('/api/openapi.json').expect(200)).body;
    for (const o of ops) {
      const name = `${o.method} ${o.path}`;
      const op = doc.paths[o.path]?.[o.method];
      expect(op, name).toBeDefined();
      expect(op.security).toEqual([{ cookieJwt: [] }]);
      expect(Object.keys(op.responses).sort(), name).toEqual([...o.codes].sort());
      for (const code of o.codes) {
        if (code === '304') continue;
        const content = op.responses[code].content['application/json'];
        expect(content.example, `${name} ${code}`).toBeDefined();
        if (Number(code) >= 400) StandardErrorSchema.parse(content.example);
        else o.ok.parse(content.example);
      }
      if ('body' in o) {
        const example = op.requestBody.content['application/json'].example;
        expect(example, `${name} request example`).toBeDefined();
        o.body.parse(example);
      }
    }
    for (const id of ['KeContent', 'SplContent', 'SataContent', 'ContentVersionMetadata', 'CriticFinding']) expect(doc.components.schemas[id], id).toBeDefined();
    expect(doc.components.schemas.SataContent.properties.questions.items.properties.options.items.required).toEqual(['text', 'correct', 'rationale']);
    // The content examples are valid content of their mode.
    KeContentSchema.parse(doc.paths[V].put.requestBody.content['application/json'].example.content);
    SataContentSchema.parse(doc.paths['/api/class-content/critic/{classId}'].post.requestBody.content['application/json'].example.content);
    await h.close();
  });
});
