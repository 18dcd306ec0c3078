import { useTranslation } from '@/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Dashboard } from '@/features/dashboard/components/dashboard';

/** /manager/dashboard: the welcome line (SPEC) and, below it, the figures of the role's areas. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('manager.nav.dashboard'));
  return (
    <section className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('manager.welcome')}</h1>
        <p className="mt-1 text-muted-foreground">{t('dashboard.subtitle')}</p>
      </div>
      <Dashboard />
    </section>
  );
}
