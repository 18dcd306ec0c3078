import {
  type MediaImage,
  type Project,
  type ProjectInput,
  ProjectInputSchema,
  type ProjectStatus,
  type ProjectTranslation,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import type { Resolver } from 'react-hook-form';
import {
  emptyTranslations,
  formToTranslations,
  translationsToForm,
  type TranslationsForm,
} from '@/lib/content-translations';
import { schemaResolver } from '@/lib/form-resolver';

/** The fields a project has in each language (ADR 0011). */
export type ProjectField = keyof ProjectTranslation;

/**
 * What the project dialog holds: text as typed, in English and in each translation.
 * Technologies are one comma-separated text and the order a text that is empty or a whole
 * number (SPEC §5). `gradient` is not edited but kept, since PUT replaces the whole record.
 */
export type ProjectFormValues = {
  name: string;
  description: string;
  technologies: string;
  status: ProjectStatus;
  start_date: string;
  end_date: string;
  order: string;
  category: string;
  photo_url: string;
  /** The photo from the media library (`photo_url` keeps an older address). */
  photo_media: MediaImage | null;
  gradient: string;
  /** The story of the project's page; features one per line. */
  features: string;
  challenge: string;
  solution: string;
  results: string;
  translations: TranslationsForm<ProjectField>;
};

/** 'React, , Node.js ' → ['React', 'Node.js']: trimmed, blanks dropped. */
export const parseTechnologies = (text: string) =>
  text
    .split(',')
    .map((technology) => technology.trim())
    .filter((technology) => technology !== '');

/** An empty order leaves it unset; anything else must read as a whole number (checked later). */
export const parseOrder = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim());

/**
 * The form's text turned into the API's input, before the contract's schema checks it; a
 * translation left empty is sent as null, which removes it.
 */
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
  photo_media_id: values.photo_media?.id ?? null,
  gradient: values.gradient,
  features: values.features,
  challenge: values.challenge,
  solution: values.solution,
  results: values.results,
  translations: formToTranslations(values.translations),
});

/**
 * The dialog validates exactly as the server: the form's text, converted, then checked by
 * ProjectInputSchema, whose issues keep their field paths.
 */
export const projectFormResolver: Resolver<ProjectFormValues, unknown, ProjectInput> =
  schemaResolver(ProjectInputSchema, toProjectInput);

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
  photo_media: null,
  gradient: '',
  features: '',
  challenge: '',
  solution: '',
  results: '',
  translations: emptyTranslations(TRANSLATED_FIELDS.projects),
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
  photo_media: project.photo_media ?? null,
  gradient: project.gradient ?? '',
  features: project.features ?? '',
  challenge: project.challenge ?? '',
  solution: project.solution ?? '',
  results: project.results ?? '',
  translations: translationsToForm(TRANSLATED_FIELDS.projects, project.translations),
});
