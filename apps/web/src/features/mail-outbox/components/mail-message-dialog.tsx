import { useTranslation } from '@/i18n';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDetail } from '@/lib/api-client';
import { useOutboxMessage } from '../api/get-outbox-message';
import { MailStatusBadge } from './mail-status-badge';

/** One message of the outbox opened: its recipient, subject, state and text part. */
export function MailMessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useOutboxMessage(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="mail-message-dialog">
        <DialogHeader>
          <DialogTitle>{message.data?.subject ?? t('mailOutbox.message.title')}</DialogTitle>
          <DialogDescription>
            {message.data
              ? t('mailOutbox.message.to', { recipient: message.data.recipient })
              : t('mailOutbox.message.loading')}
          </DialogDescription>
        </DialogHeader>
        {message.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{t('mailOutbox.message.loading')}</span>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : message.isError ? (
          <LoadError
            title={t('mailOutbox.message.error')}
            description={errorDetail(message.error, t('mailOutbox.errorHint'))}
            onRetry={() => void message.refetch()}
            retrying={message.isFetching}
          />
        ) : (
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <MailStatusBadge status={message.data.status} />
              <span>
                {t(`mailOutbox.kinds.${message.data.kind}`, { defaultValue: message.data.kind })}
              </span>
            </div>
            {message.data.last_error && (
              <p className="rounded-lg bg-destructive/5 p-3 text-sm text-destructive">
                {message.data.last_error}
              </p>
            )}
            <pre className="max-h-[50dvh] overflow-auto whitespace-pre-wrap break-words rounded-lg border bg-muted/40 p-4 font-sans text-sm">
              {message.data.text}
            </pre>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
