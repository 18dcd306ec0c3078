import { JOB_LEVELS, JOB_TYPES, type Job, type JobInput, TRANSLATED_FIELDS } from '@app/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Field, useFormFields } from '@/components/ui/field';
import { FormCheckbox, FormDateInput, FormSelect } from '@/components/ui/form-controls';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { type TranslatedField, TranslationTabs } from '@/components/ui/translation-tabs';
import { useCreateJob } from '../../api/create-job';
import { useUpdateJob } from '../../api/update-job';
import {
  emptyJobForm,
  type JobField,
  type JobFormDraft,
  jobFormResolver,
  jobToForm,
} from '../../lib/job-form';
import { FormRichText } from '@/components/rich-text-editor';

type JobFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The job to edit; none to add a new one. */
  job: Job | null;
};

/**
 * Add or edit a job (SPEC §2, §5). The dialog stays mounted for every job: an unsaved new job
 * is kept aside while another job is edited, and comes back when a new one is added again.
 */
export function JobFormDialog({ open, onOpenChange, job }: JobFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateJob();
  const update = useUpdateJob();
  /** Whose values the form holds: a job's id, 'new' for a new job, or nothing yet. */
  const loadedFor = useRef<number | 'new' | null>(null);
  /** The unsaved new job, kept while another job is edited. */
  const draft = useRef<JobFormDraft | null>(null);
  const form = useForm<JobFormDraft, unknown, JobInput>({
    resolver: jobFormResolver,
    defaultValues: emptyJobForm,
  });
  const { field, control, aria, id, disabled } = useFormFields(form, {
    disabled: create.isPending || update.isPending,
  });

  // Before the dialog paints: the edited job's values, or the kept draft of a new job.
  useLayoutEffect(() => {
    if (!open) return;
    const target = job?.id ?? 'new';
    if (target === 'new' && loadedFor.current === 'new') return;
    if (loadedFor.current === 'new') draft.current = form.getValues();
    form.reset(job ? jobToForm(job) : (draft.current ?? emptyJobForm));
    loadedFor.current = target;
  }, [open, job, form]);

  const optional = t('jobsAdmin.form.optional');
  const lines = t('jobsAdmin.form.linesHint');
  /** The translated fields, as their English ones. */
  const translated: Record<JobField, Omit<TranslatedField<JobField>, 'name'>> = {
    title: { label: t('jobsAdmin.form.title') },
    location: { label: t('jobsAdmin.form.location') },
    description: { label: t('jobsAdmin.form.description'), rich: true },
    requirements: { label: t('jobsAdmin.form.requirements'), hint: lines, rows: 4 },
    responsibilities: { label: t('jobsAdmin.form.responsibilities'), hint: lines, rows: 4 },
    benefits: { label: t('jobsAdmin.form.benefits'), hint: lines, rows: 3 },
  };
  const choice = (name: 'type' | 'level', values: readonly string[], texts: string) => (
    <Field {...field(name)} label={t(`jobsAdmin.form.${name}`)}>
      <FormSelect
        control={form.control}
        name={name}
        options={values.map((value) => ({ value, label: t(`${texts}.${value}`) }))}
        disabled={disabled}
        {...aria(name)}
      />
    </Field>
  );

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      editing={job !== null}
      title={t(job ? 'jobsAdmin.form.editTitle' : 'jobsAdmin.form.addTitle')}
      description={t(job ? 'jobsAdmin.form.editDescription' : 'jobsAdmin.form.addDescription')}
      submitLabel={t(job ? 'jobsAdmin.form.save' : 'jobsAdmin.form.create')}
      pendingLabel={t('jobsAdmin.form.saving')}
      alternativeSubmit={
        job ? undefined : { label: t('manager.publication.saveDraft'), testId: 'save-draft' }
      }
      // A new job is published or saved as a draft; an edit keeps its state (the card's actions).
      onSave={(values, { alternative }) =>
        job
          ? update.mutateAsync({ id: job.id, data: values })
          : create.mutateAsync(alternative ? { ...values, publication: 'draft' } : values)
      }
      onSaved={() => {
        loadedFor.current = null;
        if (!job) draft.current = null;
      }}
      savedToast={{ title: t(job ? 'jobsAdmin.toasts.updated' : 'jobsAdmin.toasts.created') }}
      failureTitle={t('common.error')}
      failureDetail={t('jobsAdmin.toasts.saveFailed')}
      refusedTitle={t('jobsAdmin.form.refused')}
      testId="job-form-dialog"
    >
      <TranslationTabs
        form={form}
        fields={TRANSLATED_FIELDS.jobs.map((name) => ({ name, ...translated[name] }))}
        disabled={disabled}
      >
        <Field {...field('title')} label={t('jobsAdmin.form.title')} required>
          <Input aria-required maxLength={200} {...control('title')} />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('department')} label={t('jobsAdmin.form.department')} required>
            <Input aria-required maxLength={200} {...control('department')} />
          </Field>
          <Field {...field('location')} label={t('jobsAdmin.form.location')} required>
            <Input aria-required maxLength={200} {...control('location')} />
          </Field>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          {choice('type', JOB_TYPES, 'careers.types')}
          {choice('level', JOB_LEVELS, 'careers.levels')}
        </div>

        <Field {...field('description')} label={t('jobsAdmin.form.description')} required>
          <FormRichText
            form={form}
            name="description"
            label={t('jobsAdmin.form.description')}
            {...aria('description')}
            disabled={disabled}
          />
        </Field>
        <Field
          {...field('requirements')}
          label={t('jobsAdmin.form.requirements')}
          hint={lines}
          required
        >
          <Textarea rows={4} aria-required {...control('requirements')} />
        </Field>
        <Field
          {...field('responsibilities')}
          label={t('jobsAdmin.form.responsibilities')}
          hint={lines}
          required
        >
          <Textarea rows={4} aria-required {...control('responsibilities')} />
        </Field>
        <Field
          {...field('benefits')}
          label={t('jobsAdmin.form.benefits')}
          optional={optional}
          hint={lines}
        >
          <Textarea rows={3} {...control('benefits')} />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            {...field('salary_range')}
            label={t('jobsAdmin.form.salaryRange')}
            optional={optional}
          >
            <Input
              maxLength={200}
              placeholder={t('jobsAdmin.form.salaryPlaceholder')}
              {...control('salary_range')}
            />
          </Field>
          <Field
            {...field('application_deadline')}
            label={t('jobsAdmin.form.deadline')}
            optional={optional}
          >
            <FormDateInput
              control={form.control}
              name="application_deadline"
              disabled={disabled}
              {...aria('application_deadline')}
            />
          </Field>
        </div>

        <Field
          {...field('notify_email')}
          label={t('jobsAdmin.form.notifyEmail')}
          optional={optional}
          hint={t('jobsAdmin.form.notifyEmailHint')}
        >
          <Input type="email" maxLength={254} autoComplete="off" {...control('notify_email')} />
        </Field>

        <FormCheckbox
          control={form.control}
          name="is_active"
          id={id('is_active')}
          label={t('jobsAdmin.form.isActive')}
          hint={t('jobsAdmin.form.isActiveHint')}
          disabled={disabled}
        />
      </TranslationTabs>
    </FormDialog>
  );
}
