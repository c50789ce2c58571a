// Builds the health area: what it reports on (providers, the xAPI outbox, the record and live-state
// engines) and when the app started.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { LlmGateway } from '../llm/gateway.js';
import type { Awaitable } from '../storage/live/awaitable.js';
import type { SqlEngine } from '../storage/sql-engine.js';
import type { OutboxStore } from '../xapi/index.js';

export interface HealthArea {
  config: AppConfig;
  clock: Clock;
  llm: LlmGateway;
  openapi: OpenAPIRegistry;
  /** The xAPI outbox, for its depth. */
  outbox: Pick<OutboxStore, 'depth'>;
  /** The record engine: which one, and whether it answers a trivial query. */
  records: Pick<SqlEngine, 'dialect' | 'ping'>;
  /** Where live state is kept and whether it answers (memory: always). */
  live: { status(): Awaitable<{ engine: 'memory' | 'redis'; status: 'up' | 'down' }> };
  /** When the app was built (uptime is counted from here). */
  startedAt: number;
}

export function createHealthArea(deps: Omit<HealthArea, 'startedAt'>): HealthArea {
  return { ...deps, startedAt: deps.clock.now() };
}
