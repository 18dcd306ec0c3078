import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { OptionSelect } from '@/components/ui/option-select';
import { cn } from '@/lib/utils';

/** SPEC §4: yellow pending, blue reviewing, green accepted, red rejected. */
export const STATUS_COLOURS = {
  pending: 'yellow',
  reviewing: 'blue',
  accepted: 'green',
  rejected: 'red',
} as const satisfies Record<ApplicationStatus, string>;

const DOT = {
  pending: 'bg-amber-500',
  reviewing: 'bg-sky-500',
  accepted: 'bg-emerald-500',
  rejected: 'bg-red-500',
} satisfies Record<ApplicationStatus, string>;

export function StatusBadge({
  status,
  className,
}: {
  status: ApplicationStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_COLOURS[status]} className={className} data-status={status}>
      <span aria-hidden className={cn('size-1.5 rounded-full', DOT[status])} />
      {t(`applicants.status.${status}`)}
    </Badge>
  );
}

/** The per-applicant status select: any status may follow any other (SPEC §4). */
export function StatusSelect({
  value,
  onChange,
  label,
  disabled,
  className,
  deferred,
}: {
  value: ApplicationStatus;
  onChange: (status: ApplicationStatus) => void;
  label: string;
  disabled?: boolean;
  className?: string;
  /** In a list: a stand-in until first used (see OptionSelect). */
  deferred?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <OptionSelect
      value={value}
      onValueChange={onChange}
      options={APPLICATION_STATUSES.map((status) => ({
        value: status,
        label: (
          <span className="flex items-center gap-2">
            <span aria-hidden className={cn('size-2 rounded-full', DOT[status])} />
            {t(`applicants.status.${status}`)}
          </span>
        ),
      }))}
      disabled={disabled}
      aria-label={label}
      className={className}
      deferred={deferred}
    />
  );
}
