// The OpenAPI document covers every /api/school operation: cookie security, the error rows, the
// xAPI verb each change records, and one example request and response per operation that the
// same zod schemas accept (so the examples cannot drift from the API).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { StandardErrorSchema } from '../../src/http/openapi-registry.js';
import { CLASS_VERBS } from '../../src/school/index.js';
import {
  CreateSchoolClassRequestSchema,
  ExpertRequestSchema,
  PatchSchoolClassRequestSchema,
  SchoolClassListResponseSchema,
  SchoolClassResponseSchema,
  TransferRequestSchema,
} from '../../src/school/schemas.js';
import { schoolApp } from './helpers.js';

const ops = [
  { path: '/api/school/classes', method: 'get', codes: ['200', '400', '401', '403', '429', '500'], ok: SchoolClassListResponseSchema },
  { path: '/api/school/classes', method: 'post', codes: ['201', '400', '401', '403', '429', '500'], ok: SchoolClassResponseSchema, body: CreateSchoolClassRequestSchema, verb: CLASS_VERBS.create },
  { path: '/api/school/class/{classId}', method: 'patch', codes: ['200', '400', '401', '403', '404', '429', '500'], ok: SchoolClassResponseSchema, body: PatchSchoolClassRequestSchema, verb: CLASS_VERBS.update },
  { path: '/api/school/class/{classId}/invite-expert', method: 'post', codes: ['200', '400', '401', '403', '404', '429', '500'], ok: SchoolClassResponseSchema, body: ExpertRequestSchema, verb: CLASS_VERBS.inviteExpert },
  { path: '/api/school/class/{classId}/remove-expert', method: 'post', codes: ['200', '400', '401', '403', '404', '429', '500'], ok: SchoolClassResponseSchema, body: ExpertRequestSchema, verb: CLASS_VERBS.removeExpert },
  { path: '/api/school/class/{classId}/transfer-ownership', method: 'post', codes: ['200', '400', '401', '403', '404', '429', '500'], ok: SchoolClassResponseSchema, body: TransferRequestSchema, verb: CLASS_VERBS.transferOwnership },
  { path: '/api/school/class/{classId}/accept-ownership', method: 'post', codes: ['200', '400', '401', '403', '404', '429', '500'], ok: SchoolClassResponseSchema, verb: CLASS_VERBS.acceptOwnership },
  { path: '/api/school/class/{classId}/cancel-transfer', method: 'post', codes: ['200', '400', '401', '403', '404', '429', '500'], ok: SchoolClassResponseSchema, verb: CLASS_VERBS.cancelTransfer },
] as const;

describe('OpenAPI for /api/school', () => {
  it('documents every operation with examples that the schemas accept', async () => {
    const { t } = await schoolApp();
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body;
    for (const o of ops) {
      const op = doc.paths[o.path]?.[o.method];
      const name = `${o.method} ${o.path}`;
      expect(op, name).toBeDefined();
      expect(op.security).toEqual([{ cookieJwt: [] }]);
      expect(Object.keys(op.responses).sort(), name).toEqual([...o.codes].sort());
      for (const code of o.codes) {
        const content = op.responses[code].content['application/json'];
        expect(content.example, `${name} ${code} example`).toBeDefined();
        if (Number(code) >= 400) {
          expect(content.schema.$ref).toBe('#/components/schemas/StandardError');
          StandardErrorSchema.parse(content.example);
        } else {
          o.ok.parse(content.example);
        }
      }
      if ('body' in o) {
        const example = op.requestBody.content['application/json'].example;
        expect(example, `${name} request example`).toBeDefined();
        o.body.parse(example);
      }
      if ('verb' in o) expect(op.description, name).toContain(o.verb.id);
    }
    expect(doc.components.schemas.SchoolClass).toBeDefined();
    expect(doc.paths['/api/school/classes'].post.description).toContain('/class/<name>');
  });
});
