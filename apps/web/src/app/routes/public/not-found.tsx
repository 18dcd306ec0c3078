import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import type { PageContext, PageMeta } from '@/lib/page-meta';

export const meta = ({ t }: PageContext): PageMeta => ({
  title: t('notFound.title'),
  description: t('notFound.description'),
  notFound: true,
});

/** Any other address (SPEC §2), answered with HTTP 404. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-7xl font-bold text-transparent">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('common.backToHome')}</Link>
      </Button>
    </section>
  );
}
