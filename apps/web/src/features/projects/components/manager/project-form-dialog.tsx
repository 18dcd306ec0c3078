import {
  PROJECT_STATUSES,
  type Project,
  type ProjectInput,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Field, useFormFields } from '@/components/ui/field';
import { FormDateInput, FormSelect } from '@/components/ui/form-controls';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormImageField } from '@/components/ui/form-image-field';
import { Input, Textarea } from '@/components/ui/input';
import { type TranslatedField, TranslationTabs } from '@/components/ui/translation-tabs';
import { useCreateProject } from '../../api/create-project';
import { useUpdateProject } from '../../api/update-project';
import {
  emptyProjectForm,
  type ProjectField,
  projectFormResolver,
  type ProjectFormValues,
  projectToFormValues,
} from '../../lib/project-form';

type ProjectFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; null to add a new one. */
  project: Project | null;
};

/**
 * The project dialog of SPEC §2 "Projects admin" in create or edit mode: technologies typed
 * comma-separated, the order a whole number or empty. Give it a `key` per project so each one
 * has its own form.
 */
export function ProjectFormDialog({ open, onOpenChange, project }: ProjectFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateProject();
  const update = useUpdateProject();
  const form = useForm<ProjectFormValues, unknown, ProjectInput>({
    resolver: projectFormResolver,
    defaultValues: project ? projectToFormValues(project) : emptyProjectForm,
  });
  const { field, control, aria, disabled } = useFormFields(form, {
    disabled: create.isPending || update.isPending,
  });
  const featuresHint = t('projectsAdmin.fields.featuresHint');
  const storyHint = t('projectsAdmin.fields.storyHint');
  /** The translated fields, as their English ones. */
  const translated: Record<ProjectField, Omit<TranslatedField<ProjectField>, 'name'>> = {
    name: { label: t('projectsAdmin.fields.name') },
    description: { label: t('projectsAdmin.fields.description'), rows: 4 },
    category: { label: t('projectsAdmin.fields.category') },
    features: { label: t('projectsAdmin.fields.features'), hint: featuresHint, rows: 4 },
    challenge: { label: t('projectsAdmin.fields.challenge'), hint: storyHint, rows: 3 },
    solution: { label: t('projectsAdmin.fields.solution'), hint: storyHint, rows: 3 },
    results: { label: t('projectsAdmin.fields.results'), hint: storyHint, rows: 3 },
  };
  const mode = project ? 'edit' : 'create';
  const failure = t(project ? 'projectsAdmin.toast.updateFailed' : 'projectsAdmin.toast.addFailed');

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      editing={project !== null}
      title={t(`projectsAdmin.dialog.${mode}.title`)}
      description={t(`projectsAdmin.dialog.${mode}.subtitle`)}
      submitLabel={t(`projectsAdmin.dialog.${mode}.submit`)}
      alternativeSubmit={
        project ? undefined : { label: t('manager.publication.saveDraft'), testId: 'save-draft' }
      }
      // A new project is published or saved as a draft; an edit keeps its state (the card's
      // actions change it).
      onSave={(input, { alternative }) =>
        project
          ? update.mutateAsync({ id: project.id, input })
          : create.mutateAsync(alternative ? { ...input, publication: 'draft' } : input)
      }
      onSaved={(saved) => form.reset(project ? projectToFormValues(saved) : emptyProjectForm)}
      savedToast={{
        title: t(project ? 'projectsAdmin.toast.updated' : 'projectsAdmin.toast.added'),
      }}
      failureTitle={failure}
      testId="project-dialog"
    >
      <TranslationTabs
        form={form}
        fields={TRANSLATED_FIELDS.projects.map((name) => ({ name, ...translated[name] }))}
        disabled={disabled}
      >
        <Field {...field('name')} label={t('projectsAdmin.fields.name')} required>
          <Input aria-required {...control('name')} />
        </Field>
        <Field {...field('description')} label={t('projectsAdmin.fields.description')}>
          <Textarea rows={4} {...control('description')} />
        </Field>
        <Field
          {...field('technologies')}
          label={t('projectsAdmin.fields.technologies')}
          hint={t('projectsAdmin.fields.technologiesHint')}
        >
          <Input
            placeholder={t('projectsAdmin.fields.technologiesPlaceholder')}
            {...control('technologies')}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('status')} label={t('projectsAdmin.fields.status')}>
            <FormSelect
              control={form.control}
              name="status"
              options={PROJECT_STATUSES.map((status) => ({
                value: status,
                label: t(`projectsAdmin.status.${status}`),
              }))}
              disabled={disabled}
              {...aria('status')}
            />
          </Field>
          <Field {...field('category')} label={t('projectsAdmin.fields.category')}>
            <Input {...control('category')} />
          </Field>
          <Field {...field('start_date')} label={t('projectsAdmin.fields.startDate')}>
            <FormDateInput
              control={form.control}
              name="start_date"
              disabled={disabled}
              {...aria('start_date')}
            />
          </Field>
          <Field {...field('end_date')} label={t('projectsAdmin.fields.endDate')}>
            <FormDateInput
              control={form.control}
              name="end_date"
              disabled={disabled}
              {...aria('end_date')}
            />
          </Field>
          <Field
            {...field('order')}
            label={t('projectsAdmin.fields.order')}
            hint={t('projectsAdmin.fields.orderHint')}
          >
            <Input type="number" step={1} inputMode="numeric" {...control('order')} />
          </Field>
          <Field
            {...field('photo_url')}
            label={t('projectsAdmin.fields.photoUrl')}
            hint={t('projectsAdmin.fields.photoUrlHint')}
          >
            <FormImageField
              form={form}
              name="photo_media"
              urlName="photo_url"
              id={aria('photo_url').id}
              disabled={disabled}
            />
          </Field>
        </div>
        <Field
          {...field('features')}
          label={t('projectsAdmin.fields.features')}
          hint={featuresHint}
        >
          <Textarea rows={4} {...control('features')} />
        </Field>
        <Field {...field('challenge')} label={t('projectsAdmin.fields.challenge')} hint={storyHint}>
          <Textarea rows={3} {...control('challenge')} />
        </Field>
        <Field {...field('solution')} label={t('projectsAdmin.fields.solution')} hint={storyHint}>
          <Textarea rows={3} {...control('solution')} />
        </Field>
        <Field {...field('results')} label={t('projectsAdmin.fields.results')} hint={storyHint}>
          <Textarea rows={3} {...control('results')} />
        </Field>
      </TranslationTabs>
    </FormDialog>
  );
}
