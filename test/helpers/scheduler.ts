// A delivery scheduler the test drives: it remembers what was scheduled and runs it only when
// told, so outbox delivery in tests never waits on a timer.
import type { DeliveryScheduler } from '../../src/xapi/index.js';

export interface ManualScheduler extends DeliveryScheduler {
  /** The delay of the pending run, or null when nothing is scheduled. */
  pendingDelay(): number | null;
}

export function manualScheduler(): ManualScheduler {
  let pending: { delay: number; fn: () => void } | null = null;
  return {
    schedule(delay, fn) {
      pending = { delay, fn };
    },
    cancel() {
      pending = null;
    },
    pendingDelay: () => pending?.delay ?? null,
  };
}
