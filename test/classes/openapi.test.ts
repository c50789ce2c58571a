// The OpenAPI document describes the classes API and the auth endpoints: paths, bearer security, named
// schemas and the error responses of each operation.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildAuthApp } from '../auth/helpers.js';

describe('OpenAPI for classes and auth', () => {
  it('documents every class endpoint with bearer JWT security and standard errors', async () => {
    const t = await buildAuthApp();
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body;
    expect(doc.components.securitySchemes.bearerJwt).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.components.securitySchemes.cookieJwt).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'auth_token' });
    const ops: Array<[string, string, string[]]> = [
      ['/api/classes', 'post', ['201', '400', '401', '403', '429']],
      ['/api/classes', 'get', ['200', '400', '401', '403', '429']],
      ['/api/classes/join', 'post', ['200', '400', '401', '404', '429']],
      ['/api/classes/{id}', 'get', ['200', '401', '404', '429']],
      ['/api/classes/{id}', 'delete', ['200', '401', '403', '404', '429']],
      ['/api/classes/{id}/curriculum', 'post', ['200', '400', '401', '403', '404', '429']],
      ['/api/classes/{id}/progress', 'get', ['200', '401', '403', '404', '429']],
      ['/api/classes/{id}/progress', 'post', ['200', '400', '401', '403', '404', '409', '429']],
      ['/api/classes/{id}/all-progress', 'get', ['200', '401', '403', '404', '429']],
    ];
    for (const [path, method, codes] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.security).toEqual([{ bearerJwt: [] }]);
      expect(Object.keys(op.responses).sort()).toEqual([...codes].sort());
      for (const code of codes.filter((c) => Number(c) >= 400)) {
        expect(op.responses[code].content['application/json'].schema.$ref).toBe('#/components/schemas/StandardError');
      }
    }
    for (const name of [
      'Class', 'ClassSummary', 'ClassStudent', 'ClassResponse', 'ClassListResponse', 'CreateClassRequest', 'JoinClassRequest',
      'JoinClassResponse', 'DeleteClassResponse', 'Curriculum', 'CurriculumNode', 'CurriculumEdge', 'SaveCurriculumRequest',
      'ProgressEntry', 'ProgressResponse', 'RecordProgressRequest', 'StudentProgress', 'AllProgressResponse',
      'SessionResponse', 'DevLoginRequest', 'DevLoginResponse', 'LogoutResponse',
    ]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    const list = doc.paths['/api/classes'].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['cursor', 'limit', 'scope']);
    for (const path of ['/api/auth/session', '/api/auth/logout', '/api/auth/dev-login']) expect(doc.paths[path]?.post).toBeDefined();
  });
});
