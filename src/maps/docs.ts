// GET /api/direct/docs: the API's self-description (the service's version), linking the OpenAPI
// document and the reference page.
import { SELECTABLE_PROVIDERS } from '../llm/select.js';
import { API_VERSION } from '../http/openapi-registry.js';
import { LANGS } from './map-schema.js';
import type { Docs } from './schemas.js';

export function buildDocs(base: string, authRequired: boolean): Docs {
  return {
    name: 'Concept Map API',
    version: API_VERSION,
    description:
      'Generates concept maps (nodes, edges, learning path, learning phases) from a structural input (domain, subdomain, key) or a free-text problem, curricula of up to 30 concepts, and curriculum suggestions.',
    openapi: `${base}/api/openapi.json`,
    reference: `${base}/api/reference`,
    help: `${base}/api/direct/map?help`,
    pages: { compose: `${base}/api/direct/compose`, mapHowTo: `${base}/api/direct/mapHowTo` },
    authentication: { required: authRequired, headers: ['X-API-Key', 'Authorization: Bearer <key>'] },
    languages: [...LANGS],
    providers: [...SELECTABLE_PROVIDERS],
    endpoints: [
      { method: 'POST', path: '/api/direct/map', summary: 'Generate (or fetch the cached) concept map', auth: authRequired },
      { method: 'GET', path: '/api/direct/map?json=<url-encoded body>', summary: 'Same as the POST, body in the query', auth: authRequired },
      { method: 'GET', path: '/api/direct/map/<mapId>', summary: 'A map by its id, as its request answered it', auth: authRequired },
      { method: 'GET', path: '/api/direct/map?help', summary: 'Plain-text quick start for code agents', auth: false },
      { method: 'POST', path: '/api/direct/suggest', summary: 'Suggestions (mode: curriculum)', auth: authRequired },
      { method: 'POST', path: '/api/map/curriculum', summary: 'Curriculum of up to 30 concepts', auth: false },
      { method: 'GET', path: '/api/direct/health', summary: 'Health check', auth: false },
      { method: 'GET', path: '/api/direct/docs', summary: 'This self-description', auth: false },
      { method: 'GET', path: '/api/direct/compose', summary: 'Interactive page: build a request, see the map', auth: false },
      { method: 'GET', path: '/api/direct/mapHowTo', summary: 'Interactive page: how to call the API', auth: false },
    ],
  };
}
