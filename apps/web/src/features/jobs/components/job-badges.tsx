import type { Job } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { englishContent } from '@/lib/content-language';
import { cn } from '@/lib/utils';

/**
 * Department, employment type and level (SPEC §2), the type and level in the visitor's language
 * (the department is not translated: it is English).
 */
export function JobBadges({
  job,
  className,
}: {
  job: Pick<Job, 'department' | 'type' | 'level'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Badge variant="brand" lang={englishContent(i18n.language)}>
        {job.department}
      </Badge>
      <Badge variant="blue">{t(`careers.types.${job.type}`)}</Badge>
      <Badge variant="secondary">{t(`careers.levels.${job.level}`)}</Badge>
    </div>
  );
}
