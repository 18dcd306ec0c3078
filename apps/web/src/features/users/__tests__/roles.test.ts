import { describe, expect, it } from 'vitest';
import { assignableRoles, canEditUser, canRemoveUser, isEnabled } from '../lib/roles';

const superadmin = { id: 1, role_id: 1 };
const otherSuperadmin = { id: 5, role_id: 1 };
const admin = { id: 2, role_id: 2 };
const editor = { id: 9, role_id: 3 };

describe('what the signed-in role may do with an account', () => {
  it('offers the Superadmin role only to a superadmin', () => {
    expect(assignableRoles(superadmin)).toEqual([1, 2, 3, 4]);
    expect(assignableRoles(admin)).toEqual([2, 3, 4]);
  });

  it('never offers an action on user 1', () => {
    expect(canEditUser(superadmin, superadmin)).toBe(false);
    expect(canEditUser(admin, superadmin)).toBe(false);
    expect(canRemoveUser(superadmin, superadmin)).toBe(false);
  });

  it('lets superadmin accounts be managed only by a superadmin', () => {
    expect(canEditUser(superadmin, otherSuperadmin)).toBe(true);
    expect(canEditUser(admin, otherSuperadmin)).toBe(false);
    expect(canRemoveUser(admin, otherSuperadmin)).toBe(false);
    expect(canEditUser(admin, editor)).toBe(true);
    expect(canRemoveUser(admin, editor)).toBe(true);
  });

  it('lets users edit their own account but not disable or delete it', () => {
    expect(canEditUser(admin, admin)).toBe(true);
    expect(canRemoveUser(admin, admin)).toBe(false);
    expect(canEditUser(null, editor)).toBe(false);
  });

  it('reads a missing is_enabled as enabled', () => {
    expect(isEnabled({} as { is_enabled: boolean })).toBe(true);
    expect(isEnabled({ is_enabled: false })).toBe(false);
  });
});
