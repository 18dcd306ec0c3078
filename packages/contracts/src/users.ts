import { z } from 'zod';
import { EmailSchema, requiredText, TimestampSchema } from './common.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** 1 Superadmin, 2 Admin, 3 Editor, 4 Recruiter. */
export const ROLES = { superadmin: 1, admin: 2, editor: 3, recruiter: 4 } as const;
export const RoleIdSchema = z.coerce.number().int().min(1).max(4);
export type RoleId = 1 | 2 | 3 | 4;
export const PROTECTED_USER_ID = 1;
/** ASVS level 2; `scripts/common-passwords.mjs` reads this number to filter its list. */
export const MIN_PASSWORD_LENGTH = 12;

export const UserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  is_enabled: z.boolean(),
  created_at: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;
export const UserListSchema = z.array(UserSchema);

const commonPasswords = new Set(COMMON_PASSWORDS);

/**
 * One of the most common passwords (compared case-insensitively; the list holds those long enough
 * to pass the length rule), or one character repeated.
 */
export const isCommonPassword = (password: string) => {
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || /^(.)\1*$/su.test(lower);
};

/** The password is the e-mail address, or its part before the @ (case-insensitively). */
export const isEmailPassword = (password: string, email: string) => {
  const typed = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return typed === address || (at > 0 && typed === address.slice(0, at));
};

export const PASSWORD_TOO_COMMON = 'This password is too common; choose another one';
export const PASSWORD_IS_EMAIL = 'Password must not be the e-mail address';

/**
 * A new password (creating or changing one, and ADMIN_PASSWORD). Signing in accepts any stored
 * password (LoginInputSchema): accounts keep theirs until they change it.
 */
export const PasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, {
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    abort: true,
  })
  .max(200)
  .refine((password) => !isCommonPassword(password), {
    message: PASSWORD_TOO_COMMON,
    params: { key: 'passwordTooCommon' },
  });

/** A password and an e-mail address given together must differ. */
const passwordNotEmail = (user: { password?: string; email?: string }) =>
  !user.password || !user.email || !isEmailPassword(user.password, user.email);

export const UserCreateSchema = z
  .object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: EmailSchema,
    role_id: RoleIdSchema.default(ROLES.recruiter),
    password: PasswordSchema,
    is_enabled: z.boolean().default(true),
  })
  .refine(passwordNotEmail, {
    message: PASSWORD_IS_EMAIL,
    path: ['password'],
    params: { key: 'passwordIsEmail' },
  });
export type UserCreate = z.infer<typeof UserCreateSchema>;

/**
 * PATCH: any subset; an empty password means "keep the current one". A new password without an
 * e-mail address is compared with the stored one by the route.
 */
export const UserPatchSchema = z
  .object({
    first_name: requiredText(100).optional(),
    last_name: requiredText(100).optional(),
    email: EmailSchema.optional(),
    role_id: RoleIdSchema.optional(),
    password: z.preprocess((v) => (v === '' ? undefined : v), PasswordSchema.optional()),
    is_enabled: z.boolean().optional(),
  })
  .refine(passwordNotEmail, {
    message: PASSWORD_IS_EMAIL,
    path: ['password'],
    params: { key: 'passwordIsEmail' },
  });
export type UserPatch = z.infer<typeof UserPatchSchema>;

/**
 * What each role may use (DESIGN "Auth and roles"). The server enforces it on every call;
 * the web app reads the same table to show only what a role may do.
 */
export type Area = 'users' | 'jobs' | 'content' | 'chat' | 'audit' | 'dashboard';

export const AREA_ROLES: Record<Area, readonly number[]> = {
  users: [ROLES.superadmin, ROLES.admin],
  jobs: [ROLES.superadmin, ROLES.admin, ROLES.recruiter],
  content: [ROLES.superadmin, ROLES.admin, ROLES.editor],
  chat: [ROLES.superadmin, ROLES.admin],
  audit: [ROLES.superadmin, ROLES.admin],
  dashboard: [ROLES.superadmin, ROLES.admin, ROLES.editor, ROLES.recruiter],
};

export const canAccess = (roleId: number, area: Area) => AREA_ROLES[area].includes(roleId);
