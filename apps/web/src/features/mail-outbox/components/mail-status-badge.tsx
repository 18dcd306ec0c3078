import type { MailStatus } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';

const VARIANT = { pending: 'yellow', sent: 'green', failed: 'red' } as const;

/** A message's state: pending (yellow), sent (green) or failed (red). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANT[status]}>{t(`mailOutbox.statuses.${status}`)}</Badge>;
}
