import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { AnchorLink } from '@/components/layouts/anchor-link';
import { Button } from '@/components/ui/button';
import { HeroIllustration } from './hero-illustration';
import { containerClasses } from '@/components/ui/section';

/** Headline, subheadline and the two calls to action over the brand gradient (SPEC §2). */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative isolate scroll-mt-16 overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-accent-500 text-white"
    >
      {/* Depth: a darker wash in the dark theme, a soft grid and two glows. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 hidden bg-black/30 dark:block" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.07)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_60%_40%,black,transparent)] bg-[size:56px_56px]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 size-[28rem] rounded-full bg-accent-500/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-32 -z-10 size-[26rem] rounded-full bg-brand-700/60 blur-3xl"
      />

      <div
        className={`${containerClasses} grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-2 lg:gap-8 lg:py-28`}
      >
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3 py-1 text-xs font-medium text-white backdrop-blur sm:text-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-cyan-200" />
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-5xl lg:text-6xl lg:leading-[1.05]"
          >
            {t('home.hero.headline')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-white/85 sm:text-xl">
            {t('home.hero.subheadline')}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="bg-white text-brand-700 shadow-lg shadow-brand-700/30 hover:bg-brand-50 focus-visible:ring-white focus-visible:ring-offset-brand-600"
            >
              <AnchorLink section="contact" data-testid="hero-get-started">
                {t('home.hero.getStarted')}
                <ArrowRight aria-hidden />
              </AnchorLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-white/10 text-white shadow-none backdrop-blur hover:bg-white/20 focus-visible:ring-white focus-visible:ring-offset-brand-600"
            >
              <AnchorLink section="portfolio" data-testid="hero-see-portfolio">
                {t('home.hero.seePortfolio')}
              </AnchorLink>
            </Button>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md sm:max-w-lg lg:max-w-none">
          <HeroIllustration className="drop-shadow-2xl" />
        </div>
      </div>
    </section>
  );
}
