// Bayesian Knowledge Tracing (Corbett & Anderson, 1995): P(known) per concept, updated by each
// attempt. The priors are documented in docs/analytics.md; they are the textbook defaults, not
// fitted, because the service has no per-skill data to fit them on.
export interface BktParams {
  /** P(L0): known before the first attempt. */
  init: number;
  /** P(T): learned between attempts. */
  transit: number;
  /** P(S): a wrong answer although known. */
  slip: number;
  /** P(G): a right answer although not known. */
  guess: number;
}

export const DEFAULT_BKT: BktParams = { init: 0.2, transit: 0.15, slip: 0.1, guess: 0.2 };

/** P(known) after one more attempt. */
export function bktUpdate(known: number, correct: boolean, p: BktParams = DEFAULT_BKT): number {
  const posterior = correct
    ? (known * (1 - p.slip)) / (known * (1 - p.slip) + (1 - known) * p.guess)
    : (known * p.slip) / (known * p.slip + (1 - known) * (1 - p.guess));
  return posterior + (1 - posterior) * p.transit;
}

/** P(known) after a sequence of attempts, oldest first. */
export function bktMastery(attempts: readonly boolean[], p: BktParams = DEFAULT_BKT): number {
  return attempts.reduce((known, correct) => bktUpdate(known, correct, p), p.init);
}

/** At or above this, a concept counts as mastered (the usual BKT threshold). */
export const MASTERED = 0.95;
/** Below this after at least two attempts, the learner is struggling with it. */
export const STRUGGLING = 0.4;
