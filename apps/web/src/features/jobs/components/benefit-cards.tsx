import { Globe2, GraduationCap, Laptop } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { IconTile } from '@/components/ui/icon-tile';

const BENEFITS = [
  { key: 'flexible', icon: Laptop },
  { key: 'learning', icon: GraduationCap },
  { key: 'international', icon: Globe2 },
] as const;

/** The three reasons to join, above the open positions. */
export function BenefitCards() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="careers-benefits"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8"
    >
      <h2 id="careers-benefits" className="sr-only">
        {t('careers.benefits.title')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="rounded-2xl border bg-card p-6 shadow-sm transition-all duration-200 hover:-translate-y-0.5 hover:shadow-md"
          >
            <IconTile tone="gradient" className="size-12 rounded-xl shadow-sm">
              <Icon className="size-6" />
            </IconTile>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">
              {t(`careers.benefits.${key}.title`)}
            </h3>
            <p className="mt-2 text-muted-foreground">{t(`careers.benefits.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
