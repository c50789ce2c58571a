// Who may use a class's content (docs: README "Class content", access): its owner (teacherEmail),
// its content experts, and admins. Decided from the class's current state on every request; the
// service applies it (ContentService.authorize), the endpoints' `authorize` step calls that.
import type { Principal } from '../auth/principal.js';
import { appError } from '../http/errors.js';
import type { SchoolClass, SchoolClassDirectory } from './school-directory.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function mayEditContent(p: Principal, cls: SchoolClass): boolean {
  if (p.role === 'admin') return true;
  if (p.role !== 'teacher') return false;
  return same(cls.teacherEmail, p.email) || cls.contentExperts.some((e) => same(e, p.email));
}

/** The class if the caller may use its content: 404 `class_not_found`, 403 `forbidden` otherwise. */
export async function classForEditor(directory: SchoolClassDirectory, p: Principal, classId: string): Promise<SchoolClass> {
  const cls = await directory.get(classId);
  if (!cls) throw appError('class_not_found', 'No class with this id');
  if (!mayEditContent(p, cls)) throw appError('forbidden', "Only the class's owner, its content experts and admins may use its content");
  return cls;
}
