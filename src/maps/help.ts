// GET /api/direct/map?help: a short plain-text guide for code agents, with curl lines that work
// as printed against this server.
import { API_VERSION } from '../http/openapi-registry.js';
import { LANGS } from './map-schema.js';

export function renderHelp(base: string, authRequired: boolean): string {
  const auth = authRequired ? ` \\\n  -H 'X-API-Key: YOUR_KEY'` : '';
  const getJson = encodeURIComponent(JSON.stringify({ problem: 'How do vaccines train the immune system?' }));
  return `Concept Map API ${API_VERSION} - quick start for code agents

POST ${base}/api/direct/map   (Content-Type: application/json)
Body: exactly ONE form.
  structural: {"domain": "...", "subdomain": "...", "key": "..."}   (all three required)
  free text:  {"problem": "..."}
  optional:   lang, audience {age | grade 1..13 | level}, context, email, name, config {llm, xapi, objstore}
Both forms or neither: 400. Unknown fields: 400.
Response: {success, mapId, method, cached, input, lang, map: {nodes, edges, learningPath, learningPhases}, generator, warnings, quality?, storePath, createdAt}

Examples:
curl -s -X POST '${base}/api/direct/map' -H 'Content-Type: application/json'${auth} \\
  -d '{"domain":"Physics","subdomain":"Mechanics","key":"Newton second law"}'

curl -s -X POST '${base}/api/direct/map' -H 'Content-Type: application/json'${auth} \\
  -d '{"domain":"Mathematics","subdomain":"Arithmetic","key":"Fractions","audience":{"age":10}}'

curl -s -X POST '${base}/api/direct/map?skipCache=true&includeLearningPath=false' -H 'Content-Type: application/json'${auth} \\
  -d '{"problem":"Plan a first course in statistics","lang":"es"}'

curl -s '${base}/api/direct/map?json=${getJson}'${auth}

Read a map again by its id: GET ${base}/api/direct/map/<mapId> (same key check; anonymous maps
while kept, MAP_ANON_TTL_SECONDS; unknown: 404 map_not_found).

Query: skipCache=true (regenerate, replace cached map), includeLearningPath=false, lang=<code>.
Headers: X-Language (lang), X-LLM-Provider (provider_a | provider_b | provider_c)${authRequired ? ', X-API-Key or Authorization: Bearer (required here)' : ''}.
lang priority: body > X-Language > ?lang > en. Codes: ${LANGS.join(' ')}.
Equal requests (ignoring case and spacing) return the same mapId until skipCache=true.
Built-in maps show what is inside a topic (its concepts, their order, outside prerequisites);
read warnings[] and quality.score: a low score means the input is outside what it knows.

Curriculum (no auth):
curl -s -X POST '${base}/api/map/curriculum' -H 'Content-Type: application/json' \\
  -d '{"domain":"Mathematics","subdomain":"Algebra","concepts":["linear equations","quadratics"],"targetCount":10}'

Suggestions (each with confidence 0..1 and guess true|false):
curl -s -X POST '${base}/api/direct/suggest' -H 'Content-Type: application/json'${auth} \\
  -d '{"mode":"curriculum","domain":"Biology","subdomain":"Genetics","count":8}'

Errors: {"success": false, "error": "<code>", "message": "...", "details"?: {field, reason}}
  400 invalid_request | invalid_json | invalid_endpoint; 401 missing_api_key | invalid_api_key; 404 map_not_found;
  502 generation_failed | storage_failed; 503 storage_unavailable.

More: ${base}/api/direct/docs  ${base}/api/openapi.json  ${base}/api/reference  ${base}/api/direct/mapHowTo
`;
}
