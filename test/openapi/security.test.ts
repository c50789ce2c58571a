// Every operation of the served OpenAPI document says how it is authorised, so a client generated
// from it sends the right credentials: a `security` list (alternatives as separate requirement
// objects, `{}` for "nothing needed"), or it is named below as public with the reason. Every
// scheme a requirement names is declared under components.securitySchemes.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestAppOptions } from '../helpers/app.js';

type Requirement = Record<string, string[]>;
interface Operation {
  security?: Requirement[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
}

/** Operations that take no credential at all, and why that is right. */
const PUBLIC: Record<string, string> = {
  'get /api/direct/health': 'health probe for load balancers and monitors',
  'get /api/scenarios': 'the list of built-in scenarios, read before any key is used',
  'post /simulation/api/demo-sessions': "uses the server's own demo key; refused from other sites by an Origin check, which is no credential",
  'get /': 'the start page',
  'get /api/direct/docs': "the map API's self-description",
  'get /api/direct/compose': 'a page; its requests carry the map key, not the page',
  'get /api/direct/mapHowTo': 'a page of instructions',
  'post /api/auth/dev-login': 'development only: mints a token for a given e-mail (same-site check only)',
  'get /api/openapi.json': 'this document',
  'get /api/reference': 'the reference page',
};
const RENDERER = /^get \/api\/reference\/redoc-[\d.]+\.standalone\.js$/;

async function documentOf(opts: TestAppOptions = {}): Promise<Document> {
  const { app } = await buildTestApp(opts);
  return (await request(app).get('/api/openapi.json').expect(200)).body as Document;
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ id: `${method} ${path}`, op })));

function checkDocument(doc: Document): void {
  const schemes = doc.components?.securitySchemes ?? {};
  const unsaid: string[] = [];
  const unknown: string[] = [];
  for (const { id, op } of operations(doc)) {
    if (op.security === undefined) {
      if (!(id in PUBLIC) && !RENDERER.test(id)) unsaid.push(id);
      continue;
    }
    expect(op.security.length, `${id}: an empty security list`).toBeGreaterThan(0);
    for (const req of op.security) for (const name of Object.keys(req)) if (!(name in schemes)) unknown.push(`${id}: ${name}`);
  }
  expect(unsaid, 'operations with no security and not named public').toEqual([]);
  expect(unknown, 'security requirements naming no declared scheme').toEqual([]);
}

describe('the OpenAPI document says how each operation is authorised', () => {
  it('every operation has security or is public with a reason; every scheme named exists', async () => {
    const doc = await documentOf();
    checkDocument(doc);
    // Public operations are listed here only while they really are public.
    for (const id of Object.keys(PUBLIC)) {
      const [method, path] = id.split(' ') as [string, string];
      expect(doc.paths[path]?.[method]?.security, id).toBeUndefined();
    }
  });

  it('names the credentials of the maps, the hosted page and the conversation API', async () => {
    const doc = await documentOf();
    const sec = (method: string, path: string) => doc.paths[path]![method]!.security;
    const schemes = doc.components!.securitySchemes!;
    // Without MAP_API_KEYS no key is checked; a login is read when sent.
    expect(sec('post', '/api/direct/map')).toEqual([{}, { bearerJwt: [] }, { cookieJwt: [] }]);
    expect(sec('get', '/api/direct/map/{mapId}')).toEqual([{}]);
    expect(sec('post', '/api/map/curriculum')).toEqual([{}, { bearerJwt: [] }, { cookieJwt: [] }]);
    expect(schemes.mapApiKey).toBeUndefined();
    // The hosted page: the session's capability, with the login cookie once the session is claimed.
    for (const [m, p] of [['get', '/simulation/api/sessions/{id}'], ['post', '/simulation/api/sessions/{id}/messages'], ['post', '/simulation/api/speech']] as const) {
      expect(sec(m, p), p).toEqual([{ sessionCapability: [] }, { sessionCapability: [], cookieJwt: [] }]);
    }
    expect(schemes.sessionCapability).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Session-Token' });
    expect(sec('get', '/simulation')).toEqual([{ sessionLink: [] }, { sessionLink: [], cookieJwt: [] }]);
    expect(schemes.sessionLink).toMatchObject({ type: 'apiKey', in: 'query', name: 'token' });
    expect(sec('post', '/api/v1/conversations')).toEqual([{ ConversationApiKey: [] }]);
    expect(schemes.cookieJwt).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'auth_token' });
    expect(sec('get', '/api/auth/session')).toEqual([{ cookieJwt: [] }, {}]);
  });

  it('with MAP_API_KEYS set, the map routes need a key (X-API-Key or bearer), a login still optional', async () => {
    const doc = await documentOf({ env: { MAP_API_KEYS: 'k1' } });
    checkDocument(doc);
    const sec = (method: string, path: string) => doc.paths[path]![method]!.security;
    const keyed = [{ mapApiKey: [] }, { mapApiKey: [], bearerJwt: [] }, { mapApiKey: [], cookieJwt: [] }, { mapApiKeyBearer: [] }, { mapApiKeyBearer: [], cookieJwt: [] }];
    expect(sec('post', '/api/direct/map')).toEqual(keyed);
    expect(sec('post', '/api/direct/suggest')).toEqual(keyed);
    // ?help needs no key.
    expect(sec('get', '/api/direct/map')).toEqual([...keyed, {}]);
    expect(sec('get', '/api/direct/map/{mapId}')).toEqual([{ mapApiKey: [] }, { mapApiKeyBearer: [] }]);
    // The curriculum route checks no map key.
    expect(sec('post', '/api/map/curriculum')).toEqual([{}, { bearerJwt: [] }, { cookieJwt: [] }]);
    expect(doc.components!.securitySchemes!.mapApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
  });
});
