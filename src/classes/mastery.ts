// What the classes area reads from learning analytics: each learner's mastery per concept, by
// Bayesian Knowledge Tracing over their events. A port, not an import: analytics already depends
// on classes (who teaches whom, learning paths), so the composition root hands its service in here.

/** One concept of one learner, as the learning-analytics profile computes it. */
export interface ConceptMastery {
  /** P(known) after the learner's attempts (0..1). */
  mastery: number;
  state: 'not_started' | 'learning' | 'struggling' | 'mastered';
  attempts: number;
  correct: number;
}

export type MasteryByLearner = ReadonlyMap<string, ReadonlyMap<string, ConceptMastery>>;

export interface MasterySource {
  /** Per learner id, per concept id: the concepts the learner has analytics evidence on. */
  masteryOf(userIds: readonly string[]): Promise<MasteryByLearner>;
}
