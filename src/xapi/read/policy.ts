// Who may read a learner's learning record: the learner, a teacher of a class they are in, an
// admin. The same relation the analytics profile's read uses (src/analytics/service.ts), in one
// function with one call site, so it can be switched to the shared auth policy in one line.
import type { Principal } from '../../auth/index.js';

/** A learner as a statement names them: their user id (account name) and/or their e-mail. */
export interface LearnerRef {
  userId?: string;
  email?: string;
}

export type Enrolments = (userId: string) => ReadonlyArray<{ teacherId: string }>;

export function mayReadLearnerRecord(principal: Principal, learner: LearnerRef, enrolments: Enrolments): boolean {
  if (principal.role === 'admin') return true;
  if (learner.userId !== undefined && learner.userId === principal.userId) return true;
  if (learner.email !== undefined && learner.email.toLowerCase() === principal.email.toLowerCase()) return true;
  return principal.role === 'teacher' && learner.userId !== undefined && enrolments(learner.userId).some((c) => c.teacherId === principal.userId);
}
