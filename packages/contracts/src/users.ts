import { z } from 'zod';
import { EmailSchema, requiredText, TimestampSchema } from './common.js';

/** 1 Superadmin, 2 Admin, 3 Editor, 4 Recruiter. */
export const ROLES = { superadmin: 1, admin: 2, editor: 3, recruiter: 4 } as const;
export const RoleIdSchema = z.coerce.number().int().min(1).max(4);
export type RoleId = 1 | 2 | 3 | 4;
export const PROTECTED_USER_ID = 1;
export const MIN_PASSWORD_LENGTH = 10;

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

const PasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200);

export const UserCreateSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: EmailSchema,
  role_id: RoleIdSchema.default(ROLES.recruiter),
  password: PasswordSchema,
  is_enabled: z.boolean().default(true),
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

/** PATCH: any subset; an empty password means "keep the current one". */
export const UserPatchSchema = z.object({
  first_name: requiredText(100).optional(),
  last_name: requiredText(100).optional(),
  email: EmailSchema.optional(),
  role_id: RoleIdSchema.optional(),
  password: z.preprocess((v) => (v === '' ? undefined : v), PasswordSchema.optional()),
  is_enabled: z.boolean().optional(),
});
export type UserPatch = z.infer<typeof UserPatchSchema>;

/**
 * What each role may use (DESIGN "Auth and roles"). The server enforces it on every call;
 * the web app reads the same table to show only what a role may do.
 */
export type Area = 'users' | 'jobs' | 'content' | 'chat' | 'dashboard';

export const AREA_ROLES: Record<Area, readonly number[]> = {
  users: [ROLES.superadmin, ROLES.admin],
  jobs: [ROLES.superadmin, ROLES.admin, ROLES.recruiter],
  content: [ROLES.superadmin, ROLES.admin, ROLES.editor],
  chat: [ROLES.superadmin, ROLES.admin],
  dashboard: [ROLES.superadmin, ROLES.admin, ROLES.editor, ROLES.recruiter],
};

export const canAccess = (roleId: number, area: Area) => AREA_ROLES[area].includes(roleId);
