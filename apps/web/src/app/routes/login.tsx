import { LockKeyhole } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Navigate, useNavigate } from '@/lib/router';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-provider';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

const DASHBOARD = '/manager/dashboard';

/** The sign-in card (SPEC §2 "Login"); a signed-in visitor goes straight to the dashboard. */
export function Component() {
  const { t } = useTranslation();
  const { isReady, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  useDocumentTitle(t('login.pageTitle'));

  if (isReady && isAuthenticated) return <Navigate to={DASHBOARD} replace />;

  return (
    <section className="relative isolate overflow-hidden px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-600/10"
      />
      <div
        aria-hidden
        className="absolute top-10 left-1/2 -z-10 size-72 -translate-x-1/2 rounded-full bg-accent-500/20 blur-3xl dark:bg-accent-500/10"
      />
      <div className="mx-auto w-full max-w-md">
        <Card className="shadow-xl shadow-brand-600/5">
          <CardHeader className="items-center pb-2 text-center">
            <span className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md">
              <LockKeyhole aria-hidden className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">{t('login.title')}</h1>
            <CardDescription>{t('login.description')}</CardDescription>
          </CardHeader>
          <CardContent className="pt-4">
            {isReady ? (
              <LoginForm onSuccess={() => void navigate(DASHBOARD, { replace: true })} />
            ) : (
              <Spinner className="py-10" label={t('login.checking')} />
            )}
          </CardContent>
        </Card>
        <p className="mt-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm text-muted-foreground">
          <span>{t('login.staffOnly')}</span>
          <BackLink
            to="/"
            className="gap-1 text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
          >
            {t('login.backToSite')}
          </BackLink>
        </p>
      </div>
    </section>
  );
}
