// One way to build an endpoint: each endpoint is one declaration, from which the route is mounted
// and its OpenAPI operation registered, so a route cannot exist without its documentation nor the
// other way round. Every request goes through the same steps in the same order:
//
//   (page headers) -> authenticate -> limit -> parse params -> authorize -> parse query and body -> handle -> present
//
// Authorization runs before the query and body are validated, so a caller without rights learns
// nothing from validation errors. Steps that return no promise stay synchronous (no microtask hops
// on a hot path); a rejected promise goes back to Express, which calls the error handler.
import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { principalOf, type Principal } from './principal.js';
import { declinedPaths, leftToOthers } from './route-overlap.js';
import { errorResponses, jsonExample } from './openapi-registry.js';
import type { ErrorCode } from './error-codes.js';
import { parseWith } from './validate.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The authentication step: middleware that sets `req.principal` (or refuses), and how the document names it. */
export interface EndpointAuth {
  handlers: readonly RequestHandler[];
  /** The OpenAPI security requirement (absent: the operation lists none). */
  security?: RouteConfig['security'];
  /** Registers the security schemes the requirement names (once per document). */
  register?: (registry: OpenAPIRegistry) => void;
}

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : Record<string, never>;
type Sync<T> = T | Promise<T>;
/**
 * The schema's type with literal booleans and strings widened: TypeScript widens `success: true`
 * in a presenter's inferred return before it can see the schema, so only the shape (names,
 * nesting, value kinds) is checked at compile time; jsonExample checks the rest against the schema.
 */
type Shape<T> = T extends boolean ? boolean : T extends string ? string : T extends readonly (infer E)[] ? Shape<E>[] : T extends object ? { [K in keyof T]: Shape<T[K]> } : T;

/** What `authorize` and `handle` see. `principal` reads the authenticated caller (throws without `auth`). */
export interface EndpointContext<P, Q = unknown, B = unknown, A = unknown> {
  req: Request;
  /** What `authorize` returned (e.g. the record the caller was allowed to act on). */
  authorized: A;
  res: Response;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  readonly principal: Principal;
}

/** A JSON request body: its schema, the example shown in the reference, and the area's machine code for invalid bodies. */
export interface BodySpec<S extends Schema> {
  schema: S;
  example: unknown;
  /** The machine code of a body that fails the schema (default `invalid_request`). */
  code?: ErrorCode;
  /** The area's own reader, when the schema alone does not decide (it must end in the schema). */
  parse?: (raw: unknown) => z.output<S>;
}

/** A JSON success response: status, the documented schema with its example, and the presenter. */
export interface JsonPresent<R, S extends Schema> {
  status?: number;
  description: string;
  schema: S;
  example: unknown;
  /** Response headers of a success (e.g. Cache-Control). */
  set?: Record<string, string>;
  /** Result of `handle` -> response body (the presenter); its shape is checked against the schema's type. */
  body: (result: R) => Shape<z.input<S>>;
}

/** A response that is not JSON (a page, audio, a redirect): the documented content and the responder. */
export interface CustomPresent<R> {
  status?: number;
  description: string;
  /** The OpenAPI `content` of the response (e.g. `htmlExample(...)`), or none (a redirect). */
  content?: ResponseConfig['content'];
  headers?: ResponseConfig['headers'];
  send: (res: Response, result: R, req: Request) => void | Promise<void>;
}

export interface EndpointDocs {
  summary: string;
  description?: string;
  /** Failure responses: status -> description naming the machine codes (or a whole response, with an example). */
  errors?: Record<number, string | ResponseConfig>;
  /** The error body shape of the area (docs/errors.md). */
  errorShape?: 'standard' | 'conversation';
  /**
   * Request parts documented but validated elsewhere (say why where it is used), e.g. headers, or a
   * body the service parses in two steps to authorize on one field before the rest.
   */
  request?: RouteConfig['request'];
  /** Further success responses (304, a second content type). */
  responses?: RouteConfig['responses'];
  operationId?: string;
}

export interface EndpointSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined, R, S extends Schema, A = void> {
  method: HttpMethod;
  /** The OpenAPI path, `{name}` for parameters; Express gets `:name`. */
  path: string;
  /** More paths served by the same endpoint without their own operation (aliases). */
  aliases?: string[];
  /**
   * false: documented, but no route is mounted, so every method on the path answers as on a path
   * with no route (404, never a 405 naming this method): a feature this configuration leaves off.
   */
  mounted?: boolean;
  tags: string[];
  /** Response headers set first, so refusals carry them too (a page's security policy). */
  headers?: RequestHandler;
  auth?: EndpointAuth;
  /** Rate limits, after authentication (their counters are per caller). */
  limit?: RequestHandler | readonly RequestHandler[];
  params?: P;
  /** Runs after the params are parsed and before the query or body are: refuse here, not in `handle`. */
  authorize?: (ctx: EndpointContext<P>) => Sync<A>;
  query?: Q;
  /** The machine code of a query that fails its schema (default `invalid_request`). */
  queryCode?: ErrorCode;
  body?: B extends Schema ? BodySpec<B> : undefined;
  handle: (ctx: EndpointContext<P, Q, B, A>) => Sync<R>;
  present: JsonPresent<R, S> | CustomPresent<R>;
  docs: EndpointDocs;
}

