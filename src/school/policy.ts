// Who may do what with a school class (the roles table of the API reference). Routes already
// admit only educators and admins; these rules decide per class. Unknown classes are 404 for
// every caller; a known class without the right is 403.
import type { Principal } from '../auth/principal.js';
import { appError } from '../http/errors.js';
import type { PendingTransfer, SchoolClass } from './schemas.js';

export const isAdmin = (p: Principal) => p.role === 'admin';
export const isOwner = (p: Principal, cls: SchoolClass) => cls.teacherEmail === p.email;

export const classNotFound = (classId: string) => appError('class_not_found', `No school class with id ${classId}`);

/** PATCH, invite-expert, remove-expert, transfer-ownership, cancel-transfer: the owner or an admin. */
export function assertManage(p: Principal, cls: SchoolClass): void {
  if (!isOwner(p, cls) && !isAdmin(p)) throw appError('forbidden', 'Only the owner of this class or an admin may do this');
}

/** accept-ownership: the educator named in the pending transfer, or an admin. */
export function assertMayAccept(p: Principal, pending: PendingTransfer): void {
  if (pending.newOwnerEmail !== p.email && !isAdmin(p)) {
    throw appError('not_invitee', 'Only the educator named in the pending transfer (or an admin) may accept it');
  }
}
