import { describe, expect, it } from 'vitest';
import { normaliseRole } from '../../src/users/roles.js';

describe('normaliseRole', () => {
  it('maps roles and their aliases', () => {
    expect(normaliseRole('Educator')).toBe('teacher');
    expect(normaliseRole(' student ')).toBe('learner');
    expect(normaliseRole('admin')).toBe('admin');
    expect(normaliseRole('owner')).toBeUndefined();
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('does not resolve the object key "%s" to a role', (claim) => {
    expect(normaliseRole(claim)).toBeUndefined();
  });
});
