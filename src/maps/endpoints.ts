// The concept-map endpoints (/api/direct/*, /api/map/curriculum and the map pages), each declared
// once (src/http/endpoint.ts): mounted and documented from the same declaration. Thin: parse with
// the area's schemas, call the service (map-answers.ts) or the generation facade, present. A map's
// body is kept serialised (map-bytes.ts) and its response framed around those bytes (presenters.ts
// presentMap), so its responder is custom, not a JSON presenter.
import type { Express, Request, RequestHandler, Response } from 'express';
import { clientAddressKey } from '../auth/index.js';
import { z } from 'zod';
import { defineEndpoint, mountEndpoints, type Endpoint, type EndpointAuth } from '../http/endpoint.js';
import { appError } from '../http/errors.js';
import { API_VERSION, jsonExample as json } from '../http/openapi-registry.js';
import { parseWith } from '../http/validate.js';
import { absoluteBaseUrl } from '../http/base-url.js';
import type { MapsArea } from './area.js';
import { mapApiKeyAuth, mapEndpointAuth } from './auth.js';
import { buildDocs } from './docs.js';
import { toMapError } from './errors.js';
import * as EX from './examples.js';
import { generateCurriculum, suggestCurriculum } from './generation/index.js';
import { renderHelp } from './help.js';
import { resolveLang } from './lang.js';
import { header, mapAnswers, type MapAnswer } from './map-answers.js';
import { echoOf } from './map-repository.js';
import { optionalPrincipal } from './request-identity.js';
import { mapPageEndpoints } from './pages/endpoints.js';
import { presentMap } from './presenters.js';
import { clientGoneSignal, parseJsonParam, requireObjectBody, resolveModel, sendJsonParts } from './request-input.js';
import {
  CurriculumRequestSchema,
  CurriculumResponseSchema,
  CurriculumSuggestRequestSchema,
  DocsSchema,
  MapHeadersSchema,
  MapIdParamsSchema,
  MapQuerySchema,
  MapRequestSchema,
  MapResponseSchema,
  SuggestModeSchema,
  SuggestRequestSchema,
  SuggestResponseSchema,
} from './schemas.js';

const AUTH_NOTE = ' When the server sets MAP_API_KEYS, send X-API-Key or Authorization: Bearer (401 `missing_api_key` / `invalid_api_key`).';
const MAP_ERRORS = {
  400: '`invalid_request` (both forms, neither form, unknown field, bad lang, bad keyFile...), `invalid_json`, or `invalid_endpoint` (a request-supplied model or record-store endpoint refused by the outbound guard)',
  401: '`missing_api_key` / `invalid_api_key` (only when MAP_API_KEYS is set)',
  429:
    '`rate_limited`, with Retry-After. Anonymous requests (no map key, no login), per client address and minute: past MAP_ANON_MISSES_PER_MINUTE generations (cache misses), or past MAP_ANON_SENDS_PER_MINUTE requests naming their own record store (`config.xapi`, cache hits included; checked first, before anything is generated or sent). Logged-in requests, per user and minute (map key or not): past MAP_USER_MISSES_PER_MINUTE generations (cache misses), or past MAP_USER_SENDS_PER_MINUTE requests naming their own record store (counted the same way). Either setting at 0 refuses every such request of its callers. Keyed requests without a login are not limited.',
  502: '`generation_failed` (the model provider failed) or `storage_failed` (the request bucket refused the write)',
  503: '`storage_unavailable` (the server’s map store failed)',
};
const THE_MAP = { description: 'The map', ...json(MapResponseSchema, EX.MAP_RESPONSE) };

