import { EmailSchema, type LoginInput, LoginInputSchema } from '@app/contracts';
import { LoaderCircle, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/components/ui/failure-toast';
import { Field, useFormFields } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { schemaResolver } from '@/lib/form-resolver';

/** The login call's own schema, with the e-mail checked for its form before it is sent. */
const loginFormResolver = schemaResolver(LoginInputSchema.extend({ email: EmailSchema }));

/**
 * Email and password with a show/hide toggle (SPEC §2 "Login"). On success a toast and
 * `onSuccess`; on failure a destructive toast with the server's detail (SPEC §8).
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const form = useForm<LoginInput>({
    resolver: loginFormResolver,
    defaultValues: { email: '', password: '' },
  });
  const { field, control } = useFormFields(form);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((credentials) =>
    login(credentials).then(
      () => {
        toast({ title: t('login.successTitle'), description: t('login.successDescription') });
        onSuccess();
      },
      (error: unknown) => {
        toastFailure(t('login.failedTitle'), error, t('login.invalidCredentials'));
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5"
      aria-busy={isSubmitting}
    >
      <Field {...field('email')} label={t('login.email')}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          placeholder={t('login.emailPlaceholder')}
          {...control('email')}
        />
      </Field>
      <Field {...field('password')} label={t('login.password')}>
        <PasswordInput
          toggleLabel={t('login.showPassword')}
          autoComplete="current-password"
          required
          {...control('password')}
        />
      </Field>
      <Button
        type="submit"
        variant="gradient"
        size="lg"
        disabled={isSubmitting}
        className="mt-1 w-full"
      >
        {isSubmitting ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <LogIn aria-hidden />
        )}
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
