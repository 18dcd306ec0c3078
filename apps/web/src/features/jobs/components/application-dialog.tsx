import type { Job } from '@app/contracts';
import { Send } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { toastFailure } from '@/components/ui/failure-toast';
import { Field, useFormFields } from '@/components/ui/field';
import { FormDialogFrame } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { useSubmitApplication } from '../api/submit-application';
import {
  type ApplicationFormInput,
  type ApplicationFormValues,
  applicationFormResolver,
  emptyApplicationForm,
} from '../lib/application-form';
import { isWithinTotalLimit } from '../lib/file-limits';
import { DocumentDropzone } from './document-dropzone';

type ApplicationDialogProps = {
  job: Pick<Job, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * The job application (SPEC §2–§5): name, email, phone, cover letter and documents, sent as one
 * multipart upload. The draft survives closing the dialog; it is cleared once the application
 * has been received.
 */
export function ApplicationDialog({
  job,
  open,
  onOpenChange,
  returnFocusRef,
}: ApplicationDialogProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const submit = useSubmitApplication();
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: applicationFormResolver,
    defaultValues: emptyApplicationForm,
  });
  const busy = submit.isPending;
  const { field, control } = useFormFields(form, { disabled: busy });
  const percent = Math.round(submit.progress * 100);
  const optional = t('careers.apply.optional');

  const onSubmit = form.handleSubmit((details) => {
    if (!isWithinTotalLimit(files)) {
      toast({
        title: t('careers.apply.sizeError.title'),
        description: t('careers.apply.sizeError.description'),
        variant: 'destructive',
      });
      return;
    }
    submit.mutate(
      { jobId: job.id, details, files },
      {
        onSuccess: () => {
          toast({
            title: t('careers.apply.success.title'),
            description: t('careers.apply.success.description'),
          });
          form.reset(emptyApplicationForm);
          setFiles([]);
          onOpenChange(false);
        },
        onError: (error) =>
          toastFailure(
            t('careers.apply.failure.title'),
            error,
            t('careers.apply.failure.description'),
          ),
      },
    );
  });

  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={t('careers.apply.title', { title: job.title })}
      description={t('careers.apply.description')}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('careers.apply.submit')}
      pendingLabel={t('careers.apply.submitting')}
      submitIcon={<Send aria-hidden />}
      onCloseAutoFocus={(event) => {
        if (!returnFocusRef?.current) return;
        event.preventDefault();
        returnFocusRef.current.focus();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('first_name')} label={t('careers.apply.firstName')} required>
          <Input autoComplete="given-name" aria-required {...control('first_name')} />
        </Field>
        <Field {...field('last_name')} label={t('careers.apply.lastName')} required>
          <Input autoComplete="family-name" aria-required {...control('last_name')} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field('email')} label={t('careers.apply.email')} required>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required
            {...control('email')}
          />
        </Field>
        <Field {...field('phone')} label={t('careers.apply.phone')} optional={optional}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...control('phone')} />
        </Field>
      </div>
      <Field {...field('cover_letter')} label={t('careers.apply.coverLetter')} optional={optional}>
        <Textarea
          rows={5}
          placeholder={t('careers.apply.coverLetterPlaceholder')}
          {...control('cover_letter')}
        />
      </Field>

      <DocumentDropzone files={files} onFilesChange={setFiles} disabled={busy} />

      <ConsentCheckbox error={field('consent').error} {...control('consent')} />

      {busy && files.length > 0 && (
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span role="status" className="text-muted-foreground">
              {t('careers.apply.uploading')}
            </span>
            <span aria-hidden className="font-medium tabular-nums">
              {percent}%
            </span>
          </div>
          <Progress value={percent} aria-label={t('careers.apply.uploadProgress')} />
        </div>
      )}
    </FormDialogFrame>
  );
}