export function mapsEndpoints(area: MapsArea): Endpoint[] {
  const { config, service, thinking, llm } = area;
  const authRequired = config.maps.apiKeys.length > 0;
  const keys = config.maps.apiKeys;
  const apiKey = mapApiKeyAuth(keys);
  // Suggestions and curricula are generated on every request (with a provider, a model call on the
  // server's key), so each counts as a map generation does: per user when logged in, per client
  // address when anonymous. `keyed`: the route checked a map key, and a keyed request without a
  // login is the operator's own integration, not counted (as for maps).
  const countGeneration = async (req: Request, keyed: boolean): Promise<void> => {
    const principal = await optionalPrincipal(area, req);
    if (principal) return area.countUserMiss(principal.userId);
    if (!keyed) await area.countAnonymousMiss(clientAddressKey(req));
  };
  const GENERATION_429 =
    '`rate_limited`, with Retry-After: counted with the map generations, past MAP_USER_MISSES_PER_MINUTE a minute for a logged-in user, MAP_ANON_MISSES_PER_MINUTE for a client address without a login or map key.';
  // With MAP_API_KEYS unset there is no check at all, rather than a pass-through step per request.
  // Routes that read a login when one is sent (to count or attribute the request) say so too.
  const guarded: EndpointAuth = mapEndpointAuth(keys, { login: true, handler: apiKey });
  const keyOnly: EndpointAuth = mapEndpointAuth(keys, { login: false, handler: apiKey });
  // `?help` is public: an agent reads it before it has a key.
  const helpIsPublic: RequestHandler = (req, res, next) => ('help' in req.query ? next() : apiKey(req, res, next));
  const auth401: Record<number, string> = authRequired ? { 401: 'missing_api_key or invalid_api_key (MAP_API_KEYS is set)' } : {};
  const answers = mapAnswers(area);
  const tags = ['Concept maps'];
  /** The map request's present step: the map as this request asked for it, then the request's LRS hears of it. */
  const sendAnswer = (res: Response, a: MapAnswer, req: Request): void => {
    sendJsonParts(res, 200, presentMap(a.map, echoOf(a.job.input), a.cached));
    answers.sent(req, a);
  };

  /** The GET form: its body comes from `?json=`, read with the same rules as the POST's. */
  const answerJsonParam = (req: Request, res: Response) => {
    const raw = req.query.json;
    if (typeof raw !== 'string' || raw === '') {
      throw appError('invalid_request', 'Send the map request as ?json=<url-encoded JSON body>, POST it, or see ?help', { field: 'json' });
    }
    const body = parseJsonParam(raw, config.server.jsonMaxDepth);
    const query = parseWith(MapQuerySchema, req.query);
    return answers.answer(req, res, parseWith(MapRequestSchema, requireObjectBody(body)), query);
  };

  return [
    defineEndpoint({
      method: 'post',
      path: '/api/direct/map',
      tags,
      auth: guarded,
      query: MapQuerySchema,
      body: { schema: MapRequestSchema, example: EX.MAP_REQUEST, parse: (raw) => parseWith(MapRequestSchema, requireObjectBody(raw)) },
      handle: ({ req, res, body, query }) => answers.answer(req, res, body, query),
      present: { ...THE_MAP, send: sendAnswer },
      docs: {
        summary: 'Generate a concept map',
        description:
          'Generates a concept map from one of two forms, or returns the cached map of an equal request (inputs compared trimmed, case-folded and with spacing collapsed, together with lang, includeLearningPath, provider, context and bucket). Equal requests return the same mapId until `skipCache=true`, which regenerates and replaces the cached map. `email` and `name` count only for the authenticated caller\'s own e-mail (JWT as bearer or cookie); anonymous requests never create or modify users.' +
          AUTH_NOTE,
        // The GET form carries the body in `json`; the POST documents the other parameters only.
        request: { query: MapQuerySchema.omit({ json: true }), headers: MapHeadersSchema },
        errors: MAP_ERRORS,
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/api/direct/map',
      tags,
      auth: mapEndpointAuth(keys, { login: true, handler: helpIsPublic, alsoPublic: true }),
      // The query is read in `handle`: `?help` answers before anything is validated.
      handle: ({ req, res }) => ('help' in req.query ? renderHelp(absoluteBaseUrl(req, config.server.publicBaseUrl), authRequired) : answerJsonParam(req, res)),
      present: {
        description: 'The map (with `json`), or the quick start (with `help`)',
        content: {
          'application/json': json(MapResponseSchema, EX.MAP_RESPONSE).content['application/json'],
          'text/plain': { schema: z.string(), example: `Concept Map API ${API_VERSION}: quick start for code agents\n…` },
        },
        send: (res, result, req) => (typeof result === 'string' ? void res.type('text/plain; charset=utf-8').send(result) : sendAnswer(res, result, req)),
      },
      docs: {
        summary: 'Generate a concept map (GET form) or read the quick start (`?help`)',
        description:
          'With `json`: the same request as the POST, its body URL-encoded in the `json` parameter; the response is identical. With `help` (no value needed): a concise text/plain guide for code agents with curl examples (no authentication).' +
          AUTH_NOTE,
        request: { query: MapQuerySchema.extend({ help: z.string().optional().meta({ description: 'Present: answer the plain-text quick start.' }) }), headers: MapHeadersSchema },
        errors: MAP_ERRORS,
      },
    }),
    // A map by id, as its request answered it (`cached: true`): the same key check as making one.
    defineEndpoint({
      method: 'get',
      path: '/api/direct/map/{mapId}',
      tags,
      auth: keyOnly,
      params: MapIdParamsSchema,
      handle: async ({ params }) => {
        const found = await service.getById(params.mapId);
        if (!found) throw appError('map_not_found', 'No map with this id is kept (anonymous maps are kept for MAP_ANON_TTL_SECONDS)', { field: 'mapId' });
        return found;
      },
      present: {
        description: 'The map',
        ...json(MapResponseSchema, { ...EX.MAP_RESPONSE, cached: true }),
        send: (res, found) => sendJsonParts(res, 200, presentMap(found.map, found.input, true)),
      },
      docs: {
        summary: 'Read a map by its id',
        description:
          'The map as the request that made it answered it (`cached: true`): every `mapId` a map request or a batch result returned. Stored maps are read from the server\'s store (`storePath` `maps/by-id/<mapId>.json`); an anonymous request\'s map (`storePath` `cache:<mapId>`) while it is kept (MAP_ANON_TTL_SECONDS). Maps written to a request\'s own bucket (`gs://...`) are read from that bucket.' +
          AUTH_NOTE,
        errors: { ...auth401, 404: '`map_not_found`: no map with this id (or an anonymous map that has expired)' },
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/api/direct/suggest',
      tags,
      auth: guarded,
      body: {
        schema: SuggestRequestSchema,
        example: EX.SUGGEST_REQUEST,
        // The mode first, so an unknown one is refused listing the modes rather than field by field.
        parse: (input) => {
          const raw = requireObjectBody(input);
          parseWith(SuggestModeSchema, { mode: raw.mode });
          return parseWith(CurriculumSuggestRequestSchema, raw);
        },
      },
      handle: async ({ req, res, body }) => {
        await countGeneration(req, authRequired);
        const lang = resolveLang({ body: body.lang, header: header(req, 'x-language'), query: req.query.lang });
        const model = resolveModel(llm, body.config?.llm, header(req, 'x-llm-provider'));
        let result;
        try {
          result = await suggestCurriculum({ domain: body.domain, subdomain: body.subdomain, lang, count: body.count }, { model, thinking, signal: clientGoneSignal(res), lang });
        } catch (err) {
          throw toMapError(err, 'suggestions');
        }
        req.log?.info({ generator: `${result.generator.provider}:${result.generator.model}`, count: result.suggestions.length }, 'suggestions generated');
        return { mode: body.mode, lang, suggestions: result.suggestions, generator: result.generator };
      },
      present: { description: 'Suggestions', schema: SuggestResponseSchema, example: EX.SUGGEST_RESPONSE, body: (r) => ({ success: true, ...r }) },
      docs: {
        summary: 'Suggestions',
        description: 'Mode `curriculum`: concept suggestions for a curriculum of `domain`/`subdomain`. An unknown mode is 400 listing the modes.' + AUTH_NOTE,
        request: { headers: MapHeadersSchema },
        errors: { 400: '`invalid_request` (unknown mode, bad field)', ...auth401, 429: GENERATION_429, 502: '`generation_failed`' },
      },
    }),
    defineEndpoint({
      method: 'post',
      path: '/api/map/curriculum',
      tags,
      // No map key is checked here (whatever MAP_API_KEYS says); a login counts the request to its user.
      auth: mapEndpointAuth([], { login: true }),
      body: { schema: CurriculumRequestSchema, example: EX.CURRICULUM_REQUEST, parse: (raw) => parseWith(CurriculumRequestSchema, requireObjectBody(raw)) },
      handle: async ({ req, res, body }) => {
        // No map key is checked here: a caller without a login counts by address even when MAP_API_KEYS is set.
        await countGeneration(req, false);
        const lang = resolveLang({ body: body.lang, header: header(req, 'x-language'), query: req.query.lang });
        const model = resolveModel(llm, body.llmProvider ? { provider: body.llmProvider } : undefined, header(req, 'x-llm-provider'));
        let result;
        try {
          result = await generateCurriculum(
            { domain: body.domain, subdomain: body.subdomain, concepts: body.concepts, targetCount: body.targetCount, lang },
            { model, thinking, signal: clientGoneSignal(res), lang },
          );
        } catch (err) {
          throw toMapError(err, 'curriculum');
        }
        const curriculum = {
          ...result.curriculum,
          // Curriculum nodes always carry a description; the label stands in if a generator left it out.
          nodes: result.curriculum.nodes.map((n) => ({ ...n, description: n.description?.trim() || n.label })),
        };
        req.log?.info({ generator: `${result.generator.provider}:${result.generator.model}`, nodes: curriculum.nodes.length }, 'curriculum generated');
        return { curriculum, lang, generator: result.generator, warnings: result.warnings };
      },
      present: { description: 'The curriculum', schema: CurriculumResponseSchema, example: EX.CURRICULUM_RESPONSE, body: (r) => ({ success: true, ...r }) },
      docs: {
        summary: 'Generate a curriculum',
        description:
          'A curriculum map of at most 30 concepts (`targetCount`, default 15) built from the given concepts; every node carries a description. No authentication. `llmProvider` (or X-LLM-Provider) picks the provider.',
        request: { headers: MapHeadersSchema.omit({ 'x-api-key': true }) },
        errors: { 400: '`invalid_request`, `invalid_json`, `invalid_endpoint`', 429: GENERATION_429, 502: '`generation_failed`' },
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/api/direct/docs',
      tags,
      handle: ({ req }) => buildDocs(absoluteBaseUrl(req, config.server.publicBaseUrl), authRequired),
      present: { description: 'Self-description', schema: DocsSchema, example: EX.DOCS_RESPONSE, body: (docs) => docs },
      docs: { summary: 'Self-description of the map API', description: `Version ${API_VERSION}, links to the OpenAPI document, the reference and the pages, and the endpoint list.` },
    }),
    ...mapPageEndpoints(config),
  ];
}

export function mountMaps(app: Express, area: MapsArea): void {
  mountEndpoints(app, area.openapi, mapsEndpoints(area));
}
