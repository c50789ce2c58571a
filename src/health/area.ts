// Builds the health area: what it reports on (providers, the xAPI outbox) and when the app started.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { LlmGateway } from '../llm/gateway.js';
import type { Awaitable } from '../storage/live/awaitable.js';
import type { OutboxStore } from '../xapi/index.js';

export interface HealthArea {
  config: AppConfig;
  clock: Clock;
  llm: LlmGateway;
  openapi: OpenAPIRegistry;
  /** The xAPI outbox, for its depth. */
  outbox: Pick<OutboxStore, 'depth'>;
  /** Where live state is kept and whether it answers (memory: always). */
  live: { status(): Awaitable<{ engine: 'memory' | 'redis'; status: 'up' | 'down' }> };
  /** When the app was built (uptime is counted from here). */
  startedAt: number;
}

export function createHealthArea(deps: Omit<HealthArea, 'startedAt'>): HealthArea {
  return { ...deps, startedAt: deps.clock.now() };
}
