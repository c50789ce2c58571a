// Role names and their aliases (docs/auth.md): teacher = educator, learner = student, admin.
export const ROLES = ['teacher', 'learner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// A Map, not an object: keys come from outside, and `__proto__` or `constructor` must not
// resolve to Object.prototype members.
const ALIASES = new Map<string, Role>(
  Object.entries({
    teacher: 'teacher',
    educator: 'teacher',
    learner: 'learner',
    student: 'learner',
    admin: 'admin',
  }),
);

/** Canonical role for a claim value, or undefined when it is not a known role or alias. */
export function normaliseRole(value: unknown): Role | undefined {
  return typeof value === 'string' ? ALIASES.get(value.trim().toLowerCase()) : undefined;
}
