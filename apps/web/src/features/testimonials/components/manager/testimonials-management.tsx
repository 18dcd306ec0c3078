import type { Testimonial } from '@app/contracts';
import { MessageSquareQuote, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordGrid } from '@/components/ui/record-grid';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useTranslationFilter } from '@/components/ui/translation-status';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { ApiError } from '@/lib/api-client';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteTestimonial } from '../../api/delete-testimonial';
import { useManagerTestimonials } from '../../api/get-manager-testimonials';
import { byDisplayOrder } from '../../lib/testimonial-form';
import { TestimonialAdminCard, TestimonialAdminCardSkeleton } from './testimonial-admin-card';
import { TestimonialFormDialog } from './testimonial-form-dialog';

const GRID = 'grid gap-6 md:grid-cols-2 2xl:grid-cols-3';

/**
 * Testimonials: all of them (staff also get the hidden ones from the same list) with their
 * Visible/Hidden badge, Edit and Delete, the add/edit dialog, and a filter of those missing a
 * translation; as Team Members.
 */
export function TestimonialsManagement() {
  const { t } = useTranslation();
  const query = useManagerTestimonials();
  const dialogs = useRecordDialogs<Testimonial>();
  const deletion = useDeleteConfirmation<Testimonial>(useDeleteTestimonial(), {
    deleted: { title: t('common.success'), description: t('testimonialsAdmin.toast.deleted') },
    failed: (error) => ({
      title: t('testimonialsAdmin.toast.deleteFailed'),
      description: error instanceof ApiError ? error.detail : undefined,
      variant: 'destructive',
    }),
  });
  const testimonials = useMemo(() => byDisplayOrder(query.data?.testimonials ?? []), [query.data]);
  const translation = useTranslationFilter(testimonials);

  const addButton = (
    <Button variant="gradient" onClick={dialogs.openCreate}>
      <Plus aria-hidden />
      {t('testimonialsAdmin.add')}
    </Button>
  );

  return (
    <ManagerPage
      title={t('testimonialsAdmin.title')}
      subtitle={t('testimonialsAdmin.subtitle')}
      actions={
        <>
          {translation.select}
          {addButton}
        </>
      }
    >
      <RecordGrid
        query={query}
        loading={
          <SkeletonGrid
            label={t('testimonialsAdmin.loading')}
            count={3}
            gridClassName={GRID}
            aria-busy
          >
            <TestimonialAdminCardSkeleton />
          </SkeletonGrid>
        }
        errorTitle={t('testimonialsAdmin.loadError')}
        errorHint={t('testimonialsAdmin.loadErrorHint')}
        records={translation.shown}
        empty={translation.empty(
          <EmptyState
            icon={<MessageSquareQuote />}
            title={t('testimonialsAdmin.empty.title')}
            description={t('testimonialsAdmin.empty.description')}
            action={addButton}
          />,
        )}
        count={t('testimonialsAdmin.count', {
          count: translation.shown.length,
          hidden: translation.shown.filter((testimonial) => !testimonial.is_visible).length,
        })}
        className={GRID}
      >
        {(testimonial) => (
          <TestimonialAdminCard
            testimonial={testimonial}
            onEdit={() => dialogs.openEdit(testimonial)}
            onDelete={() => deletion.ask(testimonial)}
          />
        )}
      </RecordGrid>

      <TestimonialFormDialog testimonial={null} {...dialogs.create} />
      {dialogs.edit && (
        <TestimonialFormDialog
          key={dialogs.edit.key}
          testimonial={dialogs.edit.record}
          open={dialogs.edit.open}
          onOpenChange={dialogs.edit.onOpenChange}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('testimonialsAdmin.confirmDelete.title')}
        description={
          deletion.target
            ? t('testimonialsAdmin.confirmDelete.description', {
                name: deletion.target.person_name,
              })
            : undefined
        }
        confirmLabel={t('testimonialsAdmin.confirmDelete.confirm')}
      />
    </ManagerPage>
  );
}
