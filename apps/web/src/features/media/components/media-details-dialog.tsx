import type { MediaAlt, MediaItem } from '@app/contracts';
import { LANGUAGES, type Language } from '@app/contracts/site';
import { Copy, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { LANGUAGE_NAMES } from '@/i18n/languages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatFileSize } from '@/lib/format-file-size';
import { useMediaItem } from '../api/get-media-item';
import { useUpdateMedia } from '../api/update-media';
import { absoluteUrl, altText } from '../lib/media';
import { MediaDeleteDialog } from './media-delete-dialog';
import { MediaThumbnail } from './media-thumbnail';
import { MediaUsageList } from './media-usage-list';

const ALT_MAX = 300;

const altOf = (item: MediaItem): Record<Language, string> => ({
  en: item.alt.en ?? '',
  de: item.alt.de ?? '',
  az: item.alt.az ?? '',
});

/**
 * One image of the library: a larger preview, its facts, the alternative text in each
 * language, where it is used (read fresh from the server), Copy URL and Delete.
 */
export function MediaDetailsDialog({
  item,
  open,
  onOpenChange,
}: {
  item: MediaItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const detail = useMediaItem(item.id);
  const current = detail.data ?? item;
  const save = useUpdateMedia();
  const [alt, setAlt] = useState(() => altOf(item));
  const [deleting, setDeleting] = useState(false);
  const saved = altOf(current);
  const dirty = LANGUAGES.some((language) => alt[language].trim() !== saved[language].trim());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const patch: MediaAlt = {};
    for (const language of LANGUAGES) patch[language] = alt[language].trim();
    save.mutate(
      { id: item.id, alt: patch },
      {
        onSuccess: () => toast({ title: t('media.details.saved') }),
        onError: (error) =>
          toast({
            title: t('media.details.saveFailed'),
            description: errorDetail(error, t('media.details.saveFailedHint')),
            variant: 'destructive',
          }),
      },
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absoluteUrl(current.url, window.location.origin));
      toast({ title: t('media.details.copied') });
    } catch {
      toast({ title: t('media.details.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next || !save.isPending) && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-3xl"
        data-testid="media-details"
        onInteractOutside={(event) => {
          if (dirty || save.isPending) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle className="break-all">{current.file_name}</DialogTitle>
          <DialogDescription>{t('media.details.description')}</DialogDescription>
        </DialogHeader>

        <div className="grid min-w-0 gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <div className="grid min-w-0 content-start gap-3">
            <MediaThumbnail
              image={current}
              alt={altText(current, i18n.language)}
              minWidth={640}
              className="aspect-[4/3] w-full rounded-xl border [&_img]:object-contain"
            />
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('media.details.dimensions')}</dt>
              <dd>{t('media.dimensions', { width: current.width, height: current.height })}</dd>
              <dt className="text-muted-foreground">{t('media.details.size')}</dt>
              <dd>{formatFileSize(current.bytes, i18n.language)}</dd>
              <dt className="text-muted-foreground">{t('media.details.type')}</dt>
              <dd className="break-words">{current.content_type}</dd>
              <dt className="text-muted-foreground">{t('media.details.uploaded')}</dt>
              <dd>{formatDateTime(current.created_at, i18n.language)}</dd>
              <dt className="text-muted-foreground">{t('media.details.variants')}</dt>
              <dd>{current.variants.length}</dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
                <Copy aria-hidden />
                {t('media.details.copyUrl')}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => setDeleting(true)}
              >
                <Trash2 aria-hidden />
                {t('media.details.delete')}
              </Button>
            </div>
          </div>

          <div className="grid min-w-0 content-start gap-6">
            <form onSubmit={submit} className="grid gap-4" aria-busy={save.isPending}>
              <fieldset className="grid gap-3">
                <legend className="mb-1 text-sm font-semibold">
                  {t('media.details.altTitle')}
                </legend>
                <p className="text-xs text-muted-foreground">{t('media.details.altHint')}</p>
                {LANGUAGES.map((language) => (
                  <div key={language} className="grid gap-1.5">
                    <Label htmlFor={`media-alt-${item.id}-${language}`}>
                      {t('media.details.altLabel', { language: LANGUAGE_NAMES[language] })}
                    </Label>
                    <Input
                      id={`media-alt-${item.id}-${language}`}
                      lang={language}
                      value={alt[language]}
                      maxLength={ALT_MAX}
                      disabled={save.isPending}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setAlt((previous) => ({ ...previous, [language]: value }));
                      }}
                    />
                  </div>
                ))}
              </fieldset>
              <div>
                <Button type="submit" variant="gradient" disabled={!dirty || save.isPending}>
                  {save.isPending && <LoaderCircle aria-hidden className="animate-spin" />}
                  {t('media.details.saveAlt')}
                </Button>
              </div>
            </form>

            <section aria-labelledby={`media-usages-${item.id}`} className="grid gap-2">
              <h3 id={`media-usages-${item.id}`} className="text-sm font-semibold">
                {t('media.usages.title')}
              </h3>
              {detail.isPending ? (
                <p role="status" className="text-sm text-muted-foreground">
                  {t('media.usages.loading')}
                </p>
              ) : detail.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorDetail(detail.error, t('media.usages.error'))}
                </p>
              ) : current.usages?.length ? (
                <MediaUsageList usages={current.usages} onNavigate={() => onOpenChange(false)} />
              ) : (
                <p className="text-sm text-muted-foreground">{t('media.usages.none')}</p>
              )}
            </section>
          </div>
        </div>

        <MediaDeleteDialog
          item={current}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
