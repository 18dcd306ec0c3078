import { type NewsArticle, type NewsInput, NewsInputSchema, type User } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from '@/i18n';
import type { FieldError, Resolver } from 'react-hook-form';

/**
 * The article form as typed (SPEC §3, §5): every field is text. Tags are one comma-separated
 * line; the publication time is a local `datetime-local` value ('' = publish now).
 */
export type NewsFormValues = Record<keyof NewsInput, string>;

export const emptyNewsForm: NewsFormValues = {
  title: '',
  excerpt: '',
  content: '',
  category: '',
  tags: '',
  author: '',
  image: '',
  published_at: '',
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

/** An ISO timestamp as the value of a `datetime-local` input, in the browser's time zone. */
export function toLocalDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value (local time) as an ISO timestamp; undefined when empty. Anything
 * unreadable is passed on as typed, so the schema reports it.
 */
export function fromLocalDateTime(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
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
        published_at: toLocalDateTime(article.published_at),
      }
    : emptyNewsForm;

/** What the form sends (before validation): tags as a list, the author filled in. */
export const formToNewsInput = (values: NewsFormValues, author: string) => ({
  title: values.title,
  excerpt: values.excerpt,
  content: values.content,
  category: values.category,
  tags: splitTags(values.tags),
  author: values.author.trim() || author,
  image: values.image,
  published_at: fromLocalDateTime(values.published_at),
});

/**
 * Validates the typed form with the API's own schema (NewsInputSchema), after turning the text
 * into the wire shape, so the form refuses exactly what the server would.
 */
export function newsFormResolver(author: string): Resolver<NewsFormValues, unknown, NewsInput> {
  const validate = zodResolver(NewsInputSchema);
  return (values, context, options) =>
    validate(
      formToNewsInput(values, author),
      context,
      options as unknown as Parameters<typeof validate>[2],
    ) as unknown as ReturnType<Resolver<NewsFormValues, unknown, NewsInput>>;
}

/**
 * The first problem of a field. A single tag's problem arrives nested under its index
 * (`tags.2`), which is reported as `nested`.
 */
export function firstFieldError(
  error: unknown,
  nested = false,
): { error: FieldError; nested: boolean } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('type' in error && typeof error.type === 'string') {
    return { error: error as FieldError, nested };
  }
  for (const value of Object.values(error)) {
    const found = firstFieldError(value, true);
    if (found) return found;
  }
  return undefined;
}

const maxOf = (error: FieldError) => Number(/\d+/.exec(error.message ?? '')?.[0] ?? 0);

/** The manager's language for a field's schema problem (the schema itself speaks English). */
export function newsFieldErrorMessage(
  t: TFunction,
  field: keyof NewsFormValues,
  fieldError: unknown,
): string | undefined {
  const found = firstFieldError(fieldError);
  if (!found) return undefined;
  const { error, nested } = found;
  if (field === 'image') return t('newsAdmin.errors.invalidUrl');
  if (field === 'published_at') return t('newsAdmin.errors.invalidDate');
  if (field === 'tags') {
    if (nested) return t('newsAdmin.errors.tagTooLong', { max: maxOf(error) });
    if (error.type === 'too_big') return t('newsAdmin.errors.tooManyTags', { max: maxOf(error) });
    return t('newsAdmin.errors.tagsRequired');
  }
  if (error.type === 'too_big') return t('newsAdmin.errors.tooLong', { max: maxOf(error) });
  return t('newsAdmin.errors.required');
}
