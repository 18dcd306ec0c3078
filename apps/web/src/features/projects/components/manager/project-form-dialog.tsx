import { PROJECT_STATUSES, type Project, type ProjectInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useCreateProject } from '../../api/create-project';
import { useUpdateProject } from '../../api/update-project';
import {
  emptyProjectForm,
  type ProjectFormField,
  ProjectFormSchema,
  type ProjectFormValues,
  projectFieldError,
  projectToFormValues,
} from './project-form';

type ProjectFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; null to add a new one. */
  project: Project | null;
};

/**
 * The project dialog of SPEC §2 "Projects admin" in create or edit mode. It validates with the
 * contract's schema before sending; when the server refuses, its detail is shown and the dialog
 * stays open with everything typed. Give it a `key` per project so each one has its own form.
 */
export function ProjectFormDialog({ open, onOpenChange, project }: ProjectFormDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const create = useCreateProject();
  const update = useUpdateProject();
  const [serverError, setServerError] = useState<string | null>(null);
  const initialValues = project ? projectToFormValues(project) : emptyProjectForm;
  const form = useForm<ProjectFormValues, unknown, ProjectInput>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues: initialValues,
  });
  const { errors, isDirty } = form.formState;
  const busy = create.isPending || update.isPending;
  const mode = project ? 'edit' : 'create';

  const close = () => onOpenChange(false);

  // Cancel closes the dialog: an edit goes back to the saved record, a new draft is kept.
  const cancel = () => {
    if (project) form.reset(initialValues);
    setServerError(null);
    close();
  };

  const onSubmit = form.handleSubmit((input) => {
    setServerError(null);
    const onError = (error: unknown) => {
      const failure = t(
        project ? 'projectsAdmin.toast.updateFailed' : 'projectsAdmin.toast.addFailed',
      );
      const detail = errorDetail(error, failure);
      setServerError(detail);
      toast({
        title: failure,
        description: detail === failure ? undefined : detail,
        variant: 'destructive',
      });
    };
    if (project) {
      update.mutate(
        { id: project.id, input },
        {
          onSuccess: (saved) => {
            toast({ title: t('projectsAdmin.toast.updated') });
            form.reset(projectToFormValues(saved));
            close();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast({ title: t('projectsAdmin.toast.added') });
          form.reset(emptyProjectForm);
          close();
        },
        onError,
      });
    }
  });

  const control = (name: ProjectFormField) => {
    const invalid = Boolean(errors[name]);
    return {
      id: `${ids}-${name}`,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${ids}-${name}-error` : undefined,
      disabled: busy,
      ...form.register(name),
    };
  };
  const fieldProps = (name: ProjectFormField) => ({
    id: `${ids}-${name}`,
    error: projectFieldError(t, errors, name),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Escape closes the dialog but keeps the draft; it waits while a save is under way.
        if (next) onOpenChange(true);
        else if (!busy) close();
      }}
    >
      <DialogContent
        className="max-h-[80vh] sm:max-w-2xl sm:p-8"
        data-testid="project-dialog"
        // A click beside the dialog must not throw away what was typed.
        onInteractOutside={(event) => {
          if (isDirty || busy) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-xl tracking-tight">
            {t(`projectsAdmin.dialog.${mode}.title`)}
          </DialogTitle>
          <DialogDescription>{t(`projectsAdmin.dialog.${mode}.subtitle`)}</DialogDescription>
        </DialogHeader>

        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="grid min-w-0 gap-5"
          aria-busy={busy}
        >
          {serverError && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {serverError}
            </p>
          )}
          <Field {...fieldProps('name')} label={t('projectsAdmin.fields.name')} required>
            <Input aria-required {...control('name')} />
          </Field>
          <Field {...fieldProps('description')} label={t('projectsAdmin.fields.description')}>
            <Textarea rows={4} {...control('description')} />
          </Field>
          <Field
            {...fieldProps('technologies')}
            label={t('projectsAdmin.fields.technologies')}
            hint={t('projectsAdmin.fields.technologiesHint')}
          >
            <Input
              placeholder={t('projectsAdmin.fields.technologiesPlaceholder')}
              {...control('technologies')}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field {...fieldProps('status')} label={t('projectsAdmin.fields.status')}>
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                    <SelectTrigger
                      id={`${ids}-status`}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      aria-invalid={Boolean(errors.status) || undefined}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {PROJECT_STATUSES.map((status) => (
                        <SelectItem key={status} value={status}>
                          {t(`projectsAdmin.status.${status}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            <Field {...fieldProps('category')} label={t('projectsAdmin.fields.category')}>
              <Input {...control('category')} />
            </Field>
            <Field {...fieldProps('start_date')} label={t('projectsAdmin.fields.startDate')}>
              <Input type="date" {...control('start_date')} />
            </Field>
            <Field {...fieldProps('end_date')} label={t('projectsAdmin.fields.endDate')}>
              <Input type="date" {...control('end_date')} />
            </Field>
            <Field
              {...fieldProps('order')}
              label={t('projectsAdmin.fields.order')}
              hint={t('projectsAdmin.fields.orderHint')}
            >
              <Input type="number" step={1} inputMode="numeric" {...control('order')} />
            </Field>
            <Field
              {...fieldProps('photo_url')}
              label={t('projectsAdmin.fields.photoUrl')}
              hint={t('projectsAdmin.fields.photoUrlHint')}
            >
              <Input
                inputMode="url"
                placeholder={t('projectsAdmin.fields.photoUrlPlaceholder')}
                autoComplete="off"
                {...control('photo_url')}
              />
            </Field>
          </div>
          <DialogFooter className="border-t pt-5">
            <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="gradient" disabled={busy}>
              {busy && <LoaderCircle aria-hidden className="animate-spin" />}
              {t(`projectsAdmin.dialog.${mode}.submit`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
