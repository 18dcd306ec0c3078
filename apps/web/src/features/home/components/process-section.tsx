import { useTranslation } from '@/i18n';
import { LandingSection } from '@/components/ui/section';

const STEPS = ['discover', 'designDevelop', 'deliverSupport'] as const;

/** Our Process: Discover, Design & Develop, Deliver & Support as numbered steps (SPEC §2). */
export function ProcessSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="process"
      eyebrow={t('home.process.eyebrow')}
      title={t('home.process.title')}
      subtitle={t('home.process.subtitle')}
      className="bg-muted/50"
    >
      <div className="relative mt-14">
        {/* The line that joins the numbers on wide screens. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-7 right-[16.66%] left-[16.66%] hidden h-px bg-gradient-to-r from-brand-600/50 via-accent-500/50 to-brand-600/50 md:block"
        />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((key, index) => (
            <li key={key} className="relative flex flex-col items-center text-center">
              <span
                aria-hidden="true"
                className="relative flex size-14 items-center justify-center rounded-full bg-background text-lg font-bold text-brand-600 shadow-md ring-1 ring-brand-600/20 dark:text-brand-100"
              >
                <span className="absolute inset-0 rounded-full bg-gradient-to-br from-brand-600/10 to-accent-500/20" />
                <span className="relative">{String(index + 1).padStart(2, '0')}</span>
              </span>
              <p className="mt-5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {t('home.process.step', { number: index + 1 })}
              </p>
              <h3 className="mt-2 text-xl font-semibold tracking-tight">
                {t(`home.process.steps.${key}.title`)}
              </h3>
              <p className="mt-3 max-w-sm leading-relaxed text-muted-foreground">
                {t(`home.process.steps.${key}.description`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}
