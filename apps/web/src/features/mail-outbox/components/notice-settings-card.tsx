import { STAFF_NOTICE_MODES, type MailSettings, type StaffNoticeMode } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/components/ui/failure-toast';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format-date';
import { useUpdateMailSettings } from '../api/update-mail-settings';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));
const hourLabel = (hour: string) => `${hour.padStart(2, '0')}:00 UTC`;

/** How the staff hear of new applications, contact messages and chat leads: each, or a daily digest. */
export function NoticeSettingsCard({ settings }: { settings: MailSettings }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateMailSettings();
  const [mode, setMode] = useState<StaffNoticeMode>(settings.staff_notices);
  const [hour, setHour] = useState(String(settings.digest_hour));
  const changed = mode !== settings.staff_notices || Number(hour) !== settings.digest_hour;

  const save = () =>
    update.mutate(
      { staff_notices: mode, digest_hour: Number(hour) },
      {
        onSuccess: () => toast({ title: t('mailOutbox.settings.saved') }),
        onError: (error) => toastFailure(t('mailOutbox.settings.saveFailed'), error),
      },
    );

  return (
    <section
      aria-labelledby="notice-settings-title"
      className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm"
    >
      <div>
        <h2 id="notice-settings-title" className="font-semibold">
          {t('mailOutbox.settings.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('mailOutbox.settings.description')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="notice-mode">{t('mailOutbox.settings.mode')}</Label>
          <OptionSelect
            id="notice-mode"
            value={mode}
            onValueChange={setMode}
            disabled={update.isPending}
            options={STAFF_NOTICE_MODES.map((value) => ({
              value,
              label: t(`mailOutbox.settings.modes.${value}`),
            }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="digest-hour">{t('mailOutbox.settings.hour')}</Label>
          <OptionSelect
            id="digest-hour"
            value={hour}
            onValueChange={setHour}
            disabled={update.isPending || mode !== 'digest'}
            options={HOURS.map((value) => ({ value, label: hourLabel(value) }))}
          />
        </div>
        <Button onClick={save} disabled={!changed || update.isPending}>
          {update.isPending ? t('mailOutbox.settings.saving') : t('mailOutbox.settings.save')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {settings.staff_notices === 'digest'
          ? t('mailOutbox.settings.digestOn', { hour: hourLabel(String(settings.digest_hour)) })
          : t('mailOutbox.settings.eachOn')}
        {settings.staff_notices === 'digest' && settings.last_digest_at && (
          <>
            {' '}
            {t('mailOutbox.settings.since', {
              at: formatDateTime(settings.last_digest_at, i18n.language, 'short'),
            })}
          </>
        )}
      </p>
    </section>
  );
}
