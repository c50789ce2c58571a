// The access rules as pure functions, for every combination of relation and role.
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../src/auth/principal.js';
import { accessOf, assertEnrolled, assertManage, assertVisible, canCreate } from '../../src/classes/policy.js';
import type { Role } from '../../src/users/roles.js';

const who = (userId: string, role: Role): Principal => ({ userId, email: `${userId}@x`, name: null, role });
const cls = { teacherId: 'owner' };
const status = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (err) {
    return (err as { status: number }).status;
  }
};

describe('class policy', () => {
  const cases: Array<[string, Principal, boolean, { view: number; manage: number; enrolled: number }]> = [
    ['owner teacher', who('owner', 'teacher'), false, { view: 200, manage: 200, enrolled: 403 }],
    ['owner demoted to learner', who('owner', 'learner'), false, { view: 200, manage: 403, enrolled: 403 }],
    ['admin', who('adm', 'admin'), false, { view: 200, manage: 200, enrolled: 403 }],
    ['enrolled admin', who('adm', 'admin'), true, { view: 200, manage: 200, enrolled: 200 }],
    ['enrolled learner', who('l', 'learner'), true, { view: 200, manage: 403, enrolled: 200 }],
    ['enrolled other teacher', who('t2', 'teacher'), true, { view: 200, manage: 403, enrolled: 200 }],
    ['stranger learner', who('s', 'learner'), false, { view: 404, manage: 404, enrolled: 404 }],
    ['stranger teacher', who('t3', 'teacher'), false, { view: 404, manage: 404, enrolled: 404 }],
  ];
  for (const [name, p, enrolled, want] of cases) {
    it(name, () => {
      const a = accessOf(p, cls, enrolled);
      expect({
        view: status(() => assertVisible(a)),
        manage: status(() => assertManage(a, p)),
        enrolled: status(() => assertEnrolled(a)),
      }).toEqual(want);
    });
  }

  it('only teachers and admins create', () => {
    expect([canCreate(who('a', 'teacher')), canCreate(who('a', 'admin')), canCreate(who('a', 'learner'))]).toEqual([true, true, false]);
  });
});
