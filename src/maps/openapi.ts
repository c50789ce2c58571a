// The area's paths in the service's OpenAPI document, from the same schemas that validate requests.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorResponses, htmlExample, jsonExample } from '../http/openapi-registry.js';
import * as EX from './openapi-examples.js';
import {
  CurriculumRequestSchema,
  CurriculumResponseSchema,
  DocsSchema,
  MapHeadersSchema,
  MapQuerySchema,
  MapRequestSchema,
  MapResponseSchema,
  SuggestRequestSchema,
  SuggestResponseSchema,
} from './schemas.js';

const json = jsonExample;
const html = (description: string, title: string) => ({ description, ...htmlExample(`<!doctype html>\n<html lang="en" data-theme="light">\n…<h1>${title}</h1>…`) });

export function registerMapPaths(registry: OpenAPIRegistry, authRequired: boolean): void {
  const auth: Record<number, string> = authRequired ? { 401: 'missing_api_key or invalid_api_key (MAP_API_KEYS is set)' } : {};
  const authNote = ' When the server sets MAP_API_KEYS, send X-API-Key or Authorization: Bearer (401 `missing_api_key` / `invalid_api_key`).';
  const mapErrors = errorResponses('standard', {
    400: '`invalid_request` (both forms, neither form, unknown field, bad lang, bad keyFile...), `invalid_json`, or `invalid_endpoint` (a request-supplied model or record-store endpoint refused by the outbound guard)',
    401: '`missing_api_key` / `invalid_api_key` (only when MAP_API_KEYS is set)',
    502: '`generation_failed` (the model provider failed) or `storage_failed` (the request bucket refused the write)',
    503: '`storage_unavailable` (the server’s map store failed)',
  });
  const mapDescription =
    'Generates a concept map from one of two forms, or returns the cached map of an equal request (inputs compared trimmed, case-folded and with spacing collapsed, together with lang, includeLearningPath, provider, context and bucket). Equal requests return the same mapId until `skipCache=true`, which regenerates and replaces the cached map. `email` and `name` count only for the authenticated caller\'s own e-mail (JWT as bearer or cookie); anonymous requests never create or modify users.' +
    authNote;

  registry.registerPath({
    method: 'post',
    path: '/api/direct/map',
    summary: 'Generate a concept map',
    description: mapDescription,
    request: { query: MapQuerySchema.omit({ json: true }), headers: MapHeadersSchema, body: { required: true, ...json(MapRequestSchema, EX.MAP_REQUEST) } },
    responses: { 200: { description: 'The map', ...json(MapResponseSchema, EX.MAP_RESPONSE) }, ...mapErrors },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/direct/map',
    summary: 'Generate a concept map (GET form) or read the quick start (`?help`)',
    description:
      'With `json`: the same request as the POST, its body URL-encoded in the `json` parameter; the response is identical. With `help` (no value needed): a concise text/plain guide for code agents with curl examples (no authentication).' +
      authNote,
    request: { query: MapQuerySchema.extend({ help: z.string().optional().meta({ description: 'Present: answer the plain-text quick start.' }) }), headers: MapHeadersSchema },
    responses: {
      200: {
        description: 'The map (with `json`), or the quick start (with `help`)',
        content: {
          'application/json': jsonExample(MapResponseSchema, EX.MAP_RESPONSE).content['application/json'],
          'text/plain': { schema: z.string(), example: 'Concept Map API 1.1.0: quick start for code agents\n…' },
        },
      },
      ...mapErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/direct/map/{mapId}',
    summary: 'Read a map by its id',
    description:
      'The map as the request that made it answered it (`cached: true`): every `mapId` a map request or a batch result returned. Stored maps are read from the server\'s store (`storePath` `maps/by-id/<mapId>.json`); an anonymous request\'s map (`storePath` `cache:<mapId>`) while it is kept (MAP_ANON_TTL_SECONDS). Maps written to a request\'s own bucket (`gs://...`) are read from that bucket.' +
      authNote,
    request: { params: z.object({ mapId: z.string().meta({ description: 'The mapId of a map response or a batch result.', example: '350cca63-7f53-47a2-a015-5ebb0966d705' }) }) },
    responses: {
      200: { description: 'The map', ...json(MapResponseSchema, { ...EX.MAP_RESPONSE, cached: true }) },
      ...errorResponses('standard', { ...auth, 404: '`map_not_found`: no map with this id (or an anonymous map that has expired)' }),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/direct/suggest',
    summary: 'Suggestions',
    description: 'Mode `curriculum`: concept suggestions for a curriculum of `domain`/`subdomain`. An unknown mode is 400 listing the modes.' + authNote,
    request: { headers: MapHeadersSchema, body: { required: true, ...json(SuggestRequestSchema, EX.SUGGEST_REQUEST) } },
    responses: {
      200: { description: 'Suggestions', ...json(SuggestResponseSchema, EX.SUGGEST_RESPONSE) },
      ...errorResponses('standard', { 400: '`invalid_request` (unknown mode, bad field)', ...auth, 502: '`generation_failed`' }),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/map/curriculum',
    summary: 'Generate a curriculum',
    description:
      'A curriculum map of at most 30 concepts (`targetCount`, default 15) built from the given concepts; every node carries a description. No authentication. `llmProvider` (or X-LLM-Provider) picks the provider.',
    request: { headers: MapHeadersSchema.omit({ 'x-api-key': true }), body: { required: true, ...json(CurriculumRequestSchema, EX.CURRICULUM_REQUEST) } },
    responses: {
      200: { description: 'The curriculum', ...json(CurriculumResponseSchema, EX.CURRICULUM_RESPONSE) },
      ...errorResponses('standard', { 400: '`invalid_request`, `invalid_json`, `invalid_endpoint`', 502: '`generation_failed`' }),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/direct/docs',
    summary: 'Self-description of the map API',
    description: 'Version 1.1.0, links to the OpenAPI document, the reference and the pages, and the endpoint list.',
    responses: { 200: { description: 'Self-description', ...json(DocsSchema, EX.DOCS_RESPONSE) } },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/direct/compose',
    summary: 'Interactive map composer (HTML page)',
    description: 'A form for both request forms with lang, skipCache and includeLearningPath; draws the returned map as an interactive SVG graph.',
    responses: { 200: html('HTML page', 'Concept map composer') },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/direct/mapHowTo',
    summary: 'How to call the map API (HTML page)',
    description: 'Runnable examples (curl and fetch) with copy buttons and a Try-it button that calls the API and shows the JSON.',
    responses: { 200: html('HTML page', 'How to use the concept map API') },
  });
}
