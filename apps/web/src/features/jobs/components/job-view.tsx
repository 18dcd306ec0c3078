import type { Job } from '@app/contracts';
import { Building2, Send, Signal } from 'lucide-react';
import { lazy, type MouseEvent, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { useContentLanguage } from '@/lib/content-language';
import { textLines } from '@/lib/text-lines';
import { JobBadges } from './job-badges';
import { JobFacts } from './job-facts';
import { RichText } from '@/components/ui/rich-text';

/**
 * The application form (its dialog, file drop and validation) is fetched when a visitor heads
 * for an Apply button, not with the page; once opened it stays, with its draft.
 */
const loadDialog = () => import('./application-dialog');
const ApplicationDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ApplicationDialog })),
);
const preloadDialog = () => void loadDialog();

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function BulletList({ text, lang }: { text: string | null; lang: string | undefined }) {
  return (
    <ul
      lang={lang}
      className="grid list-disc gap-2.5 pl-5 text-muted-foreground marker:text-brand-600 dark:marker:text-brand-100"
    >
      {textLines(text).map((line, index) => (
        <li key={index} className="pl-1 leading-relaxed">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** A job's page (SPEC §2): badges, facts, the four sections and the two ways to apply. */
export function JobView({ job }: { job: Job }) {
  const { t } = useTranslation();
  const { langOf } = useContentLanguage(job);
  const [applying, setApplying] = useState(false);
  const [started, setStarted] = useState(false);
  const openedFrom = useRef<HTMLElement | null>(null);

  const openApplication = (event: MouseEvent<HTMLButtonElement>) => {
    openedFrom.current = event.currentTarget;
    setStarted(true);
    setApplying(true);
  };
  const applyButton = {
    onClick: openApplication,
    onPointerEnter: preloadDialog,
    onFocus: preloadDialog,
    onTouchStart: preloadDialog,
  };

  return (
    <article>
      <header className="relative overflow-hidden border-b bg-muted/40">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 right-0 size-96 rounded-full bg-gradient-to-br from-brand-600/15 to-accent-500/15 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <BackLink to="/careers" className="transition-colors">
            {t('careers.job.allPositions')}
          </BackLink>
          <EnglishOnlyNote item={job} className="mt-6 bg-background/60" />
          <JobBadges job={job} className="mt-6" />
          <h1
            lang={langOf('title')}
            className="mt-4 max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl"
          >
            {job.title}
          </h1>
          <JobFacts job={job} withDeadline className="mt-5 text-base" />
          <Button variant="gradient" size="lg" className="mt-8 w-full sm:w-auto" {...applyButton}>
            <Send aria-hidden />
            {t('careers.job.applyForPosition')}
          </Button>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 lg:px-8">
        <div className="grid gap-12">
          <Section id="job-description" title={t('careers.job.description')}>
            <RichText
              html={job.description}
              lang={langOf('description')}
              className="text-lg leading-relaxed text-muted-foreground"
            />
          </Section>
          <Section id="job-responsibilities" title={t('careers.job.responsibilities')}>
            <BulletList text={job.responsibilities} lang={langOf('responsibilities')} />
          </Section>
          <Section id="job-requirements" title={t('careers.job.requirements')}>
            <BulletList text={job.requirements} lang={langOf('requirements')} />
          </Section>
          {textLines(job.benefits).length > 0 && (
            <Section id="job-benefits" title={t('careers.job.benefits')}>
              <BulletList text={job.benefits} lang={langOf('benefits')} />
            </Section>
          )}
        </div>

        <aside aria-labelledby="job-apply-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 id="job-apply-title" className="text-lg font-semibold tracking-tight">
              {t('careers.job.sidebarTitle')}
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">{t('careers.job.sidebarText')}</p>
            <dl className="mt-5 grid gap-3 border-t pt-5 text-sm">
              <div className="flex items-center gap-2">
                <Building2
                  aria-hidden
                  className="size-4 shrink-0 text-brand-600 dark:text-brand-100"
                />
                <dt className="sr-only">{t('careers.facts.department')}</dt>
                <dd>{job.department}</dd>
              </div>
              <div className="flex items-center gap-2">
                <Signal
                  aria-hidden
                  className="size-4 shrink-0 text-brand-600 dark:text-brand-100"
                />
                <dt className="sr-only">{t('careers.facts.level')}</dt>
                <dd>{t(`careers.levels.${job.level}`)}</dd>
              </div>
            </dl>
            <JobFacts job={job} className="mt-3 grid gap-3 text-foreground" />
            <Button variant="gradient" className="mt-6 w-full" {...applyButton}>
              {t('careers.job.applyNow')}
            </Button>
          </div>
        </aside>
      </div>

      {started && (
        <Suspense fallback={null}>
          <ApplicationDialog
            job={job}
            open={applying}
            onOpenChange={setApplying}
            returnFocusRef={openedFrom}
          />
        </Suspense>
      )}
    </article>
  );
}
