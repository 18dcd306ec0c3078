import { type User, UserCreateSchema, UserPatchSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allTexts } from '@/i18n/resources';
import { checkForm, issueTexts } from '@/lib/form-errors';
import { roleChoices } from '../lib/roles';
import { emptyUserForm, type UserFormValues, userToFormValues } from '../lib/user-form';

const filled: UserFormValues = {
  first_name: 'Mina',
  last_name: 'Karimova',
  email: 'mina@example.com',
  role_id: '3',
  password: 'long-enough-1',
};

/** Each failing field of a new account (or an edit) and the issue's code. */
const codesOf = (values: UserFormValues, schema: z.ZodType = UserCreateSchema) =>
  Object.entries(checkForm(schema, values).issues ?? {}).map(([field, issue]) => [
    field,
    issue.code,
  ]);

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
    expect(codesOf(emptyUserForm)).toEqual([
      ['first_name', 'too_small'],
      ['last_name', 'too_small'],
      ['email', 'invalid_format'],
      ['password', 'too_small'],
    ]);
    expect(codesOf({ ...filled, password: '12345678901' })).toEqual([['password', 'too_small']]);
    expect(checkForm(UserCreateSchema, filled)).toEqual({
      success: true,
      data: {
        first_name: 'Mina',
        last_name: 'Karimova',
        email: 'mina@example.com',
        role_id: 3,
        password: 'long-enough-1',
        is_enabled: true,
      },
    });
  });

  it('refuses a common password, one character repeated and the e-mail address, in any case', () => {
    for (const password of ['qwerty123456', 'QazWsxEdcRfv', 'xxxxxxxxxxxxxx', 'MINA@EXAMPLE.COM']) {
      expect(codesOf({ ...filled, password })).toEqual([['password', 'custom']]);
    }
    const longEmail = { ...filled, email: 'mina.karimova@example.com' };
    expect(codesOf({ ...longEmail, password: 'Mina.Karimova' })).toEqual([['password', 'custom']]);
    expect(codesOf({ ...longEmail, password: 'mina.karimova' }, UserPatchSchema)).toEqual([
      ['password', 'custom'],
    ]);
  });

  it('keeps the current password when an edit leaves it empty', () => {
    const checked = checkForm(UserPatchSchema, { ...filled, password: '' });
    expect(checked.data).toEqual({
      first_name: 'Mina',
      last_name: 'Karimova',
      email: 'mina@example.com',
      role_id: 3,
    });
    // What goes over the wire: no password at all, so the server keeps the current one.
    expect(JSON.parse(JSON.stringify(checked.data))).not.toHaveProperty('password');
    expect(codesOf({ ...filled, password: 'short' }, UserPatchSchema)).toEqual([
      ['password', 'too_small'],
    ]);
    expect(codesOf({ ...filled, first_name: ' ' }, UserPatchSchema)).toEqual([
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

  it('offers the roles the actor may give, and the edited account keeps its own', () => {
    const admin = { id: 2, role_id: 2 };
    expect(roleChoices(admin, null)).toEqual([2, 3, 4]);
    expect(roleChoices(admin, { role_id: 1 })).toEqual([1, 2, 3, 4]);
    expect(roleChoices({ id: 1, role_id: 1 }, { role_id: 3 })).toEqual([1, 2, 3, 4]);
  });

  it("names each problem in the manager language, by what was typed and the server's rules", () => {
    const { t } = allTexts('en').get();
    const textsOf = (values: UserFormValues) =>
      issueTexts(t, checkForm(UserCreateSchema, values).issues);
    expect(textsOf(emptyUserForm)).toEqual({
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      email: 'This field is required.',
      password: 'This field is required.',
    });
    expect(textsOf({ ...filled, email: 'mina@', password: 'short' })).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Please use at least 12 characters.',
    });
    expect(textsOf({ ...filled, password: 'Qwerty123456' })).toEqual({
      password: 'This password is too common; choose another one.',
    });
    expect(textsOf({ ...filled, password: 'MINA@example.com' })).toEqual({
      password: 'The password must not be the email address.',
    });
  });
});
