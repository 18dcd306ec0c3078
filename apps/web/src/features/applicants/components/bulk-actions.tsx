import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/contracts';
import { Mail, X } from 'lucide-react';
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
import { ExportButton } from './export-button';

/**
 * The bar of the selected applicants (sticky at the bottom while any is selected): how many,
 * a status for all of them, their export (on a job's screen), and clearing the selection (also Escape within it).
 * After a whole page, it offers every applicant that matches the filters.
 */
export function BulkBar({
  count,
  matching,
  canSelectAll,
  onSelectAll,
  onStatus,
  onExport,
  busy,
  onClear,
}: {
  /** Selected applicants still in the filtered list. */
  count: number;
  /** Applicants that match the filters. */
  matching: number;
  /** A whole page is selected, and more match. */
  canSelectAll: boolean;
  onSelectAll: () => void;
  onStatus: (status: ApplicationStatus) => void;
  /** The export of the selection (none across jobs). */
  onExport?: () => Promise<void>;
  busy: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('applicants.bulk.label')}
      data-testid="bulk-bar"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClear();
        }
      }}
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border bg-card/95 p-3 shadow-lg backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <p className="text-sm font-semibold" aria-live="polite" data-testid="bulk-count">
        {t('applicants.bulk.selected', { count })}
      </p>
      {canSelectAll ? (
        <button
          type="button"
          onClick={onSelectAll}
          className="rounded-sm text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:text-brand-100"
        >
          {t('applicants.bulk.selectAll', { count: matching })}
        </button>
      ) : (
        count === matching &&
        matching > 1 && (
          <span className="text-sm text-muted-foreground">{t('applicants.bulk.allSelected')}</span>
        )
      )}
      <div
        role="group"
        aria-label={t('applicants.bulk.moveTo')}
        className="flex flex-wrap items-center gap-1.5"
      >
        <span aria-hidden className="text-sm text-muted-foreground">
          {t('applicants.bulk.moveTo')}
        </span>
        {APPLICATION_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onStatus(status)}
            data-testid={`bulk-status-${status}`}
          >
            {t(`applicants.status.${status}`)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-1.5 sm:ml-auto">
        {onExport && (
          <ExportButton
            size="sm"
            variant="outline"
            onExport={onExport}
            label={t('applicants.bulk.export')}
          />
        )}
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden />
          {t('applicants.bulk.clear')}
        </Button>
      </div>
    </div>
  );
}

/** A bulk status change waiting for the recruiter's word. */
export type PendingBulkChange = { ids: number[]; status: ApplicationStatus };

/**
 * Confirms moving the selected applicants to a status; for a status with e-mails, offers to
 * send each candidate the status's e-mail (in the language they applied in).
 */
export function BulkStatusDialog({
  change,
  onCancel,
  onConfirm,
}: {
  change: PendingBulkChange | null;
  onCancel: () => void;
  onConfirm: (sendEmail: boolean) => void;
}) {
  return (
    <Dialog open={change !== null} onOpenChange={(open) => !open && onCancel()}>
      {change && (
        <BulkContent
          key={change.status}
          change={change}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Dialog>
  );
}

function BulkContent({
  change: { ids, status },
  onCancel,
  onConfirm,
}: {
  change: PendingBulkChange;
  onCancel: () => void;
  onConfirm: (sendEmail: boolean) => void;
}) {
  const { t } = useTranslation();
  const [sendEmail, setSendEmail] = useState(false);
  const statusLabel = t(`applicants.status.${status}`);
  const withEmail = status !== 'pending';
  return (
    <DialogContent className="max-w-lg">
      <DialogHeader>
        <DialogTitle>
          {t('applicants.bulk.confirmTitle', { count: ids.length, status: statusLabel })}
        </DialogTitle>
        <DialogDescription>
          {t('applicants.bulk.confirmText', { count: ids.length, status: statusLabel })}
        </DialogDescription>
      </DialogHeader>
      {withEmail && (
        <CheckboxCard
          checked={sendEmail}
          onCheckedChange={(checked) => setSendEmail(checked === true)}
          label={t('applicants.bulk.sendEmail')}
          hint={t('applicants.bulk.sendEmailHint')}
          className="p-3"
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onConfirm(withEmail && sendEmail)} data-testid="bulk-confirm">
          {withEmail && sendEmail && <Mail aria-hidden />}
          {t('applicants.bulk.confirm', { count: ids.length })}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
