import { JOB_LEVELS, JOB_TYPES, type Job } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useCreateJob } from '../../api/create-job';
import { useUpdateJob } from '../../api/update-job';
import {
  emptyJobForm,
  type JobFormInput,
  JobFormSchema,
  type JobFormValues,
  jobFieldError,
  jobToForm,
} from './job-admin';

type JobFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The job to edit; none to add a new one. */
  job: Job | null;
};

type TextField = Exclude<keyof JobFormInput, 'type' | 'level' | 'is_active'>;

/**
 * Add or edit a job (SPEC §2, §5): validated with the server's schema before sending. On a
 * refusal the dialog stays open with the input and shows the server's detail; an unsaved new
 * job survives closing the dialog until it is saved.
 */
export function JobFormDialog({ open, onOpenChange, job }: JobFormDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const create = useCreateJob();
  const update = useUpdateJob();
  const [serverError, setServerError] = useState<string | null>(null);
  /** Whose values the form holds: a job's id, 'new' for a new job, or nothing yet. */
  const loadedFor = useRef<number | 'new' | null>(null);
  /** The unsaved new job, kept while another job is edited. */
  const draft = useRef<JobFormInput | null>(null);
  const form = useForm<JobFormInput, unknown, JobFormValues>({
    resolver: zodResolver(JobFormSchema),
    defaultValues: emptyJobForm,
  });
  const { errors } = form.formState;
  const busy = create.isPending || update.isPending;

  // Before the dialog paints: the edited job's values, or the kept draft of a new job.
  useLayoutEffect(() => {
    if (!open) return;
    setServerError(null);
    const target = job?.id ?? 'new';
    if (target === 'new' && loadedFor.current === 'new') return;
    if (loadedFor.current === 'new') draft.current = form.getValues();
    form.reset(job ? jobToForm(job) : (draft.current ?? emptyJobForm));
    loadedFor.current = target;
  }, [open, job, form]);

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    const callbacks = {
      onSuccess: () => {
        toast({ title: t(job ? 'jobsAdmin.toasts.updated' : 'jobsAdmin.toasts.created') });
        loadedFor.current = null;
        if (!job) draft.current = null;
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        const message = errorDetail(error, t('jobsAdmin.toasts.saveFailed'));
        setServerError(message);
        toast({ title: t('common.error'), description: message, variant: 'destructive' });
      },
    };
    if (job) update.mutate({ id: job.id, data: values }, callbacks);
    else create.mutate(values, callbacks);
  });

  const fieldId = (name: keyof JobFormInput) => `${ids}-${name}`;
  const errorOf = (name: keyof JobFormInput) =>
    jobFieldError(t, errors[name] as FieldError | undefined);
  const control = (name: TextField) => {
    const invalid = Boolean(errors[name]);
    return {
      id: fieldId(name),
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${fieldId(name)}-error` : undefined,
      disabled: busy,
      ...form.register(name),
    };
  };
  const optional = (label: string) => (
    <>
      {label}
      <span className="font-normal text-muted-foreground">({t('jobsAdmin.form.optional')})</span>
    </>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl sm:p-8" data-testid="job-form-dialog">
        <DialogHeader>
          <DialogTitle className="text-xl tracking-tight">
            {t(job ? 'jobsAdmin.form.editTitle' : 'jobsAdmin.form.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {t(job ? 'jobsAdmin.form.editDescription' : 'jobsAdmin.form.addDescription')}
          </DialogDescription>
        </DialogHeader>

        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="grid min-w-0 gap-5"
          aria-busy={busy}
        >
          {serverError && (
            <div
              role="alert"
              className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
            >
              <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              <div>
                <p className="font-medium">{t('jobsAdmin.form.refused')}</p>
                <p className="mt-1 break-words text-muted-foreground">{serverError}</p>
              </div>
            </div>
          )}

          <Field
            id={fieldId('title')}
            label={t('jobsAdmin.form.title')}
            error={errorOf('title')}
            required
          >
            <Input aria-required maxLength={200} {...control('title')} />
          </Field>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id={fieldId('department')}
              label={t('jobsAdmin.form.department')}
              error={errorOf('department')}
              required
            >
              <Input aria-required maxLength={200} {...control('department')} />
            </Field>
            <Field
              id={fieldId('location')}
              label={t('jobsAdmin.form.location')}
              error={errorOf('location')}
              required
            >
              <Input aria-required maxLength={200} {...control('location')} />
            </Field>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={fieldId('type')} label={t('jobsAdmin.form.type')} error={errorOf('type')}>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                    <SelectTrigger id={fieldId('type')} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {JOB_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {t(`careers.types.${type}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            <Field id={fieldId('level')} label={t('jobsAdmin.form.level')} error={errorOf('level')}>
              <Controller
                control={form.control}
                name="level"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                    <SelectTrigger id={fieldId('level')} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {JOB_LEVELS.map((level) => (
                        <SelectItem key={level} value={level}>
                          {t(`careers.levels.${level}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
          </div>

          <Field
            id={fieldId('description')}
            label={t('jobsAdmin.form.description')}
            error={errorOf('description')}
            required
          >
            <Textarea rows={4} aria-required {...control('description')} />
          </Field>
          <Field
            id={fieldId('requirements')}
            label={t('jobsAdmin.form.requirements')}
            hint={t('jobsAdmin.form.linesHint')}
            error={errorOf('requirements')}
            required
          >
            <Textarea rows={4} aria-required {...control('requirements')} />
          </Field>
          <Field
            id={fieldId('responsibilities')}
            label={t('jobsAdmin.form.responsibilities')}
            hint={t('jobsAdmin.form.linesHint')}
            error={errorOf('responsibilities')}
            required
          >
            <Textarea rows={4} aria-required {...control('responsibilities')} />
          </Field>
          <Field
            id={fieldId('benefits')}
            label={optional(t('jobsAdmin.form.benefits'))}
            hint={t('jobsAdmin.form.linesHint')}
            error={errorOf('benefits')}
          >
            <Textarea rows={3} {...control('benefits')} />
          </Field>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id={fieldId('salary_range')}
              label={optional(t('jobsAdmin.form.salaryRange'))}
              error={errorOf('salary_range')}
            >
              <Input
                maxLength={200}
                placeholder={t('jobsAdmin.form.salaryPlaceholder')}
                {...control('salary_range')}
              />
            </Field>
            <Field
              id={fieldId('application_deadline')}
              label={optional(t('jobsAdmin.form.deadline'))}
              error={errorOf('application_deadline')}
            >
              <Input type="date" {...control('application_deadline')} />
            </Field>
          </div>

          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <div className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4">
                <Checkbox
                  id={fieldId('is_active')}
                  checked={field.value ?? true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  disabled={busy}
                  aria-describedby={`${fieldId('is_active')}-hint`}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={fieldId('is_active')}>{t('jobsAdmin.form.isActive')}</Label>
                  <p id={`${fieldId('is_active')}-hint`} className="text-xs text-muted-foreground">
                    {t('jobsAdmin.form.isActiveHint')}
                  </p>
                </div>
              </div>
            )}
          />

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
              {busy
                ? t('jobsAdmin.form.saving')
                : t(job ? 'jobsAdmin.form.save' : 'jobsAdmin.form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
