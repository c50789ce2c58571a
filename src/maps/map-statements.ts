// A map request's own learning record store (`config.xapi`): after the map is answered, one xAPI
// statement ("<who> received concept map <mapId>") goes to that endpoint through the outbound
// guard. The caller's LRS is theirs, so its failure never fails (or delays) the map request: it is
// logged as `map.xapi_failed` (docs/xapi.md).
import type { Request } from 'express';
import type { Principal } from '../auth/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { Logger } from '../logger.js';
import { createGuardedFetch } from '../net/outbound.js';
import { LrsStatementStore, type Statement } from '../xapi/index.js';
import type { MapInput } from './generation/index.js';
import type { XapiConfig } from './schemas.js';

export const RECEIVED_VERB = 'http://activitystrea.ms/schema/1.0/receive';

export interface MapStatementDeps {
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  /** `{activity_base}`: maps are activities under `{activity_base}/map/`. */
  activityBase: string;
  /** OUTBOUND_ALLOW_PRIVATE (tests): lets the endpoint be plain http on a private address. */
  allowPrivate: boolean;
  /** Bounds the whole exchange with the caller's LRS. */
  timeoutMs?: number;
}

/** The statement for one answered map request. */
export function mapStatement(p: { mapId: string; input: MapInput; principal: Principal | undefined; activityBase: string; id: string; timestamp: string }): Statement {
  const title = p.input.form === 'freeText' ? p.input.problem.slice(0, 200) : `${p.input.domain} / ${p.input.subdomain} / ${p.input.key}`;
  return {
    id: p.id,
    actor: p.principal
      ? { objectType: 'Agent', mbox: `mailto:${p.principal.email}`, ...(p.principal.name ? { name: p.principal.name } : {}) }
      : { objectType: 'Agent', account: { homePage: p.activityBase, name: 'anonymous' } },
    verb: { id: RECEIVED_VERB, display: { en: 'received' } },
    object: {
      objectType: 'Activity',
      id: `${p.activityBase}/map/${p.mapId}`,
      definition: { name: { en: title }, type: 'http://id.tincanapi.com/activitytype/resource' },
    },
    timestamp: p.timestamp,
  };
}

export class MapStatementSender {
  constructor(private readonly deps: MapStatementDeps) {}

  /**
   * Sends in the background; the returned promise (for tests) settles when the LRS answered or
   * the failure was logged. It never rejects.
   */
  send(req: Request, xapi: XapiConfig, mapId: string, input: MapInput, principal: Promise<Principal | undefined>): Promise<void> {
    const { endpoint } = xapi;
    if (!endpoint) return Promise.resolve();
    const fetch = createGuardedFetch({ allowPrivate: this.deps.allowPrivate, timeoutMs: this.deps.timeoutMs ?? 10_000 });
    const store = new LrsStatementStore({
      endpoint,
      username: xapi.username ?? '',
      password: xapi.password ?? '',
      random: this.deps.random,
      maxRetries: 0,
      timeoutMs: this.deps.timeoutMs ?? 10_000,
      fetch: fetch,
    });
    const log = req.log ?? this.deps.logger;
    return principal
      .then((who) =>
        store.save(mapStatement({ mapId, input, principal: who, activityBase: this.deps.activityBase, id: this.deps.random.uuid(), timestamp: new Date(this.deps.clock.now()).toISOString() })),
      )
      .then(
        (ids) => log.info({ mapId, statementId: ids[0] }, 'map.xapi_sent'),
        (err: unknown) => log.warn({ mapId, err: { name: (err as Error)?.name, reason: (err as { reason?: string })?.reason } }, 'map.xapi_failed'),
      );
  }
}
