// The learning record's side of a practice session: builds the statements, checks them with the
// intake's validator, queues them in the durable outbox and asks delivery to run. It never throws
// (rejects) and never waits on the record store, only on the outbox row: a failure here is logged
// and the session goes on.
import type { Logger } from '../../logger.js';
import type { PracticeCompletion, PracticeRecorder, PracticeStart } from '../../shared/practice-record.js';
import type { OutboxDelivery } from '../outbox/delivery.js';
import type { OutboxEntry, OutboxStore } from '../outbox/store.js';
import type { Statement } from '../types.js';
import { validateStatement } from '../validation.js';
import { completionStatements, initializedStatement, type PracticeStatementConfig } from './statements.js';

export interface XapiPracticeRecorderDeps {
  config: PracticeStatementConfig;
  outbox: OutboxStore;
  delivery: Pick<OutboxDelivery, 'kick'>;
  logger: Logger;
  now: () => number;
}

const verbName = (s: Statement) => s.verb.id.slice(s.verb.id.lastIndexOf('/') + 1);

export class XapiPracticeRecorder implements PracticeRecorder {
  constructor(private readonly deps: XapiPracticeRecorderDeps) {}

  started(event: PracticeStart): Promise<boolean> {
    return this.queue(event, () => [initializedStatement(this.deps.config, event)]);
  }

  completed(event: PracticeCompletion): Promise<boolean> {
    return this.queue(event, () => completionStatements(this.deps.config, event));
  }

  private async queue(event: PracticeStart, build: () => Statement[]): Promise<boolean> {
    try {
      const statements = build();
      const problems = statements.flatMap((s) => validateStatement(s));
      if (problems.length) {
        this.deps.logger.error({ session_id: event.sessionId, problems: problems.slice(0, 5) }, 'xapi.practice_invalid');
        return false;
      }
      const createdAt = this.deps.now();
      const entries: OutboxEntry[] = statements.map((s) => ({
        id: s.id!,
        registration: event.sessionId,
        learnerId: event.learner.id,
        ...(event.learner.email ? { learnerEmail: event.learner.email } : {}),
        verb: verbName(s),
        statement: s,
        createdAt,
      }));
      const added = await this.deps.outbox.enqueue(entries);
      if (added) this.deps.delivery.kick();
      return true;
    } catch (err) {
      this.deps.logger.error({ session_id: event.sessionId, err: { name: (err as Error)?.name, message: (err as Error)?.message } }, 'xapi.practice_queue_failed');
      return false;
    }
  }
}
