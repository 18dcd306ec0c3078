import { MEDIA_MAX_BYTES } from '@app/contracts';
import { AlertCircle, CheckCircle2, UploadCloud, X } from 'lucide-react';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatFileSize } from '@/lib/format-file-size';
import { cn } from '@/lib/utils';
import { ACCEPTED_MEDIA_LABELS } from '../lib/media';
import type { UploadEntry } from '../lib/uploads';

type MediaUploadZoneProps = {
  entries: UploadEntry[];
  onFiles: (files: File[]) => void;
  onDismiss: (key: string) => void;
  /** A smaller area (in the picker). */
  compact?: boolean;
};

/**
 * Images dropped or chosen (several at once), and the list of those on their way: a progress
 * bar each, a tick when in, the reason when refused. Every file goes to the server, which
 * checks its content; the area itself refuses nothing.
 */
export function MediaUploadZone({ entries, onFiles, onDismiss, compact }: MediaUploadZoneProps) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map(({ file }) => file)]),
    multiple: true,
    // The button inside the area is the keyboard way in; its click reaches the area.
    noKeyboard: true,
  });

  return (
    <div className="grid min-w-0 gap-3">
      <div
        {...getRootProps({
          role: 'group',
          'aria-labelledby': `${ids}-status`,
          'aria-describedby': `${ids}-hint`,
        })}
        data-testid="media-dropzone"
        data-state={isDragActive ? 'active' : 'idle'}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed bg-muted/40 px-4 text-center transition-colors hover:border-brand-500/60 hover:bg-brand-50/40 dark:hover:bg-brand-700/10',
          compact ? 'py-4' : 'py-8',
          isDragActive && 'border-brand-500 bg-brand-50/60 dark:bg-brand-700/20',
        )}
      >
        {!compact && (
          <span
            aria-hidden
            className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-700/30 dark:text-brand-100"
          >
            <UploadCloud className="size-5" />
          </span>
        )}
        <p id={`${ids}-status`} aria-live="polite" className="text-sm font-medium">
          {t(isDragActive ? 'media.upload.dropNow' : 'media.upload.drop')}
        </p>
        <Button type="button" variant="outline" size="sm">
          <UploadCloud aria-hidden />
          {t('media.upload.browse')}
        </Button>
        <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
          {t('media.upload.hint', {
            types: ACCEPTED_MEDIA_LABELS,
            size: formatFileSize(MEDIA_MAX_BYTES, i18n.language),
          })}
        </p>
      </div>
      <input {...getInputProps({ 'aria-label': t('media.upload.inputLabel') })} />

      {entries.length > 0 && (
        <ul aria-label={t('media.upload.listLabel')} className="grid min-w-0 gap-2">
          {entries.map((entry) => (
            <li
              key={entry.key}
              data-testid="media-upload"
              data-status={entry.status}
              className={cn(
                'flex min-w-0 items-start gap-3 rounded-lg border bg-background px-3 py-2',
                entry.status === 'failed' && 'border-destructive/40 bg-red-50 dark:bg-red-500/10',
              )}
            >
              {entry.status === 'failed' ? (
                <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              ) : entry.status === 'done' ? (
                <CheckCircle2
                  aria-hidden
                  className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                />
              ) : (
                <UploadCloud
                  aria-hidden
                  className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-100"
                />
              )}
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="flex min-w-0 gap-2 text-sm">
                  <span className="truncate font-medium" title={entry.name}>
                    {entry.name}
                  </span>
                  <span className="shrink-0 text-xs leading-5 text-muted-foreground">
                    {formatFileSize(entry.bytes, i18n.language)}
                  </span>
                </p>
                {entry.status === 'uploading' && (
                  <Progress
                    value={Math.round(entry.progress * 100)}
                    aria-label={t('media.upload.progress', { name: entry.name })}
                  />
                )}
                {entry.status === 'done' && (
                  <p className="text-xs text-muted-foreground">{t('media.upload.done')}</p>
                )}
                {entry.status === 'failed' && (
                  <p role="alert" className="text-xs break-words text-red-800 dark:text-red-200">
                    {entry.error}
                  </p>
                )}
              </div>
              {entry.status !== 'uploading' && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7 shrink-0 text-muted-foreground hover:text-foreground"
                  onClick={() => onDismiss(entry.key)}
                  aria-label={t('media.upload.dismiss', { name: entry.name })}
                >
                  <X aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
