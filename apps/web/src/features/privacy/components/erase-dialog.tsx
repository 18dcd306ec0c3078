import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { errorAria, Field } from '@/components/ui/field';
import { FormDialogFrame } from '@/components/ui/form-dialog';
import { toastFailure } from '@/components/ui/failure-toast';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useErasePersonData } from '../api/erase-person-data';

/**
 * "Erase…": deletes everything held about an address once the address is typed again; what
 * went is told by counts (the audit log keeps only those).
 */
export function EraseDialog({
  email,
  open,
  onOpenChange,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const erase = useErasePersonData();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const close = (next: boolean) => {
    if (next) return;
    setTyped('');
    setMismatch(false);
    onOpenChange(false);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches) {
      setMismatch(true);
      return;
    }
    erase.mutate(
      { email, confirm: typed.trim() },
      {
        onSuccess: ({ counts }) => {
          toast({
            title: t('privacy.erase.done'),
            description: t('privacy.erase.doneCounts', counts),
          });
          close(false);
        },
        onError: (error) => toastFailure(t('privacy.erase.failed'), error),
      },
    );
  };

  return (
    <FormDialogFrame
      open={open}
      onOpenChange={close}
      busy={erase.isPending}
      dirty={typed !== ''}
      title={t('privacy.erase.title')}
      description={t('privacy.erase.description', { email })}
      onSubmit={submit}
      submitLabel={t('privacy.erase.submit')}
      pendingLabel={t('privacy.erase.pending')}
      submitIcon={<Trash2 aria-hidden />}
      className="sm:max-w-lg"
      testId="erase-dialog"
    >
      <Field
        id="erase-confirm"
        label={t('privacy.erase.confirmLabel', { email })}
        error={mismatch ? t('privacy.erase.mismatch') : undefined}
        required
      >
        <Input
          id="erase-confirm"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
          {...errorAria('erase-confirm', mismatch)}
        />
      </Field>
    </FormDialogFrame>
  );
}
