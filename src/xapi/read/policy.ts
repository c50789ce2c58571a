// Who may read a learner's learning record: the one acting-for rule of the auth layer (the
// learner, a teacher of a class they are in, an admin). Which user a query's `agent` names is the
// intake's rule (../agents.ts); this file adds only the practice journal's e-mail, which names
// the learner a session was written for.
import type { ActingPolicy, Principal } from '../../auth/index.js';

/** A learner as a statement names them: their user id (account name) and/or their e-mail. */
export interface LearnerRef {
  userId?: string;
  email?: string;
}

/** An admin reads statements across learners; anyone else names the one learner they read about. */
export const readsAcrossLearners = (principal: Principal) => principal.role === 'admin';

export async function mayReadLearnerRecord(principal: Principal, learner: LearnerRef, acting: ActingPolicy): Promise<boolean> {
  // A learner named only by e-mail is the principal when the addresses match.
  if (learner.email !== undefined && learner.email.toLowerCase() === principal.email.toLowerCase()) return true;
  return acting.mayActFor(principal, learner.userId);
}
