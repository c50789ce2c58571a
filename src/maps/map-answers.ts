// How a map request (POST /api/direct/map or its GET form) is answered: from the cache when an
// equal request made the map (synchronously, no promise at all), otherwise generated, with the
// limits first (a request naming its own record store is counted, per user or per client address,
// before the cache is asked). The endpoints (endpoints.ts) parse and present; this finds the map.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { clientAddressKey } from '../auth/index.js';
import { appError } from '../http/errors.js';
import { checkUrl } from '../net/outbound.js';
import type { MapsArea } from './area.js';
import { toMapError } from './errors.js';
import { resolveLang } from './lang.js';
import type { SerialisedMap } from './map-bytes.js';
import { applyBodyIdentity, optionalPrincipal } from './request-identity.js';
import { clientGoneSignal, resolveModel, toMapInput } from './request-input.js';
import type { MapQuery, MapRequest } from './schemas.js';
import type { MapJob } from './service.js';

/** The map that answers a request (presented by the endpoints), and what the request's own LRS hears about once it is sent. */
export interface MapAnswer {
  map: SerialisedMap;
  /** Served from memory or storage rather than generated for this request. */
  cached: boolean;
  body: MapRequest;
  job: MapJob;
}

export const header = (req: Request, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

export function mapAnswers(area: MapsArea) {
  const { config, service, requestStores, thinking, llm, logger } = area;
  const authRequired = config.maps.apiKeys.length > 0;

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
  const answer = (req: Request, res: Response, body: MapRequest, query: MapQuery): MapAnswer | Promise<MapAnswer> => {
    assertXapiEndpointAllowed(body.config?.xapi?.endpoint, config.outbound.allowPrivate);
    // A statement to the request's own record store is an outbound request to a host, with
    // credentials, the caller chose: each is counted (per user when logged in, else per address)
    // before anything else is done, cache hit or not (a hit costs the server nothing but that send).
    if (body.config?.xapi?.endpoint) return countSend(req).then(() => identified(req, res, body, query));
    return identified(req, res, body, query);
  };

  // Identity fields count only for the authenticated principal (request-identity.ts); the common
  // request without them stays synchronous on a cache hit.
  const identified = (req: Request, res: Response, body: MapRequest, query: MapQuery): MapAnswer | Promise<MapAnswer> =>
    body.email ? applyBodyIdentity(area, req, body).then(() => serve(req, res, body, query)) : serve(req, res, body, query);

  const serve = (req: Request, res: Response, body: MapRequest, query: MapQuery): MapAnswer | Promise<MapAnswer> => {
    const job = buildJob(req, body, query.skipCache ?? false, query.includeLearningPath ?? true, query.lang);
    const key = service.keyOf(job);
    const hit = job.skipCache ? undefined : service.peek(key);
    if (hit) return { map: hit, cached: true, body, job };
    // A map for the caller's own bucket goes there (their storage, their credentials) either way.
    return missLimits(req).then((ephemeralTtlMs) => generate(req, res, body, job.bucket ? job : { ...job, ephemeralTtlMs }, key));
  };

  // What a miss makes the server generate is counted: per user when logged in (map key or not),
  // per client address when anonymous (neither a map key nor a login), whose maps are then only
  // cached (with an expiry), never stored. A keyed request without a login is the operator's own
  // integration and is not counted. Answers the anonymous maps' expiry, undefined for the others.
  const missLimits = async (req: Request): Promise<number | undefined> => {
    const principal = await optionalPrincipal(area, req);
    if (principal) {
      await area.countUserMiss(principal.userId);
      return undefined;
    }
    if (authRequired) return undefined;
    await area.countAnonymousMiss(clientAddressKey(req));
    return config.maps.anonymousTtlMs;
  };

  // A logged-in caller's sends count against its user, map key or not; a keyed request without a
  // login is the operator's own integration and is not counted.
  const countSend = async (req: Request): Promise<void> => {
    const principal = await optionalPrincipal(area, req);
    if (principal) await area.countUserSend(principal.userId);
    else if (!authRequired) await area.countAnonymousSend(clientAddressKey(req));
  };

  const generate = async (req: Request, res: Response, body: MapRequest, job: MapJob, key: string): Promise<MapAnswer> => {
    let outcome;
    try {
      outcome = await service.getMap({ ...job, signal: clientGoneSignal(res) }, key);
    } catch (err) {
      throw toMapError(err);
    }
    // Asked first: `req.log` builds a child logger for the request (its bindings redacted), about
    // 30 µs of a miss, which a line the level drops (the default, warn) would not use.
    if (!outcome.cached && logger.isLevelEnabled('info')) {
      req.log?.info({ mapId: outcome.map.mapId, generator: outcome.map.generator, lang: job.lang }, 'map generated');
    }
    return { map: outcome.map, cached: outcome.cached, body, job };
  };

  /** Once the map is sent, the request's own LRS (`config.xapi`) hears about it, in the background. */
  const sent = (req: Request, a: MapAnswer): void => {
    const xapi = a.body.config?.xapi;
    if (!xapi?.endpoint) return;
    void area.statements.send(req, xapi, a.map.mapId, a.job.input, optionalPrincipal(area, req));
  };

  return { answer, sent };
}

/** A per-map record-store endpoint goes through the same outbound guard as model endpoints. */
function assertXapiEndpointAllowed(endpoint: string | undefined, allowPrivate: boolean): void {
  if (!endpoint) return;
  const problem = checkUrl(endpoint, { allowPrivate });
  if (problem) {
    throw appError('invalid_endpoint', `config.xapi.endpoint was refused: ${problem}`, { field: 'config.xapi.endpoint', reason: problem });
  }
}
