import { MIN_PASSWORD_LENGTH, type User, type UserCreate, type UserPatch } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/auth-provider';
import { errorDetail } from '@/lib/api-client';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { assignableRoles, isRoleId, ROLE_KEYS } from '../lib/roles';
import {
  emptyUserForm,
  UserCreateFormSchema,
  UserEditFormSchema,
  type UserFormField,
  type UserFormValues,
  userFieldError,
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
 * password. When the server refuses, its detail is shown and the dialog keeps what was typed
 * (no local fallback, see docs/spec-deviations.md). Give it a `key` per account.
 */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const { user: actor } = useAuth();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const mode = user ? 'edit' : 'create';
  const initialValues = user ? userToFormValues(user) : emptyUserForm;
  // Both schemas give a subset of the PATCH fields: a new account has all of them.
  const resolver = (
    user ? zodResolver(UserEditFormSchema) : zodResolver(UserCreateFormSchema)
  ) as Resolver<UserFormValues, unknown, UserPatch>;
  const form = useForm<UserFormValues, unknown, UserPatch>({
    resolver,
    defaultValues: initialValues,
  });
  const { errors, isDirty } = form.formState;
  const busy = create.isPending || update.isPending;
  const roles = assignableRoles(actor);
  // An account keeps its own role on offer, so the select never shows an empty value.
  if (user && isRoleId(user.role_id) && !roles.includes(user.role_id)) roles.unshift(user.role_id);

  const close = () => onOpenChange(false);

  // Cancel closes the dialog: an edit goes back to the saved record, a new draft is kept.
  const cancel = () => {
    if (user) form.reset(initialValues);
    setServerError(null);
    close();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (user) {
        const saved = await update.mutateAsync({ id: user.id, patch: values });
        toast({ title: t('users.toast.updated') });
        form.reset(userToFormValues(saved));
      } else {
        // In create mode the resolver is UserCreateFormSchema: every field is there.
        await create.mutateAsync(values as UserCreate);
        toast({ title: t('users.toast.added') });
        form.reset(emptyUserForm);
      }
      setShowPassword(false);
      close();
    } catch (error) {
      const failure = t(user ? 'users.toast.updateFailed' : 'users.toast.addFailed');
      const detail = errorDetail(error, failure);
      setServerError(detail);
      toast({
        title: failure,
        description: detail === failure ? undefined : detail,
        variant: 'destructive',
      });
    }
  });

  const control = (name: UserFormField) => {
    const invalid = Boolean(errors[name]);
    return {
      id: `${ids}-${name}`,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${ids}-${name}-error` : undefined,
      disabled: busy,
      ...form.register(name),
    };
  };
  const fieldProps = (name: UserFormField) => ({
    id: `${ids}-${name}`,
    error: userFieldError(t, errors, name, form.getValues(name)),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Escape closes the dialog but keeps the draft; it waits while a save is under way.
        if (next) onOpenChange(true);
        else if (!busy) close();
      }}
    >
      <DialogContent
        className="max-h-[80vh] sm:max-w-xl sm:p-8"
        data-testid="user-dialog"
        onInteractOutside={(event) => {
          if (isDirty || busy) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-xl tracking-tight">
            {t(`users.dialog.${mode}.title`)}
          </DialogTitle>
          <DialogDescription>{t(`users.dialog.${mode}.subtitle`)}</DialogDescription>
        </DialogHeader>

        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="grid min-w-0 gap-5"
          aria-busy={busy}
        >
          {serverError && (
            <p
              role="alert"
              data-testid="user-dialog-error"
              className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {serverError}
            </p>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field {...fieldProps('first_name')} label={t('users.fields.firstName')} required>
              <Input autoComplete="off" aria-required {...control('first_name')} />
            </Field>
            <Field {...fieldProps('last_name')} label={t('users.fields.lastName')} required>
              <Input autoComplete="off" aria-required {...control('last_name')} />
            </Field>
          </div>
          <Field {...fieldProps('email')} label={t('users.fields.email')} required>
            <Input type="email" autoComplete="off" aria-required {...control('email')} />
          </Field>
          <Field {...fieldProps('role_id')} label={t('users.fields.role')} required>
            <Controller
              control={form.control}
              name="role_id"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                  <SelectTrigger
                    id={`${ids}-role_id`}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    aria-required
                    aria-invalid={Boolean(errors.role_id) || undefined}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((role) => (
                      <SelectItem key={role} value={String(role)}>
                        {t(`users.roles.${ROLE_KEYS[role]}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <Field
            {...fieldProps('password')}
            label={t('users.fields.password')}
            required={mode === 'create'}
            hint={t(`users.fields.passwordHint.${mode}`, { min: MIN_PASSWORD_LENGTH })}
          >
            <div className="relative">
              <Input
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                className="pr-11"
                aria-required={mode === 'create' || undefined}
                {...control('password')}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="absolute top-0 right-0 text-muted-foreground hover:bg-transparent"
                aria-label={t('users.fields.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
                disabled={busy}
              >
                {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              </Button>
            </div>
          </Field>
          <DialogFooter className="border-t pt-5">
            <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="gradient" disabled={busy}>
              {busy && <LoaderCircle aria-hidden className="animate-spin" />}
              {t(`users.dialog.${mode}.submit`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
