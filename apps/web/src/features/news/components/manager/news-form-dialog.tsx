import { type NewsArticle, type NewsInput, TRANSLATED_FIELDS } from '@app/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Field, useFormFields } from '@/components/ui/field';
import { FormDateInput } from '@/components/ui/form-controls';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormImageField } from '@/components/ui/form-image-field';
import { Input, Textarea } from '@/components/ui/input';
import { FormRichText } from '@/components/rich-text-editor';
import { type TranslatedField, TranslationTabs } from '@/components/ui/translation-tabs';
import { useAuth } from '@/lib/auth/auth-provider';
import { useCreateArticle } from '../../api/create-article';
import { useUpdateArticle } from '../../api/update-article';
import {
  type ArticleField,
  articleToForm,
  defaultAuthor,
  emptyNewsForm,
  type NewsFormValues,
  newsFormResolver,
} from '../../lib/news-form';

type NewsFormDialogProps = {
  /** The article being edited; null to write a new one. */
  article: NewsArticle | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The 'Add Article' / edit dialog (SPEC §2, §3, §5): tags typed comma-separated, the author
 * defaulting to the signed-in user, an empty publication time meaning "now".
 */
export function NewsFormDialog({ article, open, onOpenChange }: NewsFormDialogProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const author = defaultAuthor(user);
  const resolver = useMemo(() => newsFormResolver(author), [author]);
  const form = useForm<NewsFormValues, unknown, NewsInput>({
    resolver,
    defaultValues: articleToForm(article),
  });
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const { field, control, aria, disabled } = useFormFields(form, {
    disabled: create.isPending || update.isPending,
  });
  /** The translated fields, as their English ones (the same inputs and hints). */
  const translated: Record<ArticleField, Omit<TranslatedField<ArticleField>, 'name'>> = {
    title: { label: t('newsAdmin.fields.title') },
    excerpt: { label: t('newsAdmin.fields.excerpt'), rows: 2 },
    content: {
      label: t('newsAdmin.fields.content'),
      hint: t('newsAdmin.fields.contentHint'),
      rich: true,
    },
    category: { label: t('newsAdmin.fields.category') },
    tags: { label: t('newsAdmin.fields.tags'), hint: t('newsAdmin.fields.tagsHint') },
  };

  // A new article is published (at its publication time: a future one schedules it) or saved
  // as a draft; an edit keeps the article's state (its card's actions change it).
  const save = (input: NewsInput, { alternative }: { alternative: boolean }) =>
    article
      ? // SPEC: an empty publication time means "now", when editing too.
        update.mutateAsync({
          id: article.id,
          patch: { ...input, published_at: input.published_at ?? new Date().toISOString() },
        })
      : create.mutateAsync(alternative ? { ...input, publication: 'draft' } : input);

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      editing={article !== null}
      title={t(article ? 'newsAdmin.dialog.editTitle' : 'newsAdmin.dialog.addTitle')}
      description={t(
        article ? 'newsAdmin.dialog.editDescription' : 'newsAdmin.dialog.addDescription',
      )}
      submitLabel={t(article ? 'newsAdmin.dialog.submitEdit' : 'newsAdmin.dialog.submitCreate')}
      pendingLabel={t('newsAdmin.dialog.saving')}
      alternativeSubmit={
        article ? undefined : { label: t('manager.publication.saveDraft'), testId: 'save-draft' }
      }
      onSave={save}
      onSaved={() => {
        if (!article) form.reset(emptyNewsForm);
      }}
      savedToast={{ title: t(article ? 'newsAdmin.toast.updated' : 'newsAdmin.toast.published') }}
      failureTitle={t('newsAdmin.toast.errorTitle')}
      failureDetail={t('newsAdmin.toast.operationFailed')}
      testId="news-form-dialog"
    >
      <TranslationTabs
        form={form}
        fields={TRANSLATED_FIELDS.news.map((name) => ({ name, ...translated[name] }))}
        disabled={disabled}
      >
        <Field {...field('title')} label={t('newsAdmin.fields.title')} required>
          <Input {...control('title')} autoComplete="off" />
        </Field>
        <Field {...field('excerpt')} label={t('newsAdmin.fields.excerpt')} required>
          <Textarea {...control('excerpt')} rows={2} className="min-h-16" />
        </Field>
        <Field
          {...field('content')}
          label={t('newsAdmin.fields.content')}
          hint={t('newsAdmin.fields.contentHint')}
          required
        >
          <FormRichText
            form={form}
            name="content"
            label={t('newsAdmin.fields.content')}
            {...aria('content')}
            disabled={disabled}
          />
        </Field>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field {...field('category')} label={t('newsAdmin.fields.category')} required>
            <Input
              {...control('category')}
              placeholder={t('newsAdmin.fields.categoryPlaceholder')}
            />
          </Field>
          <Field
            {...field('tags')}
            label={t('newsAdmin.fields.tags')}
            hint={t('newsAdmin.fields.tagsHint')}
            required
          >
            <Input {...control('tags')} placeholder={t('newsAdmin.fields.tagsPlaceholder')} />
          </Field>
          <Field
            {...field('author')}
            label={t('newsAdmin.fields.author')}
            hint={t('newsAdmin.fields.authorHint', { name: author })}
          >
            <Input {...control('author')} placeholder={author} autoComplete="off" />
          </Field>
          <Field
            {...field('published_at')}
            label={t('newsAdmin.fields.publishedAt')}
            hint={t('newsAdmin.fields.publishedAtHint')}
          >
            <FormDateInput
              withTime
              control={form.control}
              name="published_at"
              disabled={disabled}
              {...aria('published_at')}
            />
          </Field>
        </div>
        <Field
          {...field('image')}
          label={t('newsAdmin.fields.image')}
          hint={t('newsAdmin.fields.imageHint')}
        >
          <FormImageField
            form={form}
            name="image_media"
            urlName="image"
            id={aria('image').id}
            disabled={disabled}
          />
        </Field>
      </TranslationTabs>
    </FormDialog>
  );
}
