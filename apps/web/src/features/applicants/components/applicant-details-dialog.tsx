import type { Application, ApplicationDocument, ApplicationStatus } from '@app/contracts';
import { ChevronLeft, ChevronRight, FileText, MessageSquareText, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { canPreview } from '../api/download-document';
import { formatMoment } from '../lib/format';
import { applicantName } from './applicant-card';
import { OtherApplications, RepeatApplicantBadge, SourceDetails } from './applicant-history';
import { ApplicationLinks, hasDocuments, UploadedDocuments } from './application-documents';
import { DocumentPreview } from './document-preview';
import { type ReviewDrafts, ReviewForm } from './review-form';
import { StatusBadge, StatusSelect } from './status-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const link = 'text-brand-700 underline-offset-4 hover:underline dark:text-brand-100';

/** Where the open applicant is in the filtered, sorted list, and the way to its neighbours. */
export type ReviewNavigation = {
  /** 1-based; null when the applicant has left the list (e.g. a status filter after a change). */
  position: number | null;
  total: number;
  /** Null at the ends. */
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
};

/** A key press meant for a text field, a list or a menu, not for the J/K shortcuts. */
const typing = (event: KeyboardEvent) => {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="listbox"],[role="menu"]') !== null
  );
};

/** J goes to the next applicant and K to the previous one, unless typed into a field. */
function useReviewKeys(navigation: ReviewNavigation, enabled: boolean) {
  const latest = useRef(navigation);
  latest.current = navigation;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typing(event)) return;
      const key = event.key.toLowerCase();
      const move =
        key === 'j' ? latest.current.onNext : key === 'k' ? latest.current.onPrevious : null;
      if (!move) return;
      event.preventDefault();
      move();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

