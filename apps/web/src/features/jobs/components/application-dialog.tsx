import type { Job } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useSubmitApplication } from '../api/submit-application';
import {
  type ApplicationFormInput,
  ApplicationFormSchema,
  type ApplicationFormValues,
  emptyApplicationForm,
  fieldErrorMessage,
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
  const ids = useId();
  const [files, setFiles] = useState<File[]>([]);
  const submit = useSubmitApplication();
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(ApplicationFormSchema),
    defaultValues: emptyApplicationForm,
  });
  const { errors } = form.formState;
  const busy = submit.isPending;
  const percent = Math.round(submit.progress * 100);

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
        onError: (error) => {
          toast({
            title: t('careers.apply.failure.title'),
            description: errorDetail(error, t('careers.apply.failure.description')),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const field = (name: keyof ApplicationFormInput) => {
    const error = errors[name] as FieldError | undefined;
    return {
      id: `${ids}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${ids}-${name}-error` : undefined,
      disabled: busy,
      ...form.register(name),
    };
  };

  const fieldError = (name: keyof ApplicationFormInput) => {
    const message = fieldErrorMessage(t, errors[name] as FieldError | undefined);
    return message ? (
      <p id={`${ids}-${name}-error`} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };

  const requiredMark = (
    <span aria-hidden className="text-destructive">
      *
    </span>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        className="sm:max-w-2xl sm:p-8"
        onCloseAutoFocus={(event) => {
          if (!returnFocusRef?.current) return;
          event.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-xl tracking-tight">
            {t('careers.apply.title', { title: job.title })}
          </DialogTitle>
          <DialogDescription>{t('careers.apply.description')}</DialogDescription>
        </DialogHeader>

        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="grid min-w-0 gap-5"
          aria-busy={busy}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-first_name`}>
                {t('careers.apply.firstName')} {requiredMark}
              </Label>
              <Input autoComplete="given-name" aria-required {...field('first_name')} />
              {fieldError('first_name')}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-last_name`}>
                {t('careers.apply.lastName')} {requiredMark}
              </Label>
              <Input autoComplete="family-name" aria-required {...field('last_name')} />
              {fieldError('last_name')}
            </div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-email`}>
                {t('careers.apply.email')} {requiredMark}
              </Label>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                aria-required
                {...field('email')}
              />
              {fieldError('email')}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-phone`}>
                {t('careers.apply.phone')}{' '}
                <span className="font-normal text-muted-foreground">
                  ({t('careers.apply.optional')})
                </span>
              </Label>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
              {fieldError('phone')}
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-cover_letter`}>
              {t('careers.apply.coverLetter')}{' '}
              <span className="font-normal text-muted-foreground">
                ({t('careers.apply.optional')})
              </span>
            </Label>
            <Textarea
              rows={5}
              placeholder={t('careers.apply.coverLetterPlaceholder')}
              {...field('cover_letter')}
            />
            {fieldError('cover_letter')}
          </div>

          <DocumentDropzone files={files} onFilesChange={setFiles} disabled={busy} />

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

          <DialogFooter className="pt-2">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => onOpenChange(false)}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="gradient" disabled={busy}>
              <Send aria-hidden />
              {busy ? t('careers.apply.submitting') : t('careers.apply.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
