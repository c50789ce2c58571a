// Builds the xAPI intake from explicit dependencies: the guarded record store (statements about
// the service's own class records are refused) and the auth layer.
import { createHash } from 'node:crypto';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { ActingPolicy, AuthArea } from '../../auth/index.js';
import type { StatementStore } from '../store.js';
import { StatementIntakeService } from './service.js';

/** Per user: plenty for a page flushing every few seconds, not enough to flood the store. */
export const INTAKE_LIMIT = { limit: 120, windowMs: 60_000 };

export interface XapiAreaDeps {
  auth: AuthArea;
  /** Who may write (and read) statements about whom: the one rule of the auth layer. */
  acting: ActingPolicy;
  /** The record store as every area but school sees it (class activities reserved). */
  statements: StatementStore;
  openapi: OpenAPIRegistry;
}

export interface XapiArea {
  intake: StatementIntakeService;
  auth: AuthArea;
  acting: ActingPolicy;
  writes: RequestHandler;
  openapi: OpenAPIRegistry;
}

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

export function createXapiArea(deps: XapiAreaDeps): XapiArea {
  return {
    intake: new StatementIntakeService(deps.statements, sha1, deps.auth.users, deps.acting),
    auth: deps.auth,
    acting: deps.acting,
    writes: deps.auth.perUserLimit('xapi-intake', INTAKE_LIMIT),
    openapi: deps.openapi,
  };
}
