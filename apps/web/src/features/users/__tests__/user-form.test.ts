import type { User } from '@app/contracts';
import type { TFunction } from '@/i18n';
import { describe, expect, it } from 'vitest';
import {
  emptyUserForm,
  UserCreateFormSchema,
  UserEditFormSchema,
  type UserFormValues,
  userFieldError,
  userToFormValues,
} from '../lib/user-form';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

const filled: UserFormValues = {
  first_name: 'Mina',
  last_name: 'Karimova',
  email: 'mina@example.com',
  role_id: '3',
  password: 'long-enough-1',
};

const issuesOf = (
  schema: typeof UserCreateFormSchema | typeof UserEditFormSchema,
  values: UserFormValues,
) => {
  const result = schema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.code]);
};

describe('the user form', () => {
  it('opens a new user with the Recruiter role and nothing else filled in', () => {
    expect(emptyUserForm).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      role_id: '4',
      password: '',
    });
  });

  it('requires every field of a new user and a password of at least 12 characters', () => {
    expect(issuesOf(UserCreateFormSchema, emptyUserForm)).toEqual([
      ['first_name', 'too_small'],
      ['last_name', 'too_small'],
      ['email', 'invalid_format'],
      ['password', 'too_small'],
    ]);
    expect(issuesOf(UserCreateFormSchema, { ...filled, password: '12345678901' })).toEqual([
      ['password', 'too_small'],
    ]);
    expect(UserCreateFormSchema.parse(filled)).toEqual({
      first_name: 'Mina',
      last_name: 'Karimova',
      email: 'mina@example.com',
      role_id: 3,
      password: 'long-enough-1',
      is_enabled: true,
    });
  });

  it('refuses a common password, one character repeated and the e-mail address, in any case', () => {
    for (const password of ['qwerty123456', 'QazWsxEdcRfv', 'xxxxxxxxxxxxxx', 'MINA@EXAMPLE.COM']) {
      expect(issuesOf(UserCreateFormSchema, { ...filled, password })).toEqual([
        ['password', 'custom'],
      ]);
    }
    const longEmail = { ...filled, email: 'mina.karimova@example.com' };
    expect(issuesOf(UserCreateFormSchema, { ...longEmail, password: 'Mina.Karimova' })).toEqual([
      ['password', 'custom'],
    ]);
    expect(issuesOf(UserEditFormSchema, { ...longEmail, password: 'mina.karimova' })).toEqual([
      ['password', 'custom'],
    ]);
  });

  it('keeps the current password when an edit leaves it empty', () => {
    const patch = UserEditFormSchema.parse({ ...filled, password: '' });
    expect(patch).toEqual({
      first_name: 'Mina',
      last_name: 'Karimova',
      email: 'mina@example.com',
      role_id: 3,
    });
    // What goes over the wire: no password at all, so the server keeps the current one.
    expect(JSON.parse(JSON.stringify(patch))).not.toHaveProperty('password');
    expect(issuesOf(UserEditFormSchema, { ...filled, password: 'short' })).toEqual([
      ['password', 'too_small'],
    ]);
    expect(issuesOf(UserEditFormSchema, { ...filled, first_name: ' ' })).toEqual([
      ['first_name', 'too_small'],
    ]);
  });

  it('shows a saved account without its password', () => {
    const user: User = {
      id: 7,
      first_name: 'Mina',
      last_name: 'Karimova',
      email: 'mina@example.com',
      role_id: 2,
      is_enabled: true,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(userToFormValues(user)).toEqual({ ...filled, role_id: '2', password: '' });
  });

  it('names each error in the manager language by field, kind and what was typed', () => {
    const errors = {
      first_name: { type: 'too_small' },
      email: { type: 'invalid_format' },
      password: { type: 'too_small' },
    };
    expect(userFieldError(t, errors, 'first_name', '')).toBe('users.errors.firstNameRequired');
    expect(userFieldError(t, errors, 'email', '')).toBe('users.errors.emailRequired');
    expect(userFieldError(t, errors, 'email', 'mina@')).toBe('users.errors.emailInvalid');
    expect(userFieldError(t, errors, 'password', '')).toBe('users.errors.passwordRequired');
    expect(userFieldError(t, errors, 'password', 'short')).toBe(
      'users.errors.passwordMin {"min":12}',
    );
    const refused = { password: { type: 'custom' } };
    expect(userFieldError(t, refused, 'password', 'Qwerty123456')).toBe(
      'users.errors.passwordCommon',
    );
    expect(userFieldError(t, refused, 'password', 'mina.karimova')).toBe(
      'users.errors.passwordEmail',
    );
    expect(userFieldError(t, errors, 'last_name', '')).toBeUndefined();
  });
});
