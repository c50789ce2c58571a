// The record-store area's tables as the stores see them through Kysely (schema in migrations.ts).
import type { Generated } from 'kysely';

export type XapiTables = {
  xapi_statements: {
    seq: Generated<number>;
    id: string;
    actor_key: string;
    writer: string | null;
    verb_id: string;
    activity_id: string | null;
    registration: string | null;
    stored: string;
    submitted: string;
    body: string;
  };
  xapi_writer_day_bytes: {
    writer: string;
    day: string;
    bytes: number;
  };
  xapi_writer_actor_counts: {
    writer: string;
    actor_key: string;
    statements: number;
  };
  xapi_outbox: {
    id: string;
    registration: string;
    learner_id: string;
    learner_email: string | null;
    verb: string;
    statement: string;
    created_at: number;
    attempts: Generated<number>;
    next_attempt_at: number;
    delivered_at: number | null;
    rejected_at: number | null;
    last_error: string | null;
    claimed_until: number | null;
  };
};
