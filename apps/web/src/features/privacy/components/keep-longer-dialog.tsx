import { MAX_KEEP_REASON_LENGTH, type RetentionItem, RetentionExtendSchema } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { DateInput } from '@/components/ui/date-input';
import { errorAria, Field } from '@/components/ui/field';
import { FormDialogFrame } from '@/components/ui/form-dialog';
import { toastFailure } from '@/components/ui/failure-toast';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useKeepLonger } from '../api/keep-longer';

type Errors = { keep_until?: string; reason?: string };

/**
 * "Keep longer": a later day (after today, at most two years on) and the reason, which the
 * audit log records with the day.
 */
export function KeepLongerDialog({
  item,
  onOpenChange,
}: {
  /** The item to keep; the dialog is open while there is one. */
  item: RetentionItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const keep = useKeepLonger();
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const close = (open: boolean) => {
    if (open) return;
    setUntil('');
    setReason('');
    setErrors({});
    onOpenChange(false);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!item) return;
    const parsed = RetentionExtendSchema.safeParse({ keep_until: until, reason });
    if (!parsed.success) {
      const failed = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        keep_until: failed.has('keep_until') ? t('privacy.keep.errors.until') : undefined,
        reason: failed.has('reason')
          ? t('privacy.keep.errors.reason', { max: MAX_KEEP_REASON_LENGTH })
          : undefined,
      });
      return;
    }
    keep.mutate(
      { kind: item.kind, id: item.id, ...parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('privacy.keep.saved', { name: item.name }) });
          close(false);
        },
        onError: (error) => toastFailure(t('privacy.keep.failed'), error),
      },
    );
  };

  return (
    <FormDialogFrame
      open={item !== null}
      onOpenChange={close}
      busy={keep.isPending}
      dirty={until !== '' || reason !== ''}
      title={t('privacy.keep.title')}
      description={
        item
          ? t('privacy.keep.description', {
              name: item.name,
              kind: t(`privacy.kinds.${item.kind}`),
            })
          : ''
      }
      onSubmit={submit}
      submitLabel={t('privacy.keep.submit')}
      pendingLabel={t('privacy.keep.pending')}
      className="sm:max-w-lg"
      testId="keep-longer-dialog"
    >
      <Field id="keep-until" label={t('privacy.keep.until')} error={errors.keep_until} required>
        <DateInput
          id="keep-until"
          value={until}
          onChange={(value) => {
            setUntil(value);
            setErrors((current) => ({ ...current, keep_until: undefined }));
          }}
          {...errorAria('keep-until', !!errors.keep_until)}
        />
      </Field>
      <Field
        id="keep-reason"
        label={t('privacy.keep.reason')}
        hint={t('privacy.keep.reasonHint')}
        error={errors.reason}
        required
      >
        <Textarea
          id="keep-reason"
          rows={3}
          maxLength={MAX_KEEP_REASON_LENGTH}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          {...errorAria('keep-reason', !!errors.reason)}
        />
      </Field>
    </FormDialogFrame>
  );
}
