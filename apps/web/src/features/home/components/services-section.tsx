import { Code2, type LucideIcon, Network, PenTool } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { IconTile } from '@/components/ui/icon-tile';
import { LandingSection } from '@/components/ui/section';

const SERVICES: { key: string; icon: LucideIcon }[] = [
  { key: 'itArchitecture', icon: Network },
  { key: 'uxUiDesign', icon: PenTool },
  { key: 'endToEndDevelopment', icon: Code2 },
];

/** What We Do: IT Architecture, UX/UI Product Design, End-to-End Development (SPEC §2). */
export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="services"
      eyebrow={t('home.services.eyebrow')}
      title={t('home.services.title')}
      subtitle={t('home.services.subtitle')}
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {SERVICES.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="group relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-500/40 hover:shadow-xl hover:shadow-brand-600/5"
          >
            <IconTile tone="gradient" className="size-12 rounded-xl shadow-md shadow-brand-600/20">
              <Icon className="size-6" />
            </IconTile>
            <h3 className="mt-6 text-xl font-semibold tracking-tight">
              {t(`home.services.items.${key}.title`)}
            </h3>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              {t(`home.services.items.${key}.description`)}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
