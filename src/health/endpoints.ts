// GET /api/direct/health: liveness plus what the service can use (configured providers), declared
// once (src/http/endpoint.ts).
import type { Express } from 'express';
import { defineEndpoint, mountEndpoints, type Endpoint } from '../http/endpoint.js';
import type { HealthArea } from './area.js';
import { presentHealth } from './presenters.js';
import { HEALTH_EXAMPLE, HealthSchema, type Health } from './schemas.js';

/** The record engine and whether it answers: `down` when the trivial query fails. */
async function recordsStatus(area: HealthArea): Promise<Health['records']> {
  const status = await area.records.ping().then(
    () => 'up' as const,
    () => 'down' as const,
  );
  return { engine: area.records.dialect, status };
}

export function healthEndpoints(area: HealthArea): Endpoint[] {
  return [
    defineEndpoint({
      method: 'get',
      path: '/api/direct/health',
      tags: ['Health'],
      // Each engine is asked first (a PING on Redis, a trivial query on the records); presenting stays pure.
      // The outbox is kept with the records: while they are down its depth is unknown (null), and
      // health still answers, so it can say which engine is down.
      handle: async () => {
        const [live, records] = await Promise.all([area.live.status(), recordsStatus(area)]);
        const depth = records.status === 'up' ? await area.outbox.depth().catch(() => null) : null;
        return { now: area.clock.now(), live, records, depth };
      },
      present: { description: 'Healthy', schema: HealthSchema, example: HEALTH_EXAMPLE, body: ({ now, live, records, depth }) => presentHealth(area, now, live, records, depth) },
      docs: {
        summary: 'Health check',
        description:
          'Answers 200 while the service is up; lists the model providers that have server credentials, and says where live state (`memory`, or `redis` with REDIS_URL) and records (`sqlite`, or `postgres` with DATABASE_URL) are kept and whether each answers. While the records do not answer it still answers 200, with `records.status` `down` and `xapiOutbox` null.',
      },
    }),
  ];
}

export function mountHealth(app: Express, area: HealthArea): void {
  mountEndpoints(app, area.openapi, healthEndpoints(area));
}
