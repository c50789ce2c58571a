// Routes of the concept-map area. Thin: parse with the area's schemas, call the service or
// the generation facade, present.
import { createHash } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import type { z } from 'zod';
import { appError } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { checkUrl } from '../net/outbound.js';
import type { MapsArea } from './area.js';
import { applyBodyIdentity, optionalPrincipal } from './request-identity.js';
import { mapApiKeyAuth } from './auth.js';
import { absoluteBaseUrl } from '../http/base-url.js';
import { buildDocs } from './docs.js';
import { toMapError } from './errors.js';
import { generateCurriculum, suggestCurriculum } from './generation/index.js';
import { renderHelp } from './help.js';
import { resolveLang } from './lang.js';
import { echoOf } from './map-repository.js';
import { registerMapPaths } from './openapi.js';
import { mountMapPages } from './pages/routes.js';
import { renderMapResponse } from './presenters.js';
import {
  clientGoneSignal,
  parseJsonParam,
  requireObjectBody,
  resolveModel,
  sendJsonParts,
  toMapInput,
} from './request-input.js';
import {
  CurriculumRequestSchema,
  CurriculumSuggestRequestSchema,
  MapQuerySchema,
  MapRequestSchema,
  SuggestModeSchema,
  type MapRequest,
} from './schemas.js';
import type { MapJob } from './service.js';

