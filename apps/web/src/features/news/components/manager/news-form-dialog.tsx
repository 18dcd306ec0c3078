import type { NewsArticle, NewsInput } from '@app/contracts';
import { AlertCircle, LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/auth-provider';
import { errorDetail } from '@/lib/api-client';
import { useCreateArticle } from '../../api/create-article';
import { useUpdateArticle } from '../../api/update-article';
import {
  articleToForm,
  defaultAuthor,
  emptyNewsForm,
  type NewsFormValues,
  newsFieldErrorMessage,
  newsFormResolver,
} from './news-form';

type NewsFormDialogProps = {
  /** The article being edited; null to write a new one. */
  article: NewsArticle | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The 'Add Article' / edit dialog (SPEC §2, §3, §5). The form validates with the API's schema
 * before anything is sent; when the server refuses, the dialog stays open with every field as
 * typed and shows the server's detail. A new article's draft survives closing the dialog.
 */
export function NewsFormDialog({ article, open, onOpenChange }: NewsFormDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const { user } = useAuth();
  const author = defaultAuthor(user);
  const resolver = useMemo(() => newsFormResolver(author), [author]);
  const form = useForm<NewsFormValues, unknown, NewsInput>({
    resolver,
    defaultValues: articleToForm(article),
  });
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const { errors } = form.formState;

  const fail = (error: unknown) => {
    const detail = errorDetail(error, t('newsAdmin.toast.operationFailed'));
    setServerError(detail);
    toast({ title: t('newsAdmin.toast.errorTitle'), description: detail, variant: 'destructive' });
  };

  const onSubmit = form.handleSubmit((input) => {
    setServerError(null);
    if (article) {
      // SPEC: an empty publication time means "now", when editing too.
      const patch = { ...input, published_at: input.published_at ?? new Date().toISOString() };
      update.mutate(
        { id: article.id, patch },
        {
          onSuccess: () => {
            toast({ title: t('newsAdmin.toast.updated') });
            onOpenChange(false);
          },
          onError: fail,
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast({ title: t('newsAdmin.toast.published') });
        form.reset(emptyNewsForm);
        onOpenChange(false);
      },
      onError: fail,
    });
  });

  const id = (field: keyof NewsFormValues) => `${ids}-${field}`;
  const control = (field: keyof NewsFormValues) => {
    const message = newsFieldErrorMessage(t, field, errors[field]);
    return {
      id: id(field),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id(field)}-error` : undefined,
      ...form.register(field),
    };
  };
  const error = (field: keyof NewsFormValues) => newsFieldErrorMessage(t, field, errors[field]);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[80vh] sm:max-w-2xl" data-testid="news-form-dialog">
        <DialogHeader>
          <DialogTitle>
            {article ? t('newsAdmin.dialog.editTitle') : t('newsAdmin.dialog.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {article ? t('newsAdmin.dialog.editDescription') : t('newsAdmin.dialog.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <Field
            id={id('title')}
            label={t('newsAdmin.fields.title')}
            error={error('title')}
            required
          >
            <Input {...control('title')} autoComplete="off" />
          </Field>
          <Field
            id={id('excerpt')}
            label={t('newsAdmin.fields.excerpt')}
            error={error('excerpt')}
            required
          >
            <Textarea {...control('excerpt')} rows={2} className="min-h-16" />
          </Field>
          <Field
            id={id('content')}
            label={t('newsAdmin.fields.content')}
            hint={t('newsAdmin.fields.contentHint')}
            error={error('content')}
            required
          >
            <Textarea {...control('content')} rows={8} className="min-h-40" />
          </Field>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <Field
              id={id('category')}
              label={t('newsAdmin.fields.category')}
              error={error('category')}
              required
            >
              <Input
                {...control('category')}
                placeholder={t('newsAdmin.fields.categoryPlaceholder')}
              />
            </Field>
            <Field
              id={id('tags')}
              label={t('newsAdmin.fields.tags')}
              hint={t('newsAdmin.fields.tagsHint')}
              error={error('tags')}
              required
            >
              <Input {...control('tags')} placeholder={t('newsAdmin.fields.tagsPlaceholder')} />
            </Field>
            <Field
              id={id('author')}
              label={t('newsAdmin.fields.author')}
              hint={t('newsAdmin.fields.authorHint', { name: author })}
              error={error('author')}
            >
              <Input {...control('author')} placeholder={author} autoComplete="off" />
            </Field>
            <Field
              id={id('published_at')}
              label={t('newsAdmin.fields.publishedAt')}
              hint={t('newsAdmin.fields.publishedAtHint')}
              error={error('published_at')}
            >
              <Input {...control('published_at')} type="datetime-local" />
            </Field>
          </div>
          <Field
            id={id('image')}
            label={t('newsAdmin.fields.image')}
            hint={t('newsAdmin.fields.imageHint')}
            error={error('image')}
          >
            <Input
              {...control('image')}
              type="url"
              inputMode="url"
              placeholder="https://example.com/cover.jpg"
            />
          </Field>
          {serverError && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {serverError}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => onOpenChange(false)}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <LoaderCircle aria-hidden className="animate-spin" />}
              {pending
                ? t('newsAdmin.dialog.saving')
                : article
                  ? t('newsAdmin.dialog.submitEdit')
                  : t('newsAdmin.dialog.submitCreate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
