import {
  type ArticleTranslation,
  type MediaImage,
  type NewsArticle,
  type NewsInput,
  NewsInputSchema,
  TRANSLATED_FIELDS,
  type User,
} from '@app/contracts';
import type { Resolver } from 'react-hook-form';
import {
  emptyTranslations,
  formToTranslations,
  translationsToForm,
  type TranslationsForm,
} from '@/lib/content-translations';
import { schemaResolver } from '@/lib/form-resolver';

/** The fields an article has in each language (ADR 0011). */
export type ArticleField = keyof ArticleTranslation;

/**
 * The article form as typed (SPEC §3, §5): every field is text, in English and in each
 * translation. Tags are one comma-separated line; the publication time is a local
 * `YYYY-MM-DDTHH:MM` value ('' = publish now).
 */
export type NewsFormValues = Record<
  Exclude<keyof NewsInput, 'translations' | 'publication' | 'image_media_id'>,
  string
> & {
  translations: TranslationsForm<ArticleField>;
  /** The picture from the media library (`image` keeps an older address). */
  image_media: MediaImage | null;
};

export const emptyNewsForm: NewsFormValues = {
  title: '',
  excerpt: '',
  content: '',
  category: '',
  tags: '',
  author: '',
  image: '',
  image_media: null,
  published_at: '',
  translations: emptyTranslations(TRANSLATED_FIELDS.news),
};

/** SPEC §3: tags are typed comma-separated, trimmed, with blanks dropped. */
export const splitTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** SPEC §3: the author defaults to the user's full name, else the e-mail, else 'Admin'. */
export function defaultAuthor(user: Pick<User, 'first_name' | 'last_name' | 'email'> | null) {
  const fullName = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
  return fullName || user?.email.trim() || 'Admin';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO timestamp as a local `YYYY-MM-DDTHH:MM` value, in the browser's time zone. */
export function toLocalDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A `YYYY-MM-DDTHH:MM` value (local time) as an ISO timestamp; undefined when empty. Anything
 * else, a day that does not exist (31 February) included, is passed on as typed, so the schema
 * reports it.
 */
export function fromLocalDateTime(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return text;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hours, minutes] = [Number(match[4]), Number(match[5])];
  const date = new Date(year, month - 1, day, hours, minutes);
  const real =
    date.getMonth() === month - 1 && date.getDate() === day && hours < 24 && minutes < 60;
  return real ? date.toISOString() : text;
}

/** The form's values for an article being edited, or the empty form. */
export const articleToForm = (article: NewsArticle | null): NewsFormValues =>
  article
    ? {
        title: article.title,
        excerpt: article.excerpt,
        content: article.content,
        category: article.category,
        tags: article.tags.join(', '),
        author: article.author,
        image: article.image ?? '',
        image_media: article.image_media ?? null,
        published_at: toLocalDateTime(article.published_at),
        translations: translationsToForm(TRANSLATED_FIELDS.news, article.translations),
      }
    : emptyNewsForm;

/**
 * What the form sends (before validation): tags as a list, the author filled in, and each
 * translation (null when left empty, which removes it).
 */
export const formToNewsInput = (values: NewsFormValues, author: string) => ({
  title: values.title,
  excerpt: values.excerpt,
  content: values.content,
  category: values.category,
  tags: splitTags(values.tags),
  author: values.author.trim() || author,
  image: values.image,
  image_media_id: values.image_media?.id ?? null,
  published_at: fromLocalDateTime(values.published_at),
  translations: formToTranslations(values.translations, (translation) => ({
    ...translation,
    tags: splitTags(translation.tags),
  })),
});

/**
 * Validates the typed form with the API's own schema (NewsInputSchema), after turning the text
 * into the wire shape, so the form refuses exactly what the server would.
 */
export const newsFormResolver = (author: string): Resolver<NewsFormValues, unknown, NewsInput> =>
  schemaResolver(NewsInputSchema, (values: NewsFormValues) => formToNewsInput(values, author));
