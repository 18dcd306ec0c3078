import {
  PROJECT_STATUSES,
  type Project,
  type ProjectInput,
  ProjectInputSchema,
} from '@app/contracts';
import type { TFunction } from '@/i18n';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/**
 * What the project dialog holds: text as typed. Technologies are one comma-separated text and the
 * order a text that is empty or a whole number (SPEC §5). `gradient` is not edited but kept, since
 * PUT replaces the whole record.
 */
export const ProjectFormFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  technologies: z.string(),
  status: z.enum(PROJECT_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  order: z.string(),
  category: z.string(),
  photo_url: z.string(),
  gradient: z.string(),
});
export type ProjectFormValues = z.infer<typeof ProjectFormFieldsSchema>;

/** 'React, , Node.js ' → ['React', 'Node.js']: trimmed, blanks dropped. */
export const parseTechnologies = (text: string) =>
  text
    .split(',')
    .map((technology) => technology.trim())
    .filter((technology) => technology !== '');

/** An empty order leaves it unset; anything else must read as a whole number (checked later). */
export const parseOrder = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim());

/** The form's text turned into the API's input, before the contract's schema checks it. */
export const toProjectInput = (values: ProjectFormValues) => ({
  name: values.name,
  description: values.description,
  technologies: parseTechnologies(values.technologies),
  status: values.status,
  start_date: values.start_date,
  end_date: values.end_date,
  order: parseOrder(values.order),
  category: values.category,
  photo_url: values.photo_url,
  gradient: values.gradient,
});

/**
 * The dialog validates exactly as the server: the form's text, converted, then checked by
 * ProjectInputSchema, whose issues keep their field paths.
 */
export const ProjectFormSchema = ProjectFormFieldsSchema.transform((values, ctx): ProjectInput => {
  const result = ProjectInputSchema.safeParse(toProjectInput(values));
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});

export const emptyProjectForm: ProjectFormValues = {
  name: '',
  description: '',
  technologies: '',
  status: 'planning',
  start_date: '',
  end_date: '',
  order: '',
  category: '',
  photo_url: '',
  gradient: '',
};

/** The saved record as the dialog shows it in edit mode. */
export const projectToFormValues = (project: Project): ProjectFormValues => ({
  name: project.name,
  description: project.description ?? '',
  technologies: project.technologies.join(', '),
  status: project.status,
  start_date: project.start_date?.slice(0, 10) ?? '',
  end_date: project.end_date?.slice(0, 10) ?? '',
  order: project.order === null ? '' : String(project.order),
  category: project.category ?? '',
  photo_url: project.photo_url ?? '',
  gradient: project.gradient ?? '',
});

/** The longest text the contract accepts for each field. */
const MAX_LENGTH = { name: 200, description: 10_000, category: 100, photo_url: 2048 } as const;

export type ProjectFormField = Exclude<keyof ProjectFormValues, 'gradient'>;

/**
 * A schema issue in the manager's language, chosen by field and kind (the contract speaks
 * English). Technologies may fail on one item (nested errors) or on their number.
 */
export function projectFieldError(
  t: TFunction,
  errors: FieldErrors<ProjectFormValues>,
  field: ProjectFormField,
): string | undefined {
  const error = errors[field];
  if (!error) return undefined;
  const type = typeof error.type === 'string' ? error.type : '';
  switch (field) {
    case 'name':
      return type === 'too_big'
        ? t('projectsAdmin.errors.tooLong', { max: MAX_LENGTH.name })
        : t('projectsAdmin.errors.nameRequired');
    case 'description':
    case 'category':
      return t('projectsAdmin.errors.tooLong', { max: MAX_LENGTH[field] });
    case 'technologies':
      return t('projectsAdmin.errors.technologies');
    case 'status':
      return t('projectsAdmin.errors.status');
    case 'start_date':
      return t('projectsAdmin.errors.date');
    case 'end_date':
      return type === 'custom'
        ? t('projectsAdmin.errors.endBeforeStart')
        : t('projectsAdmin.errors.date');
    case 'order':
      return type === 'too_big' || type === 'too_small'
        ? t('projectsAdmin.errors.orderRange')
        : t('projectsAdmin.errors.orderWhole');
    case 'photo_url':
      return t('projectsAdmin.errors.photoUrl');
  }
}
