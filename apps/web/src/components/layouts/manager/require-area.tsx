import { type Area, canAccess } from '@app/contracts';
import { ShieldX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-provider';

/** A screen the signed-in role may not use shows a clear "not allowed" page (the server refuses too). */
export function RequireArea({ area, children }: { area: Area; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user && canAccess(user.role_id, area)) return children;
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center py-20 text-center"
      data-testid="forbidden"
    >
      <ShieldX className="size-12 text-destructive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('manager.forbiddenTitle')}</h1>
      <p className="mt-2 text-muted-foreground">{t('manager.forbiddenText')}</p>
      <Button asChild className="mt-6">
        <Link to="/manager/dashboard">{t('manager.backToDashboard')}</Link>
      </Button>
    </section>
  );
}
