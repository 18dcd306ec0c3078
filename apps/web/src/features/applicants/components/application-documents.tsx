import type { Application, ApplicationDocument } from '@app/contracts';
import { Eye, ExternalLink, FileImage, FileText, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format-file-size';
import { cn } from '@/lib/utils';
import { canPreview, openDocument } from '../api/download-document';

type LinkKey = 'resume_url' | 'linkedin_url' | 'portfolio_url';
const LINKS: { key: LinkKey; label: string }[] = [
  { key: 'resume_url', label: 'applicants.documents.resume' },
  { key: 'linkedin_url', label: 'applicants.documents.linkedin' },
  { key: 'portfolio_url', label: 'applicants.documents.portfolio' },
];

/** Whether the applicant sent any link or file. */
export const hasDocuments = (application: Application) =>
  application.documents.length > 0 || LINKS.some(({ key }) => application[key]);

const chip =
  'inline-flex max-w-full items-center gap-1.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs font-medium shadow-xs transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Resume, LinkedIn and portfolio links, opening in a new tab (SPEC §2). */
export function ApplicationLinks({
  application,
  className,
}: {
  application: Application;
  className?: string;
}) {
  const { t } = useTranslation();
  const links = LINKS.filter(({ key }) => application[key]);
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {links.map(({ key, label }) => (
        <li key={key}>
          <a href={application[key]!} target="_blank" rel="noopener noreferrer" className={chip}>
            <ExternalLink aria-hidden className="size-3.5 text-brand-600 dark:text-brand-100" />
            {t(label)}
            <span className="sr-only">{t('applicants.documents.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One uploaded file: opened through the authenticated download route. */
function DocumentButton({ document }: { document: ApplicationDocument }) {
  const { t, i18n } = useTranslation();
  const [opening, setOpening] = useState(false);
  const Icon = document.type.startsWith('image/') ? FileImage : FileText;
  const onOpen = async () => {
    setOpening(true);
    try {
      await openDocument(document);
    } catch (error) {
      toast({
        title: t('applicants.toast.error'),
        description: errorDetail(error, t('applicants.documents.failed')),
        variant: 'destructive',
      });
    } finally {
      setOpening(false);
    }
  };
  return (
    <button
      type="button"
      className={cn(chip, 'disabled:opacity-60')}
      onClick={onOpen}
      disabled={opening}
      aria-label={t('applicants.documents.open', {
        name: document.name,
        size: formatFileSize(document.size, i18n.language),
      })}
    >
      {opening ? (
        <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
      ) : (
        <Icon aria-hidden className="size-3.5 text-brand-600 dark:text-brand-100" />
      )}
      <span className="truncate">{document.name}</span>
      <span className="shrink-0 font-normal text-muted-foreground">
        {formatFileSize(document.size, i18n.language)}
      </span>
    </button>
  );
}

/** The uploaded documents with name and size; with `onPreview`, a Preview button on PDFs and images. */
export function UploadedDocuments({
  documents,
  className,
  onPreview,
  previewing,
}: {
  documents: readonly ApplicationDocument[];
  className?: string;
  onPreview?: (document: ApplicationDocument) => void;
  /** The id of the document in the preview. */
  previewing?: number;
}) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {documents.map((document) => (
        <li key={document.id} className="flex max-w-full min-w-0 gap-1.5">
          <DocumentButton document={document} />
          {onPreview && canPreview(document) && (
            <button
              type="button"
              className={cn(chip, 'shrink-0', previewing === document.id && 'bg-muted')}
              onClick={() => onPreview(document)}
              aria-label={t('applicants.documents.previewOf', { name: document.name })}
              aria-pressed={previewing === document.id}
            >
              <Eye aria-hidden className="size-3.5 text-brand-600 dark:text-brand-100" />
              {t('applicants.documents.preview')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
