// The health answer's schema and its example in the OpenAPI document.
import { z } from 'zod';
import { API_VERSION } from '../http/openapi-registry.js';

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
      .nullable()
      .meta({ description: 'The learning-record outbox (docs/xapi.md); null while the record engine does not answer, since the outbox is kept there.' }),
    liveState: z
      .object({
        engine: z.enum(['memory', 'redis']).meta({ description: '`memory`: this instance alone; `redis`: shared by every instance on REDIS_URL.' }),
        status: z.enum(['up', 'down']).meta({ description: '`down` when Redis does not answer a PING: sessions, limits and logins fail until it does.' }),
      })
      .meta({ description: 'Where live state is kept: sessions, locks, quotas, rate-limit counters, revoked tokens (docs/conversations.md).' }),
    records: z
      .object({
        engine: z.enum(['sqlite', 'postgres']).meta({ description: '`sqlite`: the embedded file in DATA_DIR, this instance alone; `postgres`: DATABASE_URL, shared by every instance.' }),
        status: z.enum(['up', 'down']).meta({ description: '`down` when the engine does not answer a trivial query: reads and writes of records fail until it does.' }),
      })
      .meta({ description: 'Where durable records are kept (README, "Scaling out").' }),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof HealthSchema>;

export const HEALTH_EXAMPLE: Health = {
  status: 'ok',
  version: API_VERSION,
  uptimeSeconds: 3600,
  providers: { configured: ['provider_b'], default: 'provider_b', builtin: true },
  xapiOutbox: { pending: 0, rejected: 0, oldestPendingAgeSeconds: null },
  liveState: { engine: 'memory', status: 'up' },
  records: { engine: 'sqlite', status: 'up' },
};
