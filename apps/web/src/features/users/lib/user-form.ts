import {
  ROLES,
  type User,
  type UserCreate,
  UserCreateSchema,
  type UserPatch,
  UserPatchSchema,
} from '@app/contracts';
import type { Resolver } from 'react-hook-form';
import { schemaResolver } from '@/lib/form-resolver';

/** What the user dialog holds (SPEC §5 "User form"); the role is the select's text value. */
export type UserFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  role_id: string;
  password: string;
};

/** The schemas read the form's text as it is (the role's text as its number). */
const asTyped = (values: UserFormValues) => values;

/**
 * A new account: every field required, the password as the server's policy wants it (long enough,
 * not a common one, not the e-mail address).
 */
export const userCreateResolver: Resolver<UserFormValues, unknown, UserCreate> = schemaResolver(
  UserCreateSchema,
  asTyped,
);

/**
 * An edited account: the same fields, with the password optional; left empty it keeps the
 * current one (UserPatchSchema reads '' as "not given").
 */
export const userEditResolver: Resolver<UserFormValues, unknown, UserPatch> = schemaResolver(
  UserPatchSchema,
  asTyped,
);

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