function ReviewNavigationBar({ navigation }: { navigation: ReviewNavigation }) {
  const { t } = useTranslation();
  const { position, total, onPrevious, onNext } = navigation;
  return (
    <nav
      aria-label={t('applicants.reviewFlow.label')}
      className="flex items-center justify-between gap-2 border-b pr-8 pb-3"
    >
      <Button
        variant="outline"
        size="sm"
        onClick={onPrevious ?? undefined}
        disabled={!onPrevious}
        aria-keyshortcuts="K"
        title={t('applicants.reviewFlow.previousHint')}
      >
        <ChevronLeft aria-hidden />
        {t('applicants.reviewFlow.previous')}
      </Button>
      <span
        className="text-sm text-muted-foreground tabular-nums"
        aria-live="polite"
        data-testid="review-position"
      >
        {position !== null && t('applicants.reviewFlow.position', { position, total })}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={onNext ?? undefined}
        disabled={!onNext}
        aria-keyshortcuts="J"
        title={t('applicants.reviewFlow.nextHint')}
      >
        {t('applicants.reviewFlow.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/** The document chosen for the preview, and of which applicant. */
type Previewing = { applicationId: number; documentId: number };

/**
 * The document in the preview: the one chosen, or once the dialog has moved on to another
 * applicant (J, K) that applicant's first PDF or image, so a review goes from CV to CV; none
 * when the applicant sent nothing to preview.
 */
function previewedDocument(
  application: Application,
  previewing: Previewing | null,
): ApplicationDocument | null {
  if (!previewing) return null;
  const documents = application.documents.filter(canPreview);
  if (previewing.applicationId !== application.id) return documents[0] ?? null;
  return documents.find((document) => document.id === previewing.documentId) ?? null;
}

/**
 * The applicant's details in three tabs: Details, Documents, Notes & Rating (SPEC §2), with the
 * status and the way through the filtered list (buttons, J and K) for a review in one go. A PDF
 * or an image opens in a preview beside them (on wide screens; instead of them on phones).
 */
export function ApplicantDetailsDialog({
  application,
  drafts,
  navigation,
  keysEnabled = true,
  onStatusChange,
  onOpenChange,
}: {
  application: Application | null;
  drafts: ReviewDrafts;
  navigation: ReviewNavigation;
  /** False while another dialog (the status change) is on top. */
  keysEnabled?: boolean;
  onStatusChange: (application: Application, status: ApplicationStatus) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  useReviewKeys(navigation, application !== null && keysEnabled);
  const [previewing, setPreviewing] = useState<Previewing | null>(null);
  const preview = application && previewedDocument(application, previewing);
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => {
        if (!open) setPreviewing(null);
        onOpenChange(open);
      }}
    >
      {application && (
        <DialogContent
          className={cn(
            'max-h-[85vh] sm:max-w-2xl',
            preview && 'lg:max-w-6xl lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:gap-8',
          )}
        >
          {/* Always this wrapper, so that opening the preview keeps the tab that is open. */}
          <div className={cn('grid min-w-0 content-start gap-4', preview && 'max-lg:hidden')}>
            <ReviewNavigationBar navigation={navigation} />
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-3">
                <DialogTitle className="text-xl tracking-tight">
                  {applicantName(application)}
                </DialogTitle>
                <StatusBadge status={application.status} />
                <RepeatApplicantBadge application={application} />
              </div>
              <DialogDescription>
                {t('applicants.details.appliedOn', {
                  date: formatMoment(application.applied_at, i18n.language, true),
                })}
              </DialogDescription>
              <StatusSelect
                value={application.status}
                onChange={(status) => onStatusChange(application, status)}
                label={t('applicants.card.statusOf', { name: applicantName(application) })}
                className="w-full sm:w-48"
              />
            </DialogHeader>
            <Tabs defaultValue="details" className="min-w-0">
              <TabsList className="grid h-auto w-full grid-cols-3">
                <TabsTrigger value="details" className="whitespace-normal">
                  <UserRound aria-hidden className="hidden size-4 sm:block" />
                  {t('applicants.details.tabs.details')}
                </TabsTrigger>
                <TabsTrigger value="documents" className="whitespace-normal">
                  <FileText aria-hidden className="hidden size-4 sm:block" />
                  {t('applicants.details.tabs.documents')}
                </TabsTrigger>
                <TabsTrigger value="notes" className="whitespace-normal">
                  <MessageSquareText aria-hidden className="hidden size-4 sm:block" />
                  {t('applicants.details.tabs.notes')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="details">
                <dl className="grid gap-4">
                  <Detail label={t('applicants.details.name')}>{applicantName(application)}</Detail>
                  <Detail label={t('applicants.details.email')}>
                    <a href={`mailto:${application.email}`} className={link}>
                      {application.email}
                    </a>
                  </Detail>
                  <Detail label={t('applicants.details.phone')}>
                    {application.phone ? (
                      <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`} className={link}>
                        {application.phone}
                      </a>
                    ) : (
                      <span className="text-muted-foreground">
                        {t('applicants.details.notProvided')}
                      </span>
                    )}
                  </Detail>
                  <Detail label={t('applicants.details.appliedAt')}>
                    <time dateTime={application.applied_at}>
                      {formatMoment(application.applied_at, i18n.language, true)}
                    </time>
                  </Detail>
                  <Detail label={t('applicants.details.status')}>
                    <StatusBadge status={application.status} />
                  </Detail>
                  <Detail label={t('applicants.source.label')}>
                    <SourceDetails application={application} />
                  </Detail>
                  {application.other_applications.length > 0 && (
                    <Detail label={t('applicants.repeat.otherApplications')}>
                      <OtherApplications application={application} />
                    </Detail>
                  )}
                  <Detail label={t('applicants.details.coverLetter')}>
                    {application.cover_letter ? (
                      <p
                        className="rounded-xl border bg-muted/40 p-4 leading-relaxed whitespace-pre-line"
                        data-testid="cover-letter"
                      >
                        {application.cover_letter}
                      </p>
                    ) : (
                      <span className="text-muted-foreground">
                        {t('applicants.details.noCoverLetter')}
                      </span>
                    )}
                  </Detail>
                </dl>
              </TabsContent>
              <TabsContent value="documents">
                {hasDocuments(application) ? (
                  <div className="grid gap-5">
                    {(application.resume_url ||
                      application.linkedin_url ||
                      application.portfolio_url) && (
                      <section className="grid gap-2">
                        <h3 className="text-sm font-medium text-muted-foreground">
                          {t('applicants.details.links')}
                        </h3>
                        <ApplicationLinks application={application} />
                      </section>
                    )}
                    {application.documents.length > 0 && (
                      <section className="grid gap-2">
                        <h3 className="text-sm font-medium text-muted-foreground">
                          {t('applicants.details.uploaded')}
                        </h3>
                        <UploadedDocuments
                          documents={application.documents}
                          previewing={preview?.id}
                          onPreview={(document) =>
                            setPreviewing({
                              applicationId: application.id,
                              documentId: document.id,
                            })
                          }
                        />
                      </section>
                    )}
                  </div>
                ) : (
                  <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
                    {t('applicants.details.noDocuments')}
                  </p>
                )}
              </TabsContent>
              <TabsContent value="notes">
                <ReviewForm key={application.id} application={application} drafts={drafts} />
              </TabsContent>
            </Tabs>
          </div>
          {preview && (
            <DocumentPreview
              key={preview.id}
              document={preview}
              onClose={() => setPreviewing(null)}
              className="lg:sticky lg:top-0 lg:self-start [&>h3]:pr-8"
            />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
