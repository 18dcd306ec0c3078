import { MIN_PASSWORD_LENGTH, type User, type UserCreate, type UserPatch } from '@app/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Field, useFormFields } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-controls';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '@/lib/auth/auth-provider';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { ROLE_KEYS, roleChoices } from '../lib/roles';
import {
  emptyUserForm,
  userCreateResolver,
  userEditResolver,
  type UserFormValues,
  userToFormValues,
} from '../lib/user-form';

type UserFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; null to add a new one. */
  user: User | null;
};

/**
 * The add/edit user dialog (SPEC §5 "User form"): first name, last name, email, role and
 * password (left empty when editing, it stays as it is). The server's refusal is shown as it is
 * (no local fallback, see docs/spec-deviations.md). Give it a `key` per account.
 */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const { t } = useTranslation();
  const { user: actor } = useAuth();
  const create = useCreateUser();
  const update = useUpdateUser();
  const mode = user ? 'edit' : 'create';
  // A new account's values have every field, so both resolvers give a PATCH's fields.
  const form = useForm<UserFormValues, unknown, UserPatch>({
    resolver: user ? userEditResolver : userCreateResolver,
    defaultValues: user ? userToFormValues(user) : emptyUserForm,
  });
  const { field, control, aria, disabled } = useFormFields(form, {
    disabled: create.isPending || update.isPending,
  });

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      editing={user !== null}
      title={t(`users.dialog.${mode}.title`)}
      description={t(`users.dialog.${mode}.subtitle`)}
      submitLabel={t(`users.dialog.${mode}.submit`)}
      onSave={(values) =>
        user
          ? update.mutateAsync({ id: user.id, patch: values })
          : // In create mode the resolver is userCreateResolver: every field is there.
            create.mutateAsync(values as UserCreate)
      }
      onSaved={(saved) => form.reset(user ? userToFormValues(saved) : emptyUserForm)}
      savedToast={{ title: t(user ? 'users.toast.updated' : 'users.toast.added') }}
      failureTitle={t(user ? 'users.toast.updateFailed' : 'users.toast.addFailed')}
      className="sm:max-w-xl"
      testId="user-dialog"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('first_name')} label={t('users.fields.firstName')} required>
          <Input autoComplete="off" aria-required {...control('first_name')} />
        </Field>
        <Field {...field('last_name')} label={t('users.fields.lastName')} required>
          <Input autoComplete="off" aria-required {...control('last_name')} />
        </Field>
      </div>
      <Field {...field('email')} label={t('users.fields.email')} required>
        <Input type="email" autoComplete="off" aria-required {...control('email')} />
      </Field>
      <Field {...field('role_id')} label={t('users.fields.role')} required>
        <FormSelect
          control={form.control}
          name="role_id"
          options={roleChoices(actor, user).map((role) => ({
            value: String(role),
            label: t(`users.roles.${ROLE_KEYS[role]}`),
          }))}
          disabled={disabled}
          aria-required
          {...aria('role_id')}
        />
      </Field>
      <Field
        {...field('password')}
        label={t('users.fields.password')}
        required={mode === 'create'}
        hint={t(`users.fields.passwordHint.${mode}`, { min: MIN_PASSWORD_LENGTH })}
      >
        <PasswordInput
          toggleLabel={t('users.fields.showPassword')}
          autoComplete="new-password"
          aria-required={mode === 'create' || undefined}
          {...control('password')}
        />
      </Field>
    </FormDialog>
  );
}
