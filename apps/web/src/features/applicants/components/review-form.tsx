import {
  type Application,
  type ApplicationReviewInput,
  ApplicationReviewInputSchema,
  MAX_APPLICATION_NOTES,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useSaveApplicationReview } from '../api/save-application-review';
import { formatMoment } from '../lib/format';
import { StarRating } from './star-rating';

/** What a manager has typed but not saved yet, per application, while the screen is open. */
export type ReviewDrafts = Map<number, ApplicationReviewInput>;

const savedReview = (application: Application): ApplicationReviewInput => ({
  notes: application.notes ?? '',
  rating: application.rating,
});

const sameReview = (a: ApplicationReviewInput, b: ApplicationReviewInput) =>
  a.notes === b.notes && a.rating === b.rating;

/**
 * The internal notes and the 1-5 star rating, saved on the application with who saved them and
 * when (a deviation from the spec, see docs/spec-deviations.md). What is typed survives closing
 * the dialog, switching tabs and a failed save.
 */
export function ReviewForm({
  application,
  drafts,
}: {
  application: Application;
  drafts: ReviewDrafts;
}) {
  const { t, i18n } = useTranslation();
  const saved = savedReview(application);
  const save = useSaveApplicationReview();
  const form = useForm<ApplicationReviewInput>({
    resolver: zodResolver(ApplicationReviewInputSchema),
    defaultValues: drafts.get(application.id) ?? saved,
  });
  const values = useWatch({ control: form.control }) as ApplicationReviewInput;
  const unsaved = !sameReview(values, saved);

  useEffect(() => {
    if (unsaved) drafts.set(application.id, values);
    else drafts.delete(application.id);
  }, [drafts, application.id, values, unsaved]);

  const onSubmit = form.handleSubmit(async (review) => {
    try {
      const updated = await save.mutateAsync({ id: application.id, review });
      drafts.delete(application.id);
      form.reset(savedReview(updated));
      toast({
        title: t('applicants.toast.success'),
        description: t('applicants.review.saved'),
      });
    } catch (error) {
      toast({
        title: t('applicants.toast.error'),
        description: errorDetail(error, t('applicants.review.saveFailed')),
        variant: 'destructive',
      });
    }
  });

  const notesError = form.formState.errors.notes
    ? t('applicants.review.notesTooLong', { max: MAX_APPLICATION_NOTES })
    : undefined;
  const ratingLabelId = `rating-label-${application.id}`;
  const notesId = `notes-${application.id}`;
  const reviewer = application.reviewed_by?.name;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id={notesId} label={t('applicants.review.notes')} error={notesError}>
        <Textarea
          id={notesId}
          rows={6}
          placeholder={t('applicants.review.notesPlaceholder')}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? `${notesId}-error ${notesId}-hint` : `${notesId}-hint`}
          className="min-h-36 resize-y"
          {...form.register('notes')}
        />
      </Field>
      <p className="-mt-3 flex justify-between gap-3 text-xs text-muted-foreground">
        <span id={`${notesId}-hint`}>{t('applicants.review.notesHint')}</span>
        <span className="tabular-nums">
          {t('applicants.review.characters', {
            count: values.notes?.length ?? 0,
            max: MAX_APPLICATION_NOTES,
          })}
        </span>
      </p>
      <div className="grid gap-2">
        <span id={ratingLabelId} className="text-sm font-medium">
          {t('applicants.review.rating')}
        </span>
        <div className="flex flex-wrap items-center gap-3">
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <StarRating
                value={field.value}
                onChange={field.onChange}
                labelledBy={ratingLabelId}
                disabled={save.isPending}
              />
            )}
          />
          <span className="text-sm text-muted-foreground" data-testid="rating-value">
            {values.rating
              ? t('applicants.review.stars', { count: values.rating })
              : t('applicants.review.noRating')}
          </span>
          {values.rating !== null && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => form.setValue('rating', null, { shouldDirty: true })}
            >
              {t('applicants.review.clearRating')}
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground" data-testid="review-meta">
          {application.reviewed_at
            ? reviewer
              ? t('applicants.review.lastSaved', {
                  name: reviewer,
                  date: formatMoment(application.reviewed_at, i18n.language, true),
                })
              : t('applicants.review.lastSavedFormer', {
                  date: formatMoment(application.reviewed_at, i18n.language, true),
                })
            : t('applicants.review.neverSaved')}
          {unsaved && (
            <span className="ml-2 font-medium text-amber-700 dark:text-amber-300">
              {t('applicants.review.unsaved')}
            </span>
          )}
        </p>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden />
          {save.isPending ? t('applicants.review.saving') : t('applicants.review.save')}
        </Button>
      </div>
    </form>
  );
}
