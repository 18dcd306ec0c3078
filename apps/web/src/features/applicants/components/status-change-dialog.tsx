import type { Application, MailTemplateStatus } from '@app/contracts';
import { LoaderCircle, Mail, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { CheckboxCard } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorDetail } from '@/lib/api-client';
import { useStatusEmail } from '../api/get-status-email';
import { applicantName } from './applicant-card';

/** A status change that may send the candidate an e-mail, waiting for the recruiter's word. */
export type PendingStatusChange = { application: Application; status: MailTemplateStatus };

/**
 * Confirms a change to reviewing, accepted or rejected, offering to send the candidate the
 * status's e-mail, shown as it will be sent (from the current template, in their language).
 */
export function StatusChangeDialog({
  change,
  onCancel,
  onConfirm,
}: {
  change: PendingStatusChange | null;
  onCancel: () => void;
  onConfirm: (sendEmail: boolean) => void;
}) {
  return (
    <Dialog open={change !== null} onOpenChange={(open) => !open && onCancel()}>
      {change && (
        <ChangeContent
          key={`${change.application.id}-${change.status}`}
          change={change}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Dialog>
  );
}

function ChangeContent({
  change: { application, status },
  onCancel,
  onConfirm,
}: {
  change: PendingStatusChange;
  onCancel: () => void;
  onConfirm: (sendEmail: boolean) => void;
}) {
  const { t } = useTranslation();
  const [sendEmail, setSendEmail] = useState(false);
  const preview = useStatusEmail(application.id, status, sendEmail);
  const statusLabel = t(`applicants.status.${status}`);

  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>{t('applicants.statusChange.title', { status: statusLabel })}</DialogTitle>
        <DialogDescription>
          {t('applicants.statusChange.description', {
            name: applicantName(application),
            status: statusLabel,
          })}
        </DialogDescription>
      </DialogHeader>

      <CheckboxCard
        checked={sendEmail}
        onCheckedChange={(checked) => setSendEmail(checked === true)}
        label={t('applicants.statusChange.sendEmail')}
        hint={t('applicants.statusChange.sendEmailHint', { email: application.email })}
        className="p-3"
      />

      {sendEmail && (
        <section
          aria-label={t('applicants.statusChange.preview')}
          aria-busy={preview.isPending || undefined}
          className="grid gap-3 rounded-xl border bg-muted/30 p-4 text-sm"
          data-testid="status-email-preview"
        >
          {preview.isPending ? (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t('applicants.statusChange.loading')}
            </p>
          ) : preview.isError ? (
            <div role="alert" className="grid gap-2">
              <p className="font-medium text-destructive">
                {t('applicants.statusChange.previewFailed')}
              </p>
              <p className="text-muted-foreground">
                {errorDetail(preview.error, t('applicants.errors.loadFailedText'))}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="w-fit"
                onClick={() => void preview.refetch()}
                disabled={preview.isFetching}
              >
                <RotateCw aria-hidden />
                {t('applicants.errors.retry')}
              </Button>
            </div>
          ) : (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 border-b pb-3">
                <dt className="text-muted-foreground">{t('applicants.statusChange.to')}</dt>
                <dd className="break-all">{preview.data.recipient}</dd>
                <dt className="text-muted-foreground">{t('applicants.statusChange.language')}</dt>
                <dd>{t(`applicants.statusChange.languages.${preview.data.language}`)}</dd>
                <dt className="text-muted-foreground">{t('applicants.statusChange.subject')}</dt>
                <dd className="font-medium break-words">{preview.data.subject}</dd>
              </dl>
              <div
                lang={preview.data.language}
                className="max-h-64 overflow-y-auto break-words whitespace-pre-line"
              >
                {preview.data.text.trim()}
              </div>
            </>
          )}
        </section>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onConfirm(sendEmail)}>
          {sendEmail && <Mail aria-hidden />}
          {sendEmail
            ? t('applicants.statusChange.confirmWithEmail')
            : t('applicants.statusChange.confirm')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
