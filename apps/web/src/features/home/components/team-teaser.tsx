import { ArrowRight, Code2, Network, PenTool, Users } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { containerClasses, SectionHeading } from '@/components/ui/section';

const ROLES = [
  { icon: Network, className: 'bg-brand-600 text-white' },
  { icon: PenTool, className: 'bg-accent-500 text-white' },
  { icon: Code2, className: 'bg-card text-brand-700 dark:text-brand-100' },
  { icon: Users, className: 'bg-brand-700 text-white' },
];

/** The team teaser, linking to /team ("Meet Our team", SPEC §2). */
export function TeamTeaser() {
  const { t } = useTranslation();
  return (
    <section id="team" aria-labelledby="team-title" className="scroll-mt-16 pt-20 sm:pt-24">
      <div className={containerClasses}>
        <div className="relative overflow-hidden rounded-3xl border bg-gradient-to-br from-brand-50 via-background to-background p-8 shadow-sm sm:p-12 dark:from-brand-700/25 dark:via-card dark:to-card">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-500/15 blur-3xl"
          />
          <div className="relative flex flex-col items-start gap-10 md:flex-row md:items-center md:justify-between">
            <SectionHeading
              id="team-title"
              align="left"
              eyebrow={t('home.team.eyebrow')}
              title={t('home.team.title')}
              subtitle={t('home.team.description')}
            >
              <Button asChild size="lg" className="mt-8">
                <Link to="/team">
                  {t('home.team.cta')}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            </SectionHeading>
            <div aria-hidden="true" className="flex shrink-0 -space-x-4">
              {ROLES.map(({ icon: Icon, className }, index) => (
                <span
                  key={index}
                  className={`flex size-16 items-center justify-center rounded-full border-4 border-background shadow-lg sm:size-20 ${className}`}
                >
                  <Icon className="size-7 sm:size-8" />
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
