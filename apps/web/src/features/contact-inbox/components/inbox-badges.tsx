import type { ContactStatus, MailStatus } from '@app/contracts';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';

const STATUS_VARIANTS = { new: 'blue', in_progress: 'yellow', done: 'green' } as const;
const MAIL_VARIANTS = { pending: 'yellow', sent: 'green', failed: 'red' } as const;

/** Where a message stands: New, In progress, Done. */
export function StatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-testid="inbox-status">
      {t(`inbox.status.${status}`)}
    </Badge>
  );
}

/** A message left in the chat rather than sent through the contact form. */
export function LeadBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="brand">
      <MessagesSquare aria-hidden className="size-3" />
      {t('inbox.kind.lead')}
    </Badge>
  );
}

/** Where a reply is in the outbox: waiting, sent, or given up. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={MAIL_VARIANTS[status]} data-testid="reply-status">
      {t(`inbox.detail.replyStatus.${status}`)}
    </Badge>
  );
}
