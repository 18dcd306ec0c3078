import type { Testimonial } from '@app/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { DeleteButton, EditButton } from '@/components/ui/record-actions';
import { RecordCard } from '@/components/ui/record-card';
import { Skeleton } from '@/components/ui/skeleton';
import { MissingTranslations } from '@/components/ui/translation-status';
import { englishContent } from '@/lib/content-language';
import { CompanyLogo } from '../company-logo';

/**
 * A testimonial in the back office's list: the Visible/Hidden badge, the display order, the
 * company's logo (or text mark), the person and their role, the quote, Edit and Delete, and a
 * badge per language it has no translation into.
 */
export function TestimonialAdminCard({
  testimonial,
  onEdit,
  onDelete,
}: {
  testimonial: Testimonial;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const { person_name: name } = testimonial;
  /** The list shows each testimonial's English. */
  const english = englishContent(i18n.language);
  return (
    <RecordCard
      aria-labelledby={nameId}
      data-testid="testimonial-admin-card"
      dashed={!testimonial.is_visible}
    >
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          {testimonial.is_visible ? (
            <Badge variant="green" data-testid="visibility-badge">
              <Eye aria-hidden className="size-3.5" />
              {t('testimonialsAdmin.card.visible')}
            </Badge>
          ) : (
            <Badge variant="secondary" data-testid="visibility-badge">
              <EyeOff aria-hidden className="size-3.5" />
              {t('testimonialsAdmin.card.hidden')}
            </Badge>
          )}
          <Badge variant="outline" className="text-muted-foreground">
            {t('testimonialsAdmin.card.order', { order: testimonial.display_order })}
          </Badge>
        </div>
        <CompanyLogo testimonial={testimonial} className="mt-4 self-start" />
        <h2 id={nameId} className="mt-3 truncate text-lg font-semibold tracking-tight">
          {name}
        </h2>
        <p lang={english} className="truncate text-sm text-muted-foreground">
          {[testimonial.person_role, testimonial.company].filter(Boolean).join(', ')}
        </p>
        <p lang={english} className="mt-3 line-clamp-4 text-sm leading-relaxed text-foreground/85">
          {testimonial.quote}
        </p>
        <MissingTranslations item={testimonial} className="mt-3" />
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t bg-muted/30 px-5 py-3">
        <EditButton onClick={onEdit} aria-label={t('testimonialsAdmin.card.editLabel', { name })}>
          {t('testimonialsAdmin.card.edit')}
        </EditButton>
        <DeleteButton
          variant="outline"
          onClick={onDelete}
          aria-label={t('testimonialsAdmin.card.deleteLabel', { name })}
        >
          {t('testimonialsAdmin.card.delete')}
        </DeleteButton>
      </div>
    </RecordCard>
  );
}

export function TestimonialAdminCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="testimonial-admin-card-skeleton"
      className="flex flex-col rounded-2xl border bg-card shadow-sm"
    >
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-32 rounded-full" />
        <Skeleton className="h-10 w-36" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-16 w-full" />
      </div>
      <div className="flex justify-end gap-2 border-t px-5 py-3">
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-20" />
      </div>
    </div>
  );
}
