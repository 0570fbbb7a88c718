import { isStaff, roleKind } from './roles';

describe('roles', () => {
  it.each([
    ['Assessor', 'assessor'],
    ['assessor', 'assessor'],
    ['ADMIN', 'admin'],
    ['admin', 'admin'],
    ['SuperAssessor', 'superassessor'],
    [' superassessor ', 'superassessor'],
    ['participant', 'participant'],
    ['manager', 'participant'],
    ['', 'participant'],
  ])('reads %p as %p', (role, kind) => {
    expect(roleKind({ role: role as never })).toBe(kind);
  });

  it('counts the three staff roles as staff, anyone else not', () => {
    expect(['Assessor', 'ADMIN', 'superAssessor'].every((role) => isStaff({ role: role as never }))).toBe(true);
    expect(isStaff({ role: 'participant' })).toBe(false);
    expect(isStaff({ role: 'assessors' as never })).toBe(false);
  });
});
