// GET /api/direct/health: liveness plus what the service can use (configured providers).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Express } from 'express';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { LlmGateway } from '../llm/gateway.js';
import type { OutboxStore } from '../xapi/index.js';
import { API_VERSION, jsonExample } from '../openapi/registry.js';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: z.number(),
    providers: z.object({
      configured: z.array(z.enum(['provider_a', 'provider_b', 'provider_c'])),
      default: z.string(),
      builtin: z.literal(true),
    }),
    xapiOutbox: z
      .object({
        pending: z.int().meta({ description: 'Practice-session statements waiting for the record store.' }),
        rejected: z.int().meta({ description: 'Statements the record store refused for good (logged as `xapi.outbox_rejected`).' }),
        oldestPendingAgeSeconds: z.int().nullable().meta({ description: 'How long the oldest waiting statement has waited, or null.' }),
      })
      .meta({ description: 'The learning-record outbox (docs/xapi.md).' }),
  })
  .meta({ id: 'Health' });

export interface HealthArea {
  config: AppConfig;
  clock: Clock;
  llm: LlmGateway;
  openapi: OpenAPIRegistry;
  /** The xAPI outbox, for its depth. */
  outbox: Pick<OutboxStore, 'depth'>;
  /** When the app was built (uptime is counted from here). */
  startedAt: number;
}

export function createHealthArea(deps: Omit<HealthArea, 'startedAt'>): HealthArea {
  return { ...deps, startedAt: deps.clock.now() };
}

export function mountHealth(app: Express, area: HealthArea): void {
  const { clock, llm, config, startedAt, outbox } = area;
  area.openapi.registerPath({
    method: 'get',
    path: '/api/direct/health',
    summary: 'Health check',
    description: 'Answers 200 while the service is up; lists the model providers that have server credentials.',
    responses: { 200: { description: 'Healthy', ...jsonExample(HealthSchema, { status: 'ok', version: API_VERSION, uptimeSeconds: 3600, providers: { configured: ['provider_b'], default: 'provider_b', builtin: true }, xapiOutbox: { pending: 0, rejected: 0, oldestPendingAgeSeconds: null } }) } },
  });
  app.get('/api/direct/health', (_req, res) => {
    const depth = outbox.depth();
    const body: z.infer<typeof HealthSchema> = {
      status: 'ok',
      version: API_VERSION,
      uptimeSeconds: Math.round((clock.now() - startedAt) / 1000),
      providers: {
        configured: llm.configured().filter((p): p is 'provider_a' | 'provider_b' | 'provider_c' => p !== 'builtin'),
        default: config.llm.defaultProvider,
        builtin: true,
      },
      xapiOutbox: {
        pending: depth.pending,
        rejected: depth.rejected,
        oldestPendingAgeSeconds: depth.oldestPendingAt === null ? null : Math.max(0, Math.round((clock.now() - depth.oldestPendingAt) / 1000)),
      },
    };
    res.json(body);
  });
}
