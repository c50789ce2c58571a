// The one rule for writing or reading records about a person (docs/auth.md, "Acting for another
// person"): a user may act for themselves; a teacher for a learner enrolled in one of their
// classes; an admin for anyone; nobody else. Every area that stores or shows records about a
// person (xAPI statements, analytics events and profiles, and whatever comes next) asks this
// policy and never re-implements the rule. The auth layer imports no area, so the "who teaches
// whom" facts come in as relations the composition root wires from the class areas.
import type { Principal } from './principal.js';

/** One kind of class membership (bearer classes; school classes once learners enrol in them). */
export interface TeachingRelation {
  /** True when `teacherId` teaches a class that `learnerId` is enrolled in (the answer may come from the record engine). */
  teaches(teacherId: string, learnerId: string): boolean | Promise<boolean>;
}

export interface ActingPolicy {
  /**
   * May `principal` write or read records about the user `subjectUserId`?
   * - the principal themselves: yes;
   * - an admin: yes, about anyone (also about someone who is no user here: `undefined`);
   * - a teacher: yes when they teach a class the subject is enrolled in (any relation);
   * - anyone else, or a subject that could not be resolved to a user (`undefined`): no.
   * No side effects; asynchronous because class membership lives in the record engine. Callers
   * raise their own 403 naming the offending item.
   */
  mayActFor(principal: Principal, subjectUserId: string | undefined): Promise<boolean>;
}

export function createActingPolicy(relations: readonly TeachingRelation[]): ActingPolicy {
  return {
    async mayActFor(principal, subjectUserId) {
      if (principal.role === 'admin') return true;
      if (subjectUserId === undefined) return false;
      if (subjectUserId === principal.userId) return true;
      if (principal.role !== 'teacher') return false;
      for (const relation of relations) if (await relation.teaches(principal.userId, subjectUserId)) return true;
      return false;
    },
  };
}
