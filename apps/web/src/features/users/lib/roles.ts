import { PROTECTED_USER_ID, type RoleId, ROLES, type User } from '@app/contracts';
import type { badgeVariants } from '@/components/ui/badge';
import type { VariantProps } from 'class-variance-authority';

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;
export type RoleKey = keyof typeof ROLES;

/** SPEC §6: 1 Superadmin, 2 Admin, 3 Editor, 4 Recruiter. */
export const ROLE_KEYS: Record<RoleId, RoleKey> = {
  1: 'superadmin',
  2: 'admin',
  3: 'editor',
  4: 'recruiter',
};

export const isRoleId = (value: number): value is RoleId => value in ROLE_KEYS;

export const ROLE_BADGE: Record<RoleKey, BadgeVariant> = {
  superadmin: 'default',
  admin: 'brand',
  editor: 'blue',
  recruiter: 'yellow',
};

/** SPEC §3: a user without `is_enabled` counts as enabled. */
export const isEnabled = (user: Pick<User, 'is_enabled'>) => user.is_enabled !== false;

type Actor = Pick<User, 'id' | 'role_id'> | null;

/** The roles the signed-in user may give: Superadmin only by a superadmin (the server refuses otherwise). */
export const assignableRoles = (actor: Actor): RoleId[] =>
  actor?.role_id === ROLES.superadmin ? [1, 2, 3, 4] : [2, 3, 4];

/** The roles the user dialog offers: those the actor may give, and the edited account's own. */
export function roleChoices(actor: Actor, account: Pick<User, 'role_id'> | null): RoleId[] {
  const roles = assignableRoles(actor);
  const own = account?.role_id;
  return own !== undefined && isRoleId(own) && !roles.includes(own) ? [own, ...roles] : roles;
}

/**
 * Whether the signed-in user may edit a row: never user 1 (SPEC §6), and superadmin accounts only
 * by a superadmin (the server's rule).
 */
export const canEditUser = (actor: Actor, target: Pick<User, 'id' | 'role_id'>) =>
  actor !== null &&
  target.id !== PROTECTED_USER_ID &&
  (target.role_id !== ROLES.superadmin || actor.role_id === ROLES.superadmin);

/** Disable and delete as for edit, and never on one's own account (the server refuses it). */
export const canRemoveUser = (actor: Actor, target: Pick<User, 'id' | 'role_id'>) =>
  canEditUser(actor, target) && actor?.id !== target.id;
