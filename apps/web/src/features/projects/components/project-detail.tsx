import type { Project } from '@app/contracts';
import {
  CircleCheck,
  CodeXml,
  ExternalLink,
  FileText,
  Lightbulb,
  ListChecks,
  Puzzle,
  TrendingUp,
} from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { AnchorLink } from '@/components/layouts/anchor-link';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { BadgeList } from '@/components/ui/badge-list';
import { Button } from '@/components/ui/button';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { IconTile } from '@/components/ui/icon-tile';
import { englishContent, useContentLanguage } from '@/lib/content-language';
import { formatDate } from '@/lib/format-date';
import { textLines } from '@/lib/text-lines';
import { gradientStyle } from '../lib/gradient-style';
import { STATUS_VARIANT } from '../lib/project-status';
import { ProjectImage } from './project-image';
import { UnavailableAction } from './unavailable-action';

function DetailSection({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <IconTile className="size-10 rounded-xl text-brand-600 [&_svg]:size-5">{icon}</IconTile>
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
      </div>
      <div className="mt-4 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

/** A text of the project's own, its paragraphs as typed. */
function StoryText({ text, lang }: { text: string; lang: string | undefined }) {
  return (
    <p lang={lang} className="whitespace-pre-line">
      {text}
    </p>
  );
}

/** The project's features, one per line of its text, as a list. */
function FeatureList({ features, lang }: { features: string[]; lang: string | undefined }) {
  return (
    <ul lang={lang} className="grid gap-3">
      {features.map((feature, index) => (
        <li key={index} className="flex gap-3">
          <CircleCheck
            aria-hidden
            className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-100"
          />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The page of one project (SPEC §2, docs/spec-deviations.md): hero, its description, the story
 * sections it has (features, challenge, solution, results; one left empty is not shown) and its
 * facts. A project with neither description nor story says that a description will follow.
 */
export function ProjectDetail({ project }: { project: Project }) {
  const { t, i18n } = useTranslation();
  const { langOf } = useContentLanguage(project);
  const status = t(`projects.status.${project.status}`, { defaultValue: project.status });
  const category = project.category?.trim() || status || t('projects.detail.general');
  const description = project.description?.trim();
  const features = textLines(project.features);
  const challenge = project.challenge?.trim();
  const solution = project.solution?.trim();
  const results = project.results?.trim();
  const hasStory = features.length > 0 || Boolean(challenge || solution || results);
  // The project's own text may be English on a German page; the fallbacks are the page's.
  const categoryLang = project.category?.trim() ? langOf('category') : undefined;
  const date = (value: string | null) => (value ? formatDate(value, i18n.language, 'short') : '-');

  return (
    <article>
      <header
        className="relative overflow-hidden bg-gradient-to-br from-brand-700 to-brand-500 text-white"
        style={gradientStyle(project.gradient)}
      >
        <div aria-hidden className="absolute inset-0 bg-black/25" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <BackLink to="/projects" className="text-white/90 hover:text-white">
              {t('projects.detail.backToPortfolio')}
            </BackLink>
            <EnglishOnlyNote
              item={project}
              className="mt-6 border-white/25 bg-white/10 text-white"
            />
            <p className="mt-8">
              <Badge
                className="border-white/25 bg-white/15 text-white"
                lang={categoryLang}
                data-testid="project-category"
              >
                {category}
              </Badge>
            </p>
            <h1
              lang={langOf('name')}
              className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl"
            >
              {project.name}
            </h1>
            <BadgeList
              items={project.technologies}
              label={t('projects.technologies')}
              itemLang={englishContent(i18n.language)}
              className="mt-6 gap-2"
              badgeClassName="border-white/25 bg-black/20 text-white"
            />
            <div className="mt-8 flex flex-wrap gap-3">
              <UnavailableAction
                reason={t('projects.detail.viewLiveUnavailable')}
                className="bg-white text-slate-900 hover:bg-white"
              >
                <ExternalLink aria-hidden />
                {t('projects.detail.viewLive')}
              </UnavailableAction>
              <UnavailableAction
                reason={t('projects.detail.viewSourceUnavailable')}
                variant="outline"
                className="border-white/40 bg-white/10 text-white hover:bg-white/10"
              >
                <CodeXml aria-hidden />
                {t('projects.detail.viewSource')}
              </UnavailableAction>
            </div>
          </div>
          <div className="overflow-hidden rounded-2xl border border-white/20 shadow-2xl shadow-black/30">
            <ProjectImage
              project={project}
              alt={project.name}
              lang={langOf('name')}
              className="aspect-[16/10]"
              sizes="(min-width: 1024px) 50vw, 100vw"
              loading="eager"
            />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3 lg:px-8">
        <div className="space-y-6 lg:col-span-2">
          {(description || !hasStory) && (
            <DetailSection id="about" icon={<FileText />} title={t('projects.detail.about')}>
              {description ? (
                <StoryText text={description} lang={langOf('description')} />
              ) : (
                <p>{t('projects.detail.noDescription')}</p>
              )}
            </DetailSection>
          )}
          {features.length > 0 && (
            <DetailSection
              id="key-features"
              icon={<ListChecks />}
              title={t('projects.detail.keyFeatures')}
            >
              <FeatureList features={features} lang={langOf('features')} />
            </DetailSection>
          )}
          {challenge && (
            <DetailSection
              id="challenges"
              icon={<Puzzle />}
              title={t('projects.detail.challenges')}
            >
              <StoryText text={challenge} lang={langOf('challenge')} />
            </DetailSection>
          )}
          {solution && (
            <DetailSection id="solution" icon={<Lightbulb />} title={t('projects.detail.solution')}>
              <StoryText text={solution} lang={langOf('solution')} />
            </DetailSection>
          )}
          {results && (
            <DetailSection id="results" icon={<TrendingUp />} title={t('projects.detail.results')}>
              <StoryText text={results} lang={langOf('results')} />
            </DetailSection>
          )}
        </div>

        <aside>
          <div className="space-y-6 lg:sticky lg:top-24">
            <section
              aria-labelledby="project-info"
              className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
            >
              <h2 id="project-info" className="text-xl font-semibold tracking-tight">
                {t('projects.detail.projectInfo')}
              </h2>
              <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-5 text-sm">
                <div className="col-span-2">
                  <dt className="font-medium text-muted-foreground">
                    {t('projects.detail.category')}
                  </dt>
                  <dd lang={categoryLang} className="mt-1 font-semibold">
                    {category}
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="font-medium text-muted-foreground">
                    {t('projects.detail.technologies')}
                  </dt>
                  <dd className="mt-2">
                    {project.technologies.length > 0 ? (
                      <BadgeList
                        items={project.technologies}
                        variant="brand"
                        itemLang={englishContent(i18n.language)}
                      />
                    ) : (
                      '-'
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium text-muted-foreground">
                    {t('projects.detail.startDate')}
                  </dt>
                  <dd className="mt-1 font-semibold">{date(project.start_date)}</dd>
                </div>
                <div>
                  <dt className="font-medium text-muted-foreground">
                    {t('projects.detail.endDate')}
                  </dt>
                  <dd className="mt-1 font-semibold">{date(project.end_date)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="font-medium text-muted-foreground">
                    {t('projects.detail.status')}
                  </dt>
                  <dd className="mt-1">
                    <Badge variant={STATUS_VARIANT[project.status] ?? 'secondary'}>{status}</Badge>
                  </dd>
                </div>
              </dl>
            </section>

            <section className="rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 p-6 text-white shadow-md sm:p-8">
              <h2 className="text-lg font-semibold tracking-tight">
                {t('projects.detail.interested')}
              </h2>
              <p className="mt-2 text-sm text-white/90">{t('projects.detail.interestedText')}</p>
              <Button
                asChild
                variant="secondary"
                className="mt-5 bg-white text-slate-900 hover:bg-white/90"
              >
                <AnchorLink section="contact">{t('projects.detail.contactUs')}</AnchorLink>
              </Button>
            </section>
          </div>
        </aside>
      </div>
    </article>
  );
}
