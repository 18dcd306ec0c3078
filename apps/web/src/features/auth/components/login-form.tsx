import { EmailSchema, type LoginInput, LoginInputSchema } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, LoaderCircle, LogIn } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useAuth } from '../auth-provider';

/** The login call's own schema, with the e-mail checked for its form before it is sent. */
const loginFormSchema = LoginInputSchema.extend({ email: EmailSchema });

/**
 * Email and password with a show/hide toggle (SPEC §2 "Login"). On success a toast and
 * `onSuccess`; on failure a destructive toast with the server's detail (SPEC §8).
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [showPassword, setShowPassword] = useState(false);
  const emailErrorId = useId();
  const passwordErrorId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await login(credentials);
    } catch (error) {
      toast({
        title: t('login.failedTitle'),
        description: errorDetail(error, t('login.invalidCredentials')),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('login.successTitle'), description: t('login.successDescription') });
    onSuccess();
  });

  const emailError = errors.email
    ? getValues('email').trim()
      ? t('login.emailInvalid')
      : t('login.emailRequired')
    : undefined;
  const passwordError = errors.password ? t('login.passwordRequired') : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-2">
        <Label htmlFor="login-email">{t('login.email')}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          placeholder={t('login.emailPlaceholder')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? emailErrorId : undefined}
          {...register('email')}
        />
        {emailError && (
          <p id={emailErrorId} className="text-sm text-destructive">
            {emailError}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">{t('login.password')}</Label>
        <div className="relative">
          <Input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            className="pr-11"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? passwordErrorId : undefined}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((value) => !value)}
            aria-label={t('login.showPassword')}
            aria-pressed={showPassword}
            aria-controls="login-password"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="password-toggle"
          >
            {showPassword ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
          </button>
        </div>
        {passwordError && (
          <p id={passwordErrorId} className="text-sm text-destructive">
            {passwordError}
          </p>
        )}
      </div>
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
