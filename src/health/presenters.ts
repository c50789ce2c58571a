// What the health area knows -> the health answer. Pure.
import { API_VERSION } from '../http/openapi-registry.js';
import type { OutboxDepth } from '../xapi/index.js';
import type { HealthArea } from './area.js';
import type { Health } from './schemas.js';

export function presentHealth(area: HealthArea, now: number, live: Health['liveState'], records: Health['records'], depth: OutboxDepth | null): Health {
  return {
    status: 'ok',
    version: API_VERSION,
    uptimeSeconds: Math.round((now - area.startedAt) / 1000),
    providers: {
      configured: area.llm.configured(),
      default: area.config.llm.defaultProvider,
      builtin: true,
    },
    xapiOutbox:
      depth === null
        ? null
        : {
            pending: depth.pending,
            rejected: depth.rejected,
            oldestPendingAgeSeconds: depth.oldestPendingAt === null ? null : Math.max(0, Math.round((now - depth.oldestPendingAt) / 1000)),
          },
    liveState: { engine: live.engine, status: live.status },
    records: { engine: records.engine, status: records.status },
  };
}
