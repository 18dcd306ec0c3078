import type { Application } from '@app/contracts';
import { FileText, MessageSquareText, UserRound } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatMoment } from '../lib/format';
import { applicantName } from './applicant-card';
import { OtherApplications, RepeatApplicantBadge, SourceDetails } from './applicant-history';
import { ApplicationLinks, hasDocuments, UploadedDocuments } from './application-documents';
import { type ReviewDrafts, ReviewForm } from './review-form';
import { StatusBadge } from './status-badge';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const link = 'text-brand-700 underline-offset-4 hover:underline dark:text-brand-100';

/** The applicant's details in three tabs: Details, Documents, Notes & Rating (SPEC §2). */
export function ApplicantDetailsDialog({
  application,
  jobId,
  drafts,
  onOpenChange,
}: {
  application: Application | null;
  jobId: number;
  drafts: ReviewDrafts;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      {application && (
        <DialogContent className="max-h-[85vh] sm:max-w-2xl">
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
                      <UploadedDocuments documents={application.documents} />
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
              <ReviewForm
                key={application.id}
                application={application}
                jobId={jobId}
                drafts={drafts}
              />
            </TabsContent>
          </Tabs>
        </DialogContent>
      )}
    </Dialog>
  );
}
