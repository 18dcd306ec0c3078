import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ManagerLayout } from '@/components/layouts/manager/manager-layout';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-provider';
import { loadManagerTexts } from '@/i18n';

/** The back office's texts are a chunk of their own, fetched when staff first open it. */
function useManagerTexts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadManagerTexts().then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  return ready;
}

/** The guarded back office (SPEC §2 "Manager area"). */
export function Component() {
  const { t } = useTranslation();
  const { isReady, isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const textsReady = useManagerTexts();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!textsReady) return <Spinner />;
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
