import { useTranslation } from '@/i18n';
import { Navigate, useScrollToTopOnNavigation } from '@/lib/router';
import { ManagerLayout } from '@/components/layouts/manager/manager-layout';
import { useAuth } from '@/lib/auth/auth-provider';

/** The guarded back office (SPEC §2 "Manager area"). */
export function Component({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { isReady, isAuthenticated } = useAuth();

  useScrollToTopOnNavigation();

  if (!isReady) {
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        {t('manager.checkingSession')}
      </p>
    );
  }
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <ManagerLayout>{children}</ManagerLayout>;
}
