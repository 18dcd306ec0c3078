import { ROLES, type RoleId } from '@app/contracts';

/** The areas of DESIGN "Auth and roles"; the matrix is enforced on the server. */
export type Area = 'users' | 'jobs' | 'content' | 'chat' | 'dashboard';

const MATRIX: Record<Area, readonly number[]> = {
  users: [ROLES.superadmin, ROLES.admin],
  jobs: [ROLES.superadmin, ROLES.admin, ROLES.recruiter],
  content: [ROLES.superadmin, ROLES.admin, ROLES.editor],
  chat: [ROLES.superadmin, ROLES.admin],
  dashboard: [ROLES.superadmin, ROLES.admin, ROLES.editor, ROLES.recruiter],
};

export const canAccess = (roleId: number, area: Area) => MATRIX[area].includes(roleId as RoleId);
