import {
  IdParamsSchema,
  isEmailPassword,
  OkSchema,
  PASSWORD_IS_EMAIL,
  PROTECTED_USER_ID,
  ROLES,
  UserCreateSchema,
  UserListSchema,
  UserPatchSchema,
  UserSchema,
} from '@app/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { requireArea } from '../../http/auth.js';
import { hashPassword } from '../auth/passwords.js';
import { toUser, usersRepository } from './repository.js';

const DUPLICATE_EMAIL = 'A user with this email already exists';

export async function usersRoutes(app: Api) {
  const repo = usersRepository(app.ctx.db);
  app.addHook('onRequest', requireArea('users'));
  const security = [{ bearer: [] }];

  app.get(
    '/',
    {
      schema: { tags: ['users'], security, response: { 200: UserListSchema, ...errors(401, 403) } },
    },
    async () => (await repo.list()).map(toUser),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['users'],
        security,
        body: UserCreateSchema,
        response: { 201: UserSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      if (fields.role_id === ROLES.superadmin && request.user?.role_id !== ROLES.superadmin) {
        throw forbidden('Only the superadmin may create superadmin users');
      }
      if (await repo.byEmail(fields.email)) throw conflict(DUPLICATE_EMAIL);
      const user = await repo.create({ ...fields, password_hash: await hashPassword(password) });
      return reply.status(201).send(toUser(user));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['users'],
        security,
        params: IdParamsSchema,
        body: UserPatchSchema,
        response: { 200: UserSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = request.user!;
      const { password, ...fields } = request.body;
      const target = await repo.byId(id);
      if (!target) throw notFound('User not found');
      if (id === PROTECTED_USER_ID) {
        if (fields.is_enabled === false) throw badRequest('Cannot disable superadmin user');
        if (actor.id !== PROTECTED_USER_ID)
          throw forbidden('Only the superadmin may edit this user');
        if (fields.role_id !== undefined && fields.role_id !== ROLES.superadmin) {
          throw badRequest('Cannot change the role of the superadmin user');
        }
      }
      if (fields.role_id === ROLES.superadmin && actor.role_id !== ROLES.superadmin) {
        throw forbidden('Only the superadmin may grant the superadmin role');
      }
      if (target.role_id === ROLES.superadmin && actor.role_id !== ROLES.superadmin) {
        throw forbidden('Only the superadmin may edit superadmin users');
      }
      // The schema compares a new password with an e-mail address sent with it; else the stored one.
      if (password && isEmailPassword(password, fields.email ?? target.email)) {
        throw badRequest(`Invalid request: body.password: ${PASSWORD_IS_EMAIL}`);
      }
      if (fields.email !== undefined) {
        const other = await repo.byEmail(fields.email);
        if (other && other.id !== id) throw conflict(DUPLICATE_EMAIL);
      }
      const updated = await repo.update(id, {
        ...fields,
        ...(password ? { password_hash: await hashPassword(password) } : {}),
      });
      if (!updated) throw notFound('User not found');
      // A disabled account, a new password or another role: every session of the user ends now.
      const roleChanged = fields.role_id !== undefined && fields.role_id !== target.role_id;
      if (fields.is_enabled === false || password || roleChanged) {
        await app.ctx.tokens.revokeAllForUser(id);
      }
      return toUser(updated);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['users'],
        security,
        params: IdParamsSchema,
        response: { 200: OkSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === PROTECTED_USER_ID) throw badRequest('Cannot delete superadmin user');
      if (id === request.user!.id) throw badRequest('You cannot delete your own account');
      const target = await repo.byId(id);
      if (!target) throw notFound('User not found');
      if (target.role_id === ROLES.superadmin && request.user!.role_id !== ROLES.superadmin) {
        throw forbidden('Only the superadmin may delete superadmin users');
      }
      await repo.remove(id);
      return { detail: 'User deleted' };
    },
  );
}
