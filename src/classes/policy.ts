// Who may do what with a class. One rule keeps existence from leaking: a caller who cannot see a
// class gets 404 for everything about it; a caller who can see it but lacks the right gets 403.
import type { Principal } from '../auth/index.js';
import { appError } from '../http/errors.js';

export interface Access {
  owner: boolean;
  enrolled: boolean;
  admin: boolean;
}

export function accessOf(p: Principal, cls: { teacherId: string }, enrolled: boolean): Access {
  return { owner: cls.teacherId === p.userId, enrolled, admin: p.role === 'admin' };
}

export const canView = (a: Access) => a.owner || a.enrolled || a.admin;

/**
 * Saving a curriculum, deleting, reading everyone's progress: the owner while holding the teacher
 * role (an owner whose role was lowered to learner no longer manages), or an admin (docs/classes.md).
 */
export const canManage = (a: Access, p: Principal) => a.admin || (a.owner && p.role === 'teacher');

export const canCreate = (p: Principal) => p.role === 'teacher' || p.role === 'admin';

/** Listing every class (`scope=all`): admins only. */
export const canListAll = (p: Principal) => p.role === 'admin';

/** The classes a list shows without a `scope`: every class to an admin, the ones taught to a teacher, else the ones enrolled in. */
export const defaultListScope = (p: Principal): 'all' | 'teaching' | 'enrolled' => (canListAll(p) ? 'all' : p.role === 'teacher' ? 'teaching' : 'enrolled');

export const classNotFound = () => appError('class_not_found', 'Class not found');

export function assertVisible(a: Access): void {
  if (!canView(a)) throw classNotFound();
}

export function assertManage(a: Access, p: Principal): void {
  assertVisible(a);
  if (!canManage(a, p)) throw appError('forbidden', 'Only the teacher who owns this class, or an admin, may do this');
}

export function assertEnrolled(a: Access): void {
  assertVisible(a);
  if (!a.enrolled) throw appError('not_enrolled', 'Only learners enrolled in this class have progress here');
}
