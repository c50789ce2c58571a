// One OpenAPI 3.1 document for the whole service, generated from the same zod schemas that
// validate requests. Areas register their paths at mount time; the document is built once, lazily.
// Schemas name themselves with `.meta({ id: 'Name' })`; referenced schemas become components.
import { readFileSync } from 'node:fs';
import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Enables `.openapi(...)` for the few cases `.meta` cannot express (parameter metadata).
extendZodWithOpenApi(z);

/**
 * The service's version, set in one place: package.json (beside src/ and dist/ alike). The OpenAPI
 * document's info.version, health and the maps' self-description, help and pages all say this one.
 */
export const API_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export const StandardErrorSchema = z
  .object({
    success: z.literal(false),
    error: z.string().meta({ description: 'Machine code, e.g. `not_found`, `rate_limited`.' }),
    message: z.string().meta({ description: 'Human-readable explanation.' }),
    details: z
      .object({
        field: z.string().optional(),
        reason: z.string().optional(),
        omitted: z.int().optional().meta({ description: 'Validation problems beyond the 20 listed in the message.' }),
        problems: z
          .array(z.string())
          .optional()
          .meta({ description: 'When a request has more than one validation problem: one line per problem naming its path (at most 20, each at most 300 characters); the message, capped as a whole, may not show them all.' }),
        supported_locales: z.array(z.string()).optional().meta({ description: '`unsupported_locale`: the languages a session may be started in.' }),
      })
      .optional(),
    requestId: z.string().optional().meta({ description: 'On server-side failures (5xx): the request id (also in `X-Request-Id`), to quote when reporting; the cause is only in the server log.' }),
  })
  .meta({ id: 'StandardError', description: 'Error body of every path outside /api/v1.' });

export const ConversationErrorSchema = z
  .object({
    error: z.string().meta({ description: 'Machine code, e.g. `invalid_key`, `session_ended`.' }),
    message: z.string(),
    errors: z.array(z.string()).optional().meta({ description: 'Validation problems, one per line (invalid_config): at most 20, each at most 300 characters.' }),
    errors_omitted: z.int().optional().meta({ description: 'How many validation problems there were beyond the 20 listed.' }),
    supported_locales: z.array(z.string()).optional().meta({ description: '`unsupported_locale`: the languages a session may be started in on this server.' }),
    request_id: z.string().optional().meta({ description: 'On server-side failures (5xx): the request id (also in `X-Request-Id`); the cause is only in the server log.' }),
  })
  .meta({ id: 'ConversationError', description: 'Error body of the conversation API (/api/v1).' });

export function createOpenApiRegistry(): OpenAPIRegistry {
  return new OpenAPIRegistry();
}

type SecurityScheme = Parameters<typeof OpenAPIRegistry.prototype.registerComponent<'securitySchemes'>>[2];
const registeredSchemes = new WeakMap<OpenAPIRegistry, Set<string>>();

/** A security scheme, registered once per document by whichever area's endpoints need it first. */
export function registerSecuritySchemeOnce(registry: OpenAPIRegistry, name: string, scheme: SecurityScheme): void {
  let names = registeredSchemes.get(registry);
  if (!names) registeredSchemes.set(registry, (names = new Set()));
  if (names.has(name)) return;
  names.add(name);
  registry.registerComponent('securitySchemes', name, scheme);
}

/** Error responses in an area's shape, for `responses` of registerPath. */
export function errorResponses(shape: 'standard' | 'conversation', codes: Record<number, string>) {
  const schema = shape === 'standard' ? StandardErrorSchema : ConversationErrorSchema;
  return Object.fromEntries(
    Object.entries(codes).map(([status, description]) => [status, { description, content: { 'application/json': { schema } } }]),
  );
}

/** The areas the description may name, each only when one of its paths is registered. */
const AREAS: { prefix: string; name: string }[] = [
  { prefix: '/api/v1/', name: 'conversation practice (/api/v1)' },
  { prefix: '/api/direct/map', name: 'concept maps and curricula' },
  { prefix: '/api/curriculum/batch', name: 'batch curriculum generation' },
  { prefix: '/api/analytics/', name: 'learning analytics' },
  { prefix: '/api/xapi/', name: 'xAPI statement intake' },
  { prefix: '/api/classes', name: 'classes with bearer tokens' },
  { prefix: '/api/school/', name: 'school classes' },
  { prefix: '/api/class-content/', name: 'class content' },
];

/**
 * `content` of a JSON request body or response with its example, for registerPath. The example is
 * checked against the schema here, so the reference can never show a shape the API refuses.
 */
export function jsonExample<S extends z.ZodType>(schema: S, example: unknown) {
  const checked = schema.safeParse(example);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new Error(`OpenAPI example does not match its schema: ${issue.path.join('.')}: ${issue.message}`);
  }
  return { content: { 'application/json': { schema, example } } };
}

/** `content` of an HTML page response with a short example of its start. */
export function htmlExample(example: string) {
  return { content: { 'text/html': { schema: z.string(), example } } };
}

/**
 * The reference groups operations by tag. Areas that register no tag of their own get one here by
 * path, so every operation is in a group (first match wins; `/` is the start page).
 */
const DEFAULT_TAGS: { match: (path: string) => boolean; tag: string }[] = [
  { match: (p) => p.startsWith('/api/direct/map') || p === '/api/direct/suggest' || p === '/api/map/curriculum' || p === '/api/direct/docs', tag: 'Concept maps' },
  { match: (p) => p === '/api/direct/compose' || p === '/api/direct/mapHowTo', tag: 'Concept map pages' },
  { match: (p) => p === '/api/direct/health', tag: 'Health' },
  { match: (p) => p.startsWith('/simulation') || p === '/', tag: 'Hosted conversation page' },
  { match: (p) => p === '/api/scenarios', tag: 'Conversation practice' },
];

export function defaultTagOf(path: string): string {
  return DEFAULT_TAGS.find((t) => t.match(path))?.tag ?? 'Other';
}

export function buildOpenApiDocument(registry: OpenAPIRegistry, serverUrl?: string) {
  // The description names only what is built: an area appears once its routes are registered.
  const paths = registry.definitions.flatMap((d) => (d.type === 'route' ? [d.route.path] : []));
  const built = AREAS.filter((a) => paths.some((p) => p.startsWith(a.prefix))).map((a) => a.name);
  const listed = built.length > 0 ? `${built.join(', ').replace(/^./, (c) => c.toUpperCase())}. ` : '';
  const definitions = registry.definitions.map((d) =>
    d.type === 'route' && !d.route.tags?.length ? { ...d, route: { ...d.route, tags: [defaultTagOf(d.route.path)] } } : d,
  );
  return new OpenApiGeneratorV31(definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Learning Platform Service',
      version: API_VERSION,
      description: `${listed}Every error carries a machine code and a message.`,
    },
    servers: serverUrl ? [{ url: serverUrl }] : [],
  });
}