const header = (req: Request, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

export function mountMaps(app: Express, area: MapsArea): void {
  const { config, service, requestStores, thinking, llm } = area;
  const authRequired = config.maps.apiKeys.length > 0;
  const auth = mapApiKeyAuth(config.maps.apiKeys);

  registerMapPaths(area.openapi, authRequired);

  const buildJob = (req: Request, body: MapRequest, skipCache: boolean, includeLearningPath: boolean, queryLang: unknown): MapJob => {
    const lang = resolveLang({ body: body.lang, header: header(req, 'x-language'), query: queryLang });
    const model = resolveModel(llm, body.config?.llm, header(req, 'x-llm-provider'));
    const objstore = body.config?.objstore;
    const bucket = objstore && {
      name: objstore.bucketName,
      // The client cache is keyed by everything that selects the client, credentials included (hashed).
      store: requestStores.get(
        objstore,
        createHash('sha256').update(JSON.stringify([objstore.bucketName, objstore.projectId ?? '', objstore.keyFile ?? ''])).digest('hex'),
      ),
    };
    const endpoint = body.config?.llm?.providerAEndpoint;
    return {
      input: toMapInput(body),
      lang,
      includeLearningPath,
      context: body.context || undefined,
      model,
      modelVariant: model.provider === 'provider_a' && endpoint ? endpoint : undefined,
      thinking,
      skipCache,
      bucket,
    };
  };

  /** Synchronous for a memory hit (no promise at all); a promise otherwise. */
  const handleMap = (req: Request, res: Response, rawBody: unknown): void | Promise<void> => {
    const query = parseWith(MapQuerySchema, req.query);
    const body = parseWith(MapRequestSchema, requireObjectBody(rawBody));
    assertXapiEndpointAllowed(body.config?.xapi?.endpoint, config.outbound.allowPrivate);
    // Identity fields count only for the authenticated principal (request-identity.ts); the common
    // request without them stays synchronous on a cache hit.
    if (body.email) return applyBodyIdentity(area, req, body).then(() => serveMap(req, res, body, query));
    return serveMap(req, res, body, query);
  };

  const serveMap = (req: Request, res: Response, body: MapRequest, query: z.infer<typeof MapQuerySchema>): void | Promise<void> => {
    const job = buildJob(req, body, query.skipCache ?? false, query.includeLearningPath ?? true, query.lang);
    const key = service.keyOf(job);
    const hit = job.skipCache ? undefined : service.peek(key);
    if (hit) {
      sendJsonParts(res, 200, renderMapResponse(hit, echoOf(job.input), true));
      return notifyLrs(req, body, hit.mapId, job);
    }
    // A map for the caller's own bucket goes there (their storage, their credentials) either way.
    return anonymousLimits(req).then((ephemeralTtlMs) => generateAndSend(req, res, body, job.bucket ? job : { ...job, ephemeralTtlMs }, key));
  };

  // Requests with neither a map key nor a login are anonymous: what they make the server generate
  // is limited per client address, and their maps are only cached (with an expiry), never stored.
  const anonymousLimits = async (req: Request): Promise<number | undefined> => {
    if (authRequired || (await optionalPrincipal(area, req))) return undefined;
    await area.countAnonymousMiss(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    return config.maps.anonymousTtlMs;
  };

  const generateAndSend = async (req: Request, res: Response, body: MapRequest, job: MapJob, key: string): Promise<void> => {
    let outcome;
    try {
      outcome = await service.getMap({ ...job, signal: clientGoneSignal(res) }, key);
    } catch (err) {
      throw toMapError(err);
    }
    if (!outcome.cached) {
      req.log?.info({ mapId: outcome.map.mapId, generator: outcome.map.generator, lang: job.lang }, 'map generated');
    }
    sendJsonParts(res, 200, renderMapResponse(outcome.map, echoOf(job.input), outcome.cached));
    notifyLrs(req, body, outcome.map.mapId, job);
  };

  /** After the answer: the request's own LRS (`config.xapi`) hears about it, in the background. */
  const notifyLrs = (req: Request, body: MapRequest, mapId: string, job: MapJob): void => {
    const xapi = body.config?.xapi;
    if (!xapi?.endpoint) return;
    void area.statements.send(req, xapi, mapId, job.input, optionalPrincipal(area, req));
  };

  // With MAP_API_KEYS unset there is no check at all, rather than a pass-through step per request.
  const guarded = authRequired ? [auth] : [];

  app.get('/api/direct/map', (req, res, next) => {
    // `?help` is public: an agent reads it before it has a key.
    if ('help' in req.query) {
      res.type('text/plain; charset=utf-8').send(renderHelp(absoluteBaseUrl(req, config.server.publicBaseUrl), authRequired));
      return;
    }
    auth(req, res, next);
  }, async (req, res) => {
    const json = req.query.json;
    if (typeof json !== 'string' || json === '') {
      throw appError('invalid_request', 'Send the map request as ?json=<url-encoded JSON body>, POST it, or see ?help', { field: 'json' });
    }
    return handleMap(req, res, parseJsonParam(json, config.server.jsonMaxDepth));
  });

  app.post('/api/direct/map', ...guarded, (req, res) => handleMap(req, res, req.body));

  // A map by id, as its request answered it (`cached: true`): the same key check as making one.
  app.get('/api/direct/map/:mapId', ...guarded, async (req, res) => {
    const found = await service.getById(String(req.params.mapId));
    if (!found) throw appError('map_not_found', 'No map with this id is kept (anonymous maps are kept for MAP_ANON_TTL_SECONDS)', { field: 'mapId' });
    sendJsonParts(res, 200, renderMapResponse(found.map, found.input, true));
  });

  app.post('/api/direct/suggest', ...guarded, async (req, res) => {
    const raw = requireObjectBody(req.body);
    parseWith(SuggestModeSchema, { mode: raw.mode });
    const body = parseWith(CurriculumSuggestRequestSchema, raw);
    const lang = resolveLang({ body: body.lang, header: header(req, 'x-language'), query: req.query.lang });
    const model = resolveModel(llm, body.config?.llm, header(req, 'x-llm-provider'));
    let result;
    try {
      result = await suggestCurriculum(
        { domain: body.domain, subdomain: body.subdomain, lang, count: body.count },
        { model, thinking, signal: clientGoneSignal(res), lang },
      );
    } catch (err) {
      throw toMapError(err, 'suggestions');
    }
    req.log?.info({ generator: `${result.generator.provider}:${result.generator.model}`, count: result.suggestions.length }, 'suggestions generated');
    res.json({ success: true, mode: body.mode, lang, suggestions: result.suggestions, generator: result.generator });
  });

  app.post('/api/map/curriculum', async (req, res) => {
    const body = parseWith(CurriculumRequestSchema, requireObjectBody(req.body));
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
    res.json({ success: true, curriculum, lang, generator: result.generator, warnings: result.warnings });
  });

  app.get('/api/direct/docs', (req, res) => {
    res.json(buildDocs(absoluteBaseUrl(req, config.server.publicBaseUrl), authRequired));
  });

  mountMapPages(app, config);
}

/** A per-map record-store endpoint goes through the same outbound guard as model endpoints. */
function assertXapiEndpointAllowed(endpoint: string | undefined, allowPrivate: boolean): void {
  if (!endpoint) return;
  const problem = checkUrl(endpoint, { allowPrivate });
  if (problem) {
    throw appError('invalid_endpoint', `config.xapi.endpoint was refused: ${problem}`, { field: 'config.xapi.endpoint', reason: problem });
  }
}
