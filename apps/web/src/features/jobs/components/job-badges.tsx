import type { Job } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Department, employment type and level (SPEC §2), the type and level in the visitor's language. */
export function JobBadges({
  job,
  className,
}: {
  job: Pick<Job, 'department' | 'type' | 'level'>;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Badge variant="brand">{job.department}</Badge>
      <Badge variant="blue">{t(`careers.types.${job.type}`)}</Badge>
      <Badge variant="secondary">{t(`careers.levels.${job.level}`)}</Badge>
    </div>
  );
}
