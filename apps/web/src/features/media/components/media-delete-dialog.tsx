import type { MediaItem, MediaUsage } from '@app/contracts';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useDeleteMedia, usagesOfRefusal } from '../api/delete-media';
import { MediaUsageList } from './media-usage-list';

/**
 * The question before an image is deleted. When the server refuses because the image is used
 * (409), the question becomes a warning that lists where, with "Delete anyway", which takes
 * the picture off those items.
 */
export function MediaDeleteDialog({
  item,
  open,
  onOpenChange,
  onDeleted,
}: {
  item: Pick<MediaItem, 'id' | 'file_name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteMedia();
  const [usages, setUsages] = useState<MediaUsage[] | null>(null);

  const close = (next: boolean) => {
    if (next || remove.isPending) return;
    setUsages(null);
    onOpenChange(false);
  };
  const confirm = () =>
    remove.mutate(
      { id: item.id, force: usages !== null },
      {
        onSuccess: () => {
          toast({ title: t('media.delete.deleted', { name: item.file_name }) });
          setUsages(null);
          onOpenChange(false);
          onDeleted();
        },
        onError: (error) => {
          const refusedFor = usagesOfRefusal(error);
          if (refusedFor && usages === null) setUsages(refusedFor);
          else
            toast({
              title: t('media.delete.failed'),
              description: errorDetail(error, t('media.delete.failedHint')),
              variant: 'destructive',
            });
        },
      },
    );

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={close}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialogPrimitive.Content
          data-testid="media-delete-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-6 shadow-xl"
        >
          <AlertDialogPrimitive.Title className="text-lg font-semibold break-words">
            {usages === null ? t('media.delete.title') : t('media.delete.inUseTitle')}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm break-words text-muted-foreground">
            {usages === null
              ? t('media.delete.description', { name: item.file_name })
              : t('media.delete.inUseDescription', { name: item.file_name, count: usages.length })}
          </AlertDialogPrimitive.Description>
          {usages !== null && usages.length > 0 && (
            <div
              role="alert"
              className="rounded-lg border border-amber-500/40 bg-amber-50 p-3 dark:bg-amber-500/10"
            >
              <MediaUsageList usages={usages} onNavigate={() => close(false)} />
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel
              className={buttonVariants({ variant: 'outline' })}
              disabled={remove.isPending}
            >
              {t('common.cancel')}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={buttonVariants({ variant: 'destructive' })}
              disabled={remove.isPending}
              onClick={(event) => {
                event.preventDefault();
                confirm();
              }}
            >
              {usages === null ? t('media.delete.confirm') : t('media.delete.force')}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
