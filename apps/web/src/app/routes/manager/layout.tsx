import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ManagerLayout } from '@/components/layouts/manager/manager-layout';
import { useAuth } from '@/features/auth/auth-provider';

/** The guarded back office (SPEC §2 "Manager area"). */
export function Component() {
  const { t } = useTranslation();
  const { isReady, isAuthenticated } = useAuth();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!isReady) {
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        {t('manager.checkingSession')}
      </p>
    );
  }
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <ManagerLayout />;
}
