// GET /api/scenarios: the built-in library, grouped by category, for integrators and the start
// page. No authentication. The library never changes while the process runs, so the
// body and its ETag are computed once at mount time.
import { createHash } from 'node:crypto';
import type { Express } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { ScenarioLibrary } from './library.js';
import { ScenarioListQuerySchema, ScenarioListSchema, scenarioList } from './summary.js';
import { builtinScenarioCards, cardLanguage, type CardLanguage } from './cards.js';
import { jsonExample } from '../../http/openapi-registry.js';
import { SCENARIO_LIST } from '../openapi-examples.js';

export const SCENARIO_LIST_PATH = '/api/scenarios';

// Short enough that a redeploy with new scenarios shows up soon; ETag revalidation keeps it cheap.
const CACHE_CONTROL = 'public, max-age=300';

export function mountScenarioRoutes(app: Express, openapi: OpenAPIRegistry, library: ScenarioLibrary): void {
  openapi.registerPath({
    method: 'get',
    path: SCENARIO_LIST_PATH,
    summary: 'List the built-in scenarios',
    description:
      'Every built-in scenario, grouped by category (each category id equals a scenario `type`, in a fixed order; ' +
      'inside a category by difficulty, then title). Use a scenario `id` as `scenario_id` when creating a conversation. ' +
      'Hidden objectives, phases and failure patterns are not listed: they are for the character and the coach. ' +
      'No authentication. The list is fixed while the service runs; responses carry an ETag and `Cache-Control: ' +
      `${CACHE_CONTROL}\`, and \`If-None-Match\` gets 304. ` +
      '`?lang=` lists titles (and translated briefings) in one of the 14 languages `en, es, fr, zh, de, pt, ar, hi, ja, ko, ru, it, nl, tr` (a regional tag such as `fr-CA` counts as its language); any other value lists them in English, and `language` in the body says which.',
    request: { query: ScenarioListQuerySchema },
    responses: {
      200: { description: 'The library', ...jsonExample(ScenarioListSchema, SCENARIO_LIST) },
      304: { description: 'Not modified (the `If-None-Match` ETag is current)' },
    },
  });

  // One body and ETag per language, built on first request in it.
  const bodies = new Map<CardLanguage, { body: string; etag: string }>();
  const listIn = (language: CardLanguage) => {
    let found = bodies.get(language);
    if (!found) {
      const body = JSON.stringify(scenarioList(library, language, language === 'en' ? undefined : builtinScenarioCards()));
      found = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      bodies.set(language, found);
    }
    return found;
  };

  app.get(SCENARIO_LIST_PATH, (req, res) => {
    const lang = typeof req.query.lang === 'string' ? req.query.lang : undefined;
    const { body, etag } = listIn(cardLanguage(lang));
    // With ETag already set, Express skips hashing and answers a matching If-None-Match with 304.
    res.set({ 'Cache-Control': CACHE_CONTROL, ETag: etag }).type('application/json').send(body);
  });
}
