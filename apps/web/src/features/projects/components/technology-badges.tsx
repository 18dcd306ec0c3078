import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { BadgeList } from '@/components/ui/badge-list';
import { englishContent } from '@/lib/content-language';

/** SPEC §9: a project card shows at most 4 technology badges, then '+N more'. */
export const CARD_TECHNOLOGY_LIMIT = 4;

/** The technologies of a project card, at most four, the rest counted; their names are English. */
export function TechnologyBadges({
  technologies,
  ...props
}: { technologies: readonly string[] } & Omit<React.ComponentProps<typeof BadgeList>, 'items'>) {
  const { t, i18n } = useTranslation();
  return (
    <BadgeList
      items={technologies}
      limit={CARD_TECHNOLOGY_LIMIT}
      label={t('projects.technologies')}
      variant="brand"
      itemTestId="technology-badge"
      itemLang={englishContent(i18n.language)}
      {...props}
    />
  );
}
