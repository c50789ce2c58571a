// POST /api/xapi/statement (intake/) and GET /api/xapi/statements (read/), bearer or cookie: each
// endpoint declared once, mounted and documented from the same declaration (src/http/endpoint.ts).
import type { Express } from 'express';
import { defineEndpoint, mountEndpoints, type Endpoint } from '../http/endpoint.js';
import { parseWith } from '../http/validate.js';
import { INTAKE_LIMIT, type XapiArea } from './intake/area.js';
import * as INTAKE from './intake/examples.js';
import { MAX_STATEMENTS_PER_REQUEST, StatementIntakeRequestSchema, StatementIntakeResponseSchema } from './intake/schemas.js';
import * as READ from './read/examples.js';
import { StatementReadQuerySchema, StatementResultSchema } from './read/schemas.js';
import { STATEMENTS_PATH } from './read/service.js';

const AUTH_401 = '`missing_authorization`, `invalid_token`, `token_expired` or `token_revoked`.';

export function xapiEndpoints(area: XapiArea): Endpoint[] {
  const common = { tags: ['xAPI'], auth: area.auth.endpoint.bearerOrCookie() };
  return [
    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/xapi/statement',
      limit: area.writes,
      // A missing body is refused as not an object or array, not read as {}.
      body: { schema: StatementIntakeRequestSchema, example: INTAKE.INTAKE_REQUEST, parse: (raw) => parseWith(StatementIntakeRequestSchema, raw) },
      handle: ({ principal, body }) => area.intake.intake(principal, body),
      present: {
        description: 'Stored',
        schema: StatementIntakeResponseSchema,
        example: INTAKE.INTAKE_RESPONSE,
        set: { 'Cache-Control': 'no-store' },
        body: (stored) => stored,
      },
      docs: {
        summary: 'Store xAPI statements in the learning record store',
        description: [
          `One statement or an array of up to ${MAX_STATEMENTS_PER_REQUEST}, validated against xAPI 1.0.3 and stored all or nothing:`,
          "in the external LRS when XAPI_ENDPOINT is set, otherwise in the embedded store (500 per writer and actor, the writer's own oldest go first; XAPI_EMBEDDED_KB_PER_DAY per writer per day).",
          'Answers the stored ids in order. Re-sending an id with the same body is idempotent (the same id again); with a different body it is 409.',
          "Each statement is stored with `authority` the caller (an account on XAPI_ACCOUNT_HOMEPAGE named by their user id), whatever authority it was posted with (xAPI has the store set it; authority is no part of the comparison for a repeated id). The service's own records carry the account `learning-platform-service` instead. An external LRS sets authority from the service's credentials and may replace both with that (docs/xapi.md).",
          'Each statement must be about someone the caller may act for (docs/auth.md): themselves (`mbox` of their e-mail, its `mbox_sha1sum`, or an `account` on XAPI_ACCOUNT_HOMEPAGE named by their user id), a learner enrolled in a class they teach (named by `mbox`, or by an `account` on XAPI_ACCOUNT_HOMEPAGE), or anyone for an admin (docs/xapi.md). An `account` on any other home page is someone who is no user here: only an admin may write about it.',
          "Statements about the service's own school-class records are refused. Authenticated by a bearer JWT, or the auth cookie (writes from a foreign origin: 403).",
          `Rate limited to ${INTAKE_LIMIT.limit} requests per minute per user.`,
        ].join(' '),
        errors: {
          400: "`invalid_statement`: not valid xAPI (no actor, verb or object, a malformed IRI or mbox, ...); `details.problems` lists the validator's messages, each with the statement index in a batch. `invalid_request`: not an object or array. `too_deep`: the body nests deeper than JSON_MAX_DEPTH (64) levels.",
          401: AUTH_401,
          403: '`actor_not_self`: a statement about someone the caller may not act for (`details.field` names the statement). `origin_not_allowed`: a cookie write from a foreign origin.',
          409: '`statement_conflict`: a statement with this id is stored with a different body.',
          413: `\`too_many_statements\`: more than ${MAX_STATEMENTS_PER_REQUEST} statements; \`payload_too_large\`: the body is over BODY_LIMIT_KB.`,
          429: '`rate_limited`, with Retry-After; `quota_exceeded`: the caller stored XAPI_EMBEDDED_KB_PER_DAY of statements today (embedded store), with Retry-After until midnight UTC.',
          500: '`record_store_failed`: the record store is unavailable; nothing was stored.',
        },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: STATEMENTS_PATH,
      limit: area.reads,
      query: StatementReadQuerySchema,
      queryCode: 'invalid_query',
      handle: ({ principal, query }) => area.reader.read(principal, query),
      present: {
        description: 'One page of statements',
        schema: StatementResultSchema,
        example: READ.STATEMENT_RESULT,
        set: { 'Cache-Control': 'no-store', 'X-Experience-API-Version': '1.0.3' },
        body: (page) => page,
      },
      docs: {
        summary: 'Read statements from the learning record store',
        description: [
          "The xAPI statement resource's query (registration, activity, agent, verb, since, limit, ascending) and paging: `more` is the IRL of the next page, or empty on the last.",
          "A practice session's statements: `?registration=<session id>`. Read rule (docs/xapi.md): an admin reads anything; anyone else names one learner (`agent`, or the `registration` of a practice session) and must be that learner or a teacher of a class the learner is in. The `agent` names a user as the intake's actor does: an account on XAPI_ACCOUNT_HOMEPAGE named by a user id, an mbox of a user's e-mail (any letter case), or the caller's own mbox_sha1sum.",
          "Each statement carries its `authority`: the user who wrote it, or the service's account `learning-platform-service` (on XAPI_ACCOUNT_HOMEPAGE) for its own records, such as a practice session's result; statements stored before authority was recorded may have none unless a user wrote them.",
          'Authenticated by a bearer JWT or the auth cookie.',
        ].join(' '),
        errors: {
          400: '`invalid_query`: a malformed parameter, agent or `more` continuation.',
          401: AUTH_401,
          403: '`forbidden`: no learner named (not an admin), or not the learner, their teacher or an admin.',
          429: `\`rate_limited\`: more than ${area.readLimit.limit} reads per minute for this user (XAPI_READS_PER_MINUTE); see Retry-After.`,
          500: '`record_store_failed`: the record store is unavailable.',
        },
      },
    }),
  ];
}

export function mountXapi(app: Express, area: XapiArea): void {
  mountEndpoints(app, area.openapi, xapiEndpoints(area));
}