/** A declared endpoint, ready to be mounted with `mountEndpoints`. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  aliases: string[];
  mounted: boolean;
  handlers: RequestHandler[];
  route: RouteConfig;
  auth?: EndpointAuth;
}

const EMPTY = Object.freeze({}) as Record<string, never>;
const isPromise = (v: unknown): v is Promise<unknown> => v instanceof Promise;

export function defineEndpoint<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, R = unknown, S extends Schema = Schema, A = void>(
  spec: EndpointSpec<P, Q, B, R, S, A>,
): Endpoint {
  const present = spec.present;
  const status = present.status ?? 200;
  const body: BodySpec<Schema> | undefined = spec.body;
  const respond =
    'send' in present
      ? (req: Request, res: Response, result: R) => {
          if (present.status !== undefined) res.status(present.status);
          return present.send(res, result, req);
        }
      : (_req: Request, res: Response, result: R) => {
          res.statusCode = status;
          if (present.set) res.set(present.set);
          res.json(present.body(result));
        };

  const finish = (ctx: Ctx) => {
    if (spec.query) ctx.query = parseWith(spec.query, ctx.req.query, spec.queryCode);
    if (body) ctx.body = body.parse ? body.parse(ctx.req.body) : parseWith(body.schema, ctx.req.body ?? {}, body.code);
    const result = spec.handle(ctx as unknown as EndpointContext<P, Q, B, A>);
    if (isPromise(result)) return result.then((r) => respond(ctx.req, ctx.res, r));
    return respond(ctx.req, ctx.res, result);
  };

  const run: RequestHandler = (req, res) => {
    const ctx = new Ctx(req, res, spec.params ? parseWith(spec.params, req.params) : EMPTY);
    if (!spec.authorize) return finish(ctx);
    const allowed = spec.authorize(ctx as unknown as EndpointContext<P>);
    if (!isPromise(allowed)) {
      ctx.authorized = allowed;
      return finish(ctx);
    }
    return allowed.then((a) => {
      ctx.authorized = a;
      return finish(ctx);
    });
  };

  const limits: readonly RequestHandler[] = spec.limit === undefined ? [] : typeof spec.limit === 'function' ? [spec.limit] : spec.limit;
  return {
    method: spec.method,
    path: spec.path,
    aliases: spec.aliases ?? [],
    mounted: spec.mounted ?? true,
    handlers: [...(spec.headers ? [spec.headers] : []), ...(spec.auth?.handlers ?? []), ...limits, run],
    route: routeOf(spec, status),
    ...(spec.auth ? { auth: spec.auth } : {}),
  };
}

class Ctx {
  authorized: unknown = undefined;
  query: unknown = EMPTY;
  body: unknown = EMPTY;
  constructor(
    readonly req: Request,
    readonly res: Response,
    readonly params: unknown,
  ) {}
  get principal(): Principal {
    return principalOf(this.req);
  }
}

function routeOf<R, S extends Schema, A>(spec: EndpointSpec<Schema | undefined, Schema | undefined, Schema | undefined, R, S, A>, status: number): RouteConfig {
  const json = jsonExample;
  const { present, docs } = spec;
  const body: BodySpec<Schema> | undefined = spec.body;
  const success =
    'send' in present
      ? { description: present.description, ...(present.content ? { content: present.content } : {}), ...(present.headers ? { headers: present.headers } : {}) }
      : { description: present.description, ...json(present.schema, present.example) };
  const request: RouteConfig['request'] = {
    ...(spec.params ? { params: spec.params as never } : {}),
    ...(spec.query ? { query: spec.query as never } : {}),
    ...(body ? { body: { required: true, ...json(body.schema, body.example) } } : {}),
    ...docs.request,
  };
  return {
    method: spec.method,
    path: spec.path,
    tags: spec.tags,
    summary: docs.summary,
    ...(docs.description !== undefined ? { description: docs.description } : {}),
    ...(docs.operationId ? { operationId: docs.operationId } : {}),
    ...(spec.auth?.security ? { security: spec.auth.security } : {}),
    ...(Object.keys(request).length > 0 ? { request } : {}),
    responses: {
      [status]: success,
      ...docs.responses,
      ...(docs.errors ? errorsOf(docs.errors, docs.errorShape ?? 'standard') : {}),
    },
  };
}

function errorsOf(errors: Record<number, string | ResponseConfig>, shape: 'standard' | 'conversation'): RouteConfig['responses'] {
  return Object.fromEntries(Object.entries(errors).map(([status, e]) => [status, typeof e === 'string' ? errorResponses(shape, { [status]: e })[status]! : e]));
}

/** `/api/classes/{id}` -> `/api/classes/:id` */
export const expressPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Mounts each endpoint on the app and registers its operation, in declaration order. A route whose
 * path a more literal one beside it also takes (`/api/classes/{id}` and `/api/classes/join`) passes
 * such requests on unanswered, and is not counted in their 405's Allow (route-overlap.ts says why).
 */
export function mountEndpoints(app: Express, registry: OpenAPIRegistry, endpoints: readonly Endpoint[]): void {
  const declared = endpoints.filter((e) => e.mounted).flatMap((e) => [e.path, ...e.aliases]);
  for (const e of endpoints) {
    e.auth?.register?.(registry);
    registry.registerPath(e.route);
    if (!e.mounted) continue;
    const left = leftToOthers([e.path, ...e.aliases], declared);
    const paths = [e.path, ...e.aliases].map(expressPath);
    const route = app.route(paths.length === 1 ? paths[0]! : paths);
    if (!left) {
      route[e.method](...e.handlers);
      continue;
    }
    declinedPaths.set(route, left);
    const leave: RequestHandler = (req, _res, next) => (left(req.path) ? next('route') : next());
    route[e.method](leave, ...e.handlers);
  }
}
