import {
  isCommonPassword,
  MIN_PASSWORD_LENGTH,
  ROLES,
  type User,
  type UserCreate,
  UserCreateSchema,
  type UserPatch,
  UserPatchSchema,
} from '@app/contracts';
import type { TFunction } from '@/i18n';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/** What the user dialog holds (SPEC §5 "User form"); the role is the select's text value. */
export const UserFormFieldsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.string(),
  password: z.string(),
});
export type UserFormValues = z.infer<typeof UserFormFieldsSchema>;
export type UserFormField = keyof UserFormValues;

/** The form's text checked by a contract schema, whose issues keep their field paths. */
const checkedBy = <T>(schema: z.ZodType<T>) =>
  UserFormFieldsSchema.transform((values, ctx): T => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });

/**
 * A new account: every field required, the password as the server's policy wants it (long enough,
 * not a common one, not the e-mail address).
 */
export const UserCreateFormSchema = checkedBy<UserCreate>(UserCreateSchema);

/**
 * An edited account: the same fields, with the password optional; left empty it keeps the
 * current one (UserPatchSchema reads '' as "not given").
 */
export const UserEditFormSchema = checkedBy<UserPatch>(UserPatchSchema);

/** SPEC §6: a freshly opened new-user dialog has the Recruiter role (4). */
export const emptyUserForm: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  role_id: String(ROLES.recruiter),
  password: '',
};

/** The account as the dialog shows it in edit mode; the password is never read back. */
export const userToFormValues = (user: User): UserFormValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  role_id: String(user.role_id),
  password: '',
});

const MAX_LENGTH = { first_name: 100, last_name: 100, email: 254, password: 200 } as const;

/** A schema issue in the manager's language, chosen by field, kind and what was typed. */
export function userFieldError(
  t: TFunction,
  errors: FieldErrors<UserFormValues>,
  field: UserFormField,
  value: string,
): string | undefined {
  const error = errors[field];
  if (!error) return undefined;
  const type = typeof error.type === 'string' ? error.type : '';
  if (type === 'too_big' && field !== 'role_id') {
    return t('users.errors.tooLong', { max: MAX_LENGTH[field] });
  }
  switch (field) {
    case 'first_name':
      return t('users.errors.firstNameRequired');
    case 'last_name':
      return t('users.errors.lastNameRequired');
    case 'email':
      return value.trim() === '' ? t('users.errors.emailRequired') : t('users.errors.emailInvalid');
    case 'role_id':
      return t('users.errors.role');
    case 'password':
      if (value === '') return t('users.errors.passwordRequired');
      if (type === 'too_small') return t('users.errors.passwordMin', { min: MIN_PASSWORD_LENGTH });
      // Long enough but refused: one of the common passwords, or else the e-mail address.
      return isCommonPassword(value)
        ? t('users.errors.passwordCommon')
        : t('users.errors.passwordEmail');
  }
}
