import { ArrowDown } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { BenefitCards } from '@/features/jobs/components/benefit-cards';
import { OPEN_POSITIONS_ID, OpenPositions } from '@/features/jobs/components/open-positions';
import type { PageContext, PageMeta } from '@/lib/page-meta';
import { jobsQueryOptions } from '@/features/jobs/api/get-jobs';

export const prefetch = ({ queryClient, language }: PageContext) =>
  queryClient.prefetchQuery(jobsQueryOptions(language));

export const meta = ({ t }: PageContext): PageMeta => ({
  title: t('careers.meta.title'),
  description: t('careers.hero.subtitle'),
});

/** /careers: the hero, three benefits and the open positions (SPEC §2). */
export function Component() {
  const { t } = useTranslation();

  const showPositions = () => {
    const section = document.getElementById(OPEN_POSITIONS_ID);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section?.querySelector('h2')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader
        eyebrow={t('careers.hero.eyebrow')}
        title={t('careers.hero.title')}
        description={t('careers.hero.subtitle')}
      >
        <Button variant="gradient" size="lg" className="mt-8" onClick={showPositions}>
          {t('careers.hero.cta')}
          <ArrowDown aria-hidden />
        </Button>
      </PageHeader>
      <BenefitCards />
      <OpenPositions />
    </>
  );
}
