import { HeartHandshake, Lightbulb, type LucideIcon, ShieldCheck, Trophy } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { IconTile } from '@/components/ui/icon-tile';
import { containerClasses, Section, SectionHeading } from '@/components/ui/section';

const VALUES: { key: string; icon: LucideIcon }[] = [
  { key: 'integrity', icon: ShieldCheck },
  { key: 'expertise', icon: Trophy },
  { key: 'clientFocus', icon: HeartHandshake },
  { key: 'innovation', icon: Lightbulb },
];

/** Company Values, the "about" anchor (SPEC §2): Integrity, Expertise, Client Focus, Innovation. */
export function ValuesSection() {
  const { t } = useTranslation();
  return (
    <Section id="about" aria-labelledby="about-title" className="bg-muted/50">
      <div className={`${containerClasses} grid gap-12 lg:grid-cols-3 lg:gap-16`}>
        <SectionHeading
          id="about-title"
          align="left"
          eyebrow={t('home.values.eyebrow')}
          title={t('home.values.title')}
          subtitle={t('home.values.subtitle')}
          className="lg:sticky lg:top-28 lg:self-start"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          {VALUES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="rounded-2xl border bg-card p-7 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-500/40 hover:shadow-lg"
            >
              <IconTile className="size-11 rounded-xl">
                <Icon className="size-5" />
              </IconTile>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">
                {t(`home.values.items.${key}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">
                {t(`home.values.items.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
