// GET /api/direct/health: liveness plus what the service can use (configured providers), declared
// once (src/http/endpoint.ts).
import type { Express } from 'express';
import { defineEndpoint, mountEndpoints, type Endpoint } from '../http/endpoint.js';
import type { HealthArea } from './area.js';
import { presentHealth } from './presenters.js';
import { HEALTH_EXAMPLE, HealthSchema } from './schemas.js';

export function healthEndpoints(area: HealthArea): Endpoint[] {
  return [
    defineEndpoint({
      method: 'get',
      path: '/api/direct/health',
      tags: ['Health'],
      // Live state (a PING on Redis) and the outbox depth (the record engine) are read first; presenting stays pure.
      handle: async () => ({ now: area.clock.now(), live: await area.live.status(), depth: await area.outbox.depth() }),
      present: { description: 'Healthy', schema: HealthSchema, example: HEALTH_EXAMPLE, body: ({ now, live, depth }) => presentHealth(area, now, live, depth) },
      docs: {
        summary: 'Health check',
        description:
          'Answers 200 while the service is up; lists the model providers that have server credentials, and says where live state is kept (`memory`, or `redis` with REDIS_URL) and whether it answers.',
      },
    }),
  ];
}

export function mountHealth(app: Express, area: HealthArea): void {
  mountEndpoints(app, area.openapi, healthEndpoints(area));
}
