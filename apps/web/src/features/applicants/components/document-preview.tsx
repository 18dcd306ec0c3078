import type { ApplicationDocument } from '@app/contracts';
import { Download, ExternalLink, TriangleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { previewDocument } from '../api/download-document';

type Preview =
  { state: 'loading' } | { state: 'ready'; url: string } | { state: 'error'; missing: boolean };

/** The document's bytes as a local address while it is shown; released when it is not. */
function usePreviewAddress({ url, type }: Pick<ApplicationDocument, 'url' | 'type'>) {
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let address: string | undefined;
    setPreview({ state: 'loading' });
    previewDocument({ url, type }, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        address = URL.createObjectURL(blob);
        setPreview({ state: 'ready', url: address });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPreview({ state: 'error', missing: error instanceof ApiError && error.status === 404 });
      },
    );
    return () => {
      controller.abort();
      if (address) URL.revokeObjectURL(address);
    };
  }, [url, type]);
  return preview;
}

const action =
  'inline-flex items-center gap-1.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs font-medium shadow-xs transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * A PDF (in the browser's viewer) or an image of the applicant, shown beside the details: its
 * name, Download, Open in new tab and Close; a spinner while it loads, a message when it cannot.
 */
export function DocumentPreview({
  document,
  onClose,
  className,
}: {
  document: ApplicationDocument;
  onClose: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const preview = usePreviewAddress(document);
  const ready = preview.state === 'ready' ? preview.url : null;
  return (
    <section
      aria-label={t('applicants.documents.previewTitle', { name: document.name })}
      className={cn('flex min-h-0 min-w-0 flex-col gap-3', className)}
      data-testid="document-preview"
    >
      <h3 className="min-w-0 pt-1 text-sm font-semibold break-all">{document.name}</h3>
      {/* Close is a labelled action here, apart from the dialog's own close button. */}
      <div className="flex flex-wrap gap-2">
        {ready && (
          <>
            <a href={ready} download={document.name} className={action}>
              <Download aria-hidden className="size-3.5" />
              {t('applicants.documents.download')}
            </a>
            <a href={ready} target="_blank" rel="noopener noreferrer" className={action}>
              <ExternalLink aria-hidden className="size-3.5" />
              {t('applicants.documents.openInNewTab')}
            </a>
          </>
        )}
        <button type="button" onClick={onClose} className={action}>
          <X aria-hidden className="size-3.5" />
          {t('applicants.documents.closePreview')}
        </button>
      </div>
      <div className="flex min-h-[60dvh] flex-1 overflow-hidden rounded-xl border bg-muted/40 lg:min-h-[65dvh]">
        {preview.state === 'loading' && (
          <Spinner className="w-full" label={t('applicants.documents.loadingPreview')} />
        )}
        {preview.state === 'error' && (
          <p
            role="alert"
            className="m-auto flex max-w-sm flex-col items-center gap-2 p-6 text-center text-sm text-destructive"
          >
            <TriangleAlert aria-hidden className="size-6" />
            {t(
              preview.missing
                ? 'applicants.documents.missing'
                : 'applicants.documents.previewFailed',
            )}
          </p>
        )}
        {ready &&
          (document.type === 'application/pdf' ? (
            <iframe
              src={ready}
              title={t('applicants.documents.previewTitle', { name: document.name })}
              className="min-h-[60dvh] w-full flex-1 bg-white lg:min-h-[65dvh]"
            />
          ) : (
            <img
              src={ready}
              alt={t('applicants.documents.previewTitle', { name: document.name })}
              className="m-auto max-h-[65dvh] max-w-full object-contain"
            />
          ))}
      </div>
    </section>
  );
}
