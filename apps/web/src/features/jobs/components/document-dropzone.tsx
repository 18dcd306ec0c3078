import {
  ACCEPTED_DOCUMENT_LABELS,
  ACCEPTED_DOCUMENT_TYPES,
  MAX_APPLICATION_FILES,
} from '@app/contracts';
import type { TFunction } from '@/i18n';
import { AlertCircle, FileText, ImageIcon, UploadCloud, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FileError, type FileRejection, useDropzone } from 'react-dropzone';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/format-file-size';
import { cn } from '@/lib/utils';
import { addFiles, totalSize } from '../lib/file-limits';

/** Empty files carry nothing to read: the drop component refuses them ('File is smaller than 1 byte'). */
const MIN_FILE_BYTES = 1;

/** Why the drop component refused a file, in the visitor's language (by its code, not its text). */
function rejectionReason(t: TFunction, error: FileError) {
  switch (error.code) {
    case 'file-invalid-type':
      return t('careers.apply.fileErrors.invalidType', { types: ACCEPTED_DOCUMENT_LABELS });
    case 'file-too-small':
      return t('careers.apply.fileErrors.tooSmall', { count: MIN_FILE_BYTES });
    case 'too-many-files':
      return t('careers.apply.fileErrors.tooMany');
    default:
      return error.message;
  }
}

const tooManyFiles = (files: readonly File[]): FileRejection[] =>
  files.map((file) => ({ file, errors: [{ code: 'too-many-files', message: 'Too many files' }] }));

type DocumentDropzoneProps = {
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
};

/**
 * The application's documents (SPEC §5): PDF, DOC, DOCX, JPG, JPEG, PNG, 10 MB in total. Files
 * are dropped or picked, listed with their size and removable one by one. A drop that
 * would take the total over the limit is refused as a whole.
 */
export function DocumentDropzone({
  files,
  onFilesChange,
  disabled = false,
}: DocumentDropzoneProps) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [overLimit, setOverLimit] = useState(false);
  const browseRef = useRef<HTMLButtonElement>(null);
  const removeRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusAfterRemove, setFocusAfterRemove] = useState<number | null>(null);

  const onDrop = useCallback(
    (accepted: File[], rejected: FileRejection[]) => {
      setOverLimit(false);
      setRejections(rejected);
      if (accepted.length === 0) return;
      const result = addFiles(files, accepted);
      if (result.ok) {
        onFilesChange(result.files);
      } else if (result.reason === 'too-many-files') {
        setRejections([...rejected, ...tooManyFiles(accepted)]);
      } else {
        setOverLimit(true);
      }
    },
    [files, onFilesChange],
  );

  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    onDrop,
    accept: ACCEPTED_DOCUMENT_TYPES,
    minSize: MIN_FILE_BYTES,
    maxFiles: MAX_APPLICATION_FILES,
    multiple: true,
    disabled,
    // The "browse" button inside the area is the keyboard way in; its click reaches the area.
    noKeyboard: true,
  });

  const remove = (index: number) => {
    setOverLimit(false);
    setRejections([]);
    onFilesChange(files.filter((_, i) => i !== index));
    setFocusAfterRemove(index);
  };

  useEffect(() => {
    if (focusAfterRemove === null) return;
    const next = removeRefs.current[Math.min(focusAfterRemove, files.length - 1)];
    (next ?? browseRef.current)?.focus();
    setFocusAfterRemove(null);
  }, [focusAfterRemove, files.length]);

  // The drop component keeps `isDragReject` after a drop; the states only matter while dragging.
  const dragState = !isDragActive
    ? 'idle'
    : isDragReject
      ? 'reject'
      : isDragAccept
        ? 'accept'
        : 'active';
  const status = t(`careers.apply.dropzone.${dragState}`);

  return (
    <div className="grid min-w-0 gap-3">
      <p id={`${ids}-label`} className="text-sm font-medium leading-none">
        {t('careers.apply.documents')}{' '}
        <span className="font-normal text-muted-foreground">({t('careers.apply.optional')})</span>
      </p>
      <div
        {...getRootProps({
          'aria-labelledby': `${ids}-label`,
          'aria-describedby': `${ids}-hint`,
          role: 'group',
        })}
        data-state={dragState}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-muted/40 px-4 py-6 text-center transition-colors hover:border-brand-500/60 hover:bg-brand-50/40 dark:hover:bg-brand-700/10',
          dragState === 'active' && 'border-brand-500 bg-brand-50/60 dark:bg-brand-700/20',
          dragState === 'accept' &&
            'border-emerald-500 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-500/10',
          dragState === 'reject' && 'border-destructive bg-red-50 dark:bg-red-500/10',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-700/30 dark:text-brand-100',
            dragState === 'accept' &&
              'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-200',
            dragState === 'reject' &&
              'bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-200',
          )}
        >
          {dragState === 'reject' ? (
            <AlertCircle className="size-5" />
          ) : (
            <UploadCloud className="size-5" />
          )}
        </span>
        <p aria-live="polite" className="text-sm font-medium text-foreground">
          {status}
        </p>
        <Button ref={browseRef} type="button" variant="outline" size="sm" disabled={disabled}>
          {t('careers.apply.dropzone.browse')}
        </Button>
        <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
          {t('careers.apply.dropzone.hint', { types: ACCEPTED_DOCUMENT_LABELS })}
        </p>
      </div>
      <input {...getInputProps({ 'aria-label': t('careers.apply.dropzone.inputLabel') })} />

      {overLimit && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('careers.apply.totalTooLarge')}
        </p>
      )}

      {rejections.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200"
        >
          <p className="font-medium">{t('careers.apply.rejectedTitle')}</p>
          <ul className="mt-1 grid gap-1">
            {rejections.map(({ file, errors }, index) => (
              <li key={`${file.name}-${index}`} className="break-words">
                {t('careers.apply.rejectedFile', {
                  name: file.name,
                  reasons: errors.map((error) => rejectionReason(t, error)).join('; '),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {files.length > 0 && (
        <div className="grid min-w-0 gap-2">
          <ul aria-label={t('careers.apply.files.listLabel')} className="grid min-w-0 gap-2">
            {files.map((file, index) => {
              const Icon = file.type.startsWith('image/') ? ImageIcon : FileText;
              return (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                  className="flex min-w-0 items-center gap-3 rounded-lg border bg-background px-3 py-2"
                >
                  <Icon
                    aria-hidden
                    className="size-5 shrink-0 text-brand-600 dark:text-brand-100"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium" title={file.name}>
                      {file.name}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatFileSize(file.size, i18n.language)}
                    </p>
                  </div>
                  <Button
                    ref={(element) => {
                      removeRefs.current[index] = element;
                    }}
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0 text-muted-foreground hover:text-foreground"
                    onClick={() => remove(index)}
                    disabled={disabled}
                    aria-label={t('careers.apply.files.remove', { name: file.name })}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
          <p className="text-right text-xs text-muted-foreground">
            {t('careers.apply.files.total', {
              size: formatFileSize(totalSize(files), i18n.language),
            })}
          </p>
        </div>
      )}
    </div>
  );
}
