import { ArrowLeft, type LucideIcon, Mail, Phone } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Eyebrow } from '@/components/ui/eyebrow';
import { IconTile } from '@/components/ui/icon-tile';
import { COMPANY, LEGAL_LAST_UPDATED } from '@app/contracts/site';
import { type PageContext, type PageMeta, summary } from '@/lib/page-meta';
import { formatDate } from '@/lib/format-date';
import { telHref } from '@/lib/utils';

export type LegalPageKey = 'support' | 'privacy' | 'terms';

/** Values the texts may name: {{email}}, {{phone}}, {{address}}. */
const COMPANY_VALUES = { email: COMPANY.email, phone: COMPANY.phone, address: COMPANY.address };

/** The page's title and introduction, as its metadata. */
export const legalMeta =
  (page: LegalPageKey) =>
  ({ t }: PageContext): PageMeta => ({
    title: t(`legal.${page}.title`),
    description: summary(t(`legal.${page}.intro`, COMPANY_VALUES)),
  });

const linkClasses =
  'font-medium text-brand-600 underline-offset-4 hover:underline dark:text-brand-100';

type LegalPageProps = {
  page: LegalPageKey;
  /** The keys of the page's sections under `legal.<page>.sections`, in reading order. */
  sections: readonly string[];
  icon: LucideIcon;
  /** Show "Last updated" under the title (policies, not the support page). */
  dated?: boolean;
  /** Content shown before the sections (the support channels). */
  children?: React.ReactNode;
  /** More values the texts may name besides the company's (the retention periods). */
  values?: Record<string, string | number>;
};

/**
 * A text page reached from the footer: a header with the title and introduction, a table of
 * contents on wide screens, the sections (a paragraph, an optional list and an optional closing
 * note each), the company's contact details and a link back home.
 */
export function LegalPage({
  page,
  sections,
  icon: Icon,
  dated = false,
  children,
  values: extra,
}: LegalPageProps) {
  const { t, i18n } = useTranslation();
  const values = { ...COMPANY_VALUES, ...extra };
  const title = t(`legal.${page}.title`);

  const text = (key: string) => (i18n.exists(key) ? t(key, values) : null);
  const list = (key: string): string[] => {
    if (!i18n.exists(key)) return [];
    const value: unknown = t(key, { ...values, returnObjects: true });
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  };
  const sectionId = (key: string) => `${page}-${key}`;

  return (
    <div data-testid={`${page}-page`}>
      <header className="relative isolate overflow-hidden border-b bg-muted/40">
        <div
          aria-hidden="true"
          className="absolute -top-24 right-0 -z-10 size-80 rounded-full bg-gradient-to-br from-brand-600/20 to-accent-500/20 blur-3xl"
        />
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <IconTile tone="gradient" className="size-12 rounded-xl shadow-md shadow-brand-600/20">
            <Icon className="size-6" />
          </IconTile>
          <Eyebrow className="mt-6">{t(`legal.${page}.eyebrow`)}</Eyebrow>
          <h1 className="mt-2 text-[clamp(1.5rem,7vw,3rem)] leading-tight font-bold tracking-tight text-balance break-words hyphens-auto">
            {title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-pretty text-muted-foreground">
            {t(`legal.${page}.intro`, values)}
          </p>
          {dated && (
            <p className="mt-4 text-sm text-muted-foreground">
              {t('legal.lastUpdated', { date: formatDate(LEGAL_LAST_UPDATED, i18n.language) })}
            </p>
          )}
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[14rem_minmax(0,1fr)] lg:px-8">
        <nav
          aria-labelledby={`${page}-toc`}
          className="hidden lg:sticky lg:top-24 lg:block lg:self-start"
        >
          <p id={`${page}-toc`} className="text-sm font-semibold">
            {t('legal.onThisPage')}
          </p>
          <ol className="mt-4 space-y-2 border-l">
            {sections.map((key) => (
              <li key={key}>
                <a
                  href={`#${sectionId(key)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document
                      .getElementById(sectionId(key))
                      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  }}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-sm text-muted-foreground transition-colors hover:border-brand-600 hover:text-foreground"
                >
                  {t(`legal.${page}.sections.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl">
          {children}
          <div className="space-y-12">
            {sections.map((key) => {
              const base = `legal.${page}.sections.${key}`;
              const items = list(`${base}.items`);
              const note = text(`${base}.note`);
              return (
                <section
                  key={key}
                  id={sectionId(key)}
                  aria-labelledby={`${sectionId(key)}-title`}
                  className="scroll-mt-24"
                >
                  <h2
                    id={`${sectionId(key)}-title`}
                    className="text-2xl font-semibold tracking-tight"
                  >
                    {t(`${base}.title`)}
                  </h2>
                  <p className="mt-4 leading-7 text-pretty text-muted-foreground">
                    {t(`${base}.body`, values)}
                  </p>
                  {items.length > 0 && (
                    <ul className="mt-4 space-y-3">
                      {items.map((item) => (
                        <li key={item} className="flex gap-3 leading-7 text-muted-foreground">
                          <span
                            aria-hidden="true"
                            className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-100"
                          />
                          <span>{item}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  {note && (
                    <p className="mt-4 leading-7 text-pretty text-muted-foreground">{note}</p>
                  )}
                </section>
              );
            })}
          </div>

          <aside
            aria-labelledby={`${page}-questions`}
            className="mt-16 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2 id={`${page}-questions`} className="text-lg font-semibold tracking-tight">
              {t('legal.questions.title')}
            </h2>
            <p className="mt-2 text-muted-foreground">{t('legal.questions.body')}</p>
            <ul className="mt-5 flex flex-col gap-3 text-sm sm:flex-row sm:gap-8">
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 text-muted-foreground" />
                <a href={`mailto:${COMPANY.email}`} className={linkClasses}>
                  {COMPANY.email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 text-muted-foreground" />
                <a href={telHref(COMPANY.phone)} className={linkClasses}>
                  {COMPANY.phone}
                </a>
              </li>
            </ul>
          </aside>

          <Button asChild variant="outline" className="mt-10">
            <Link to="/">
              <ArrowLeft aria-hidden />
              {t('common.backToHome')}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
