import { useTranslation } from '@/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('manager.nav.dashboard'));
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">{t('manager.welcome')}</h1>
    </section>
  );
}
