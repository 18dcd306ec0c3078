import {
  APPLICATION_DOCUMENTS_FIELD,
  type ApplicationCreatedSchema,
  type ApplicationUploadFields,
} from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@/i18n';
import { upload } from '@/lib/api-client';
import { type VisitSource, visitSource } from '@/lib/visit-source';

export type ApplicationCreated = z.infer<typeof ApplicationCreatedSchema>;

/** What the application form collects (SPEC §3): the three link fields are not asked for. */
export type ApplicationDetails = Pick<
  ApplicationUploadFields,
  'first_name' | 'last_name' | 'email' | 'phone' | 'cover_letter' | 'consent'
>;

export type ApplicationSubmission = {
  jobId: number;
  details: ApplicationDetails;
  files: readonly File[];
  /** Where the visit came from (utm_* and referrer), when known. */
  source?: VisitSource;
};

/**
 * The multipart body of POST /jobs/applications/upload: the text fields first (the link fields
 * sent empty, the source as JSON when known), then one `documents` part per file.
 */
export function buildApplicationFormData({ jobId, details, files, source }: ApplicationSubmission) {
  const form = new FormData();
  const fields: Record<string, string> = {
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    phone: details.phone ?? '',
    cover_letter: details.cover_letter ?? '',
    resume_url: '',
    linkedin_url: '',
    portfolio_url: '',
    job_id: String(jobId),
    consent: String(details.consent),
    ...(source && { source: JSON.stringify(source) }),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(APPLICATION_DOCUMENTS_FIELD, file, file.name);
  return form;
}

/** Sends an application from a page in `language`: the candidate's e-mail is written in it. */
export const submitApplication = (
  submission: ApplicationSubmission,
  language: Language,
  onProgress?: (fraction: number) => void,
) =>
  upload<ApplicationCreated>(
    `/jobs/applications/upload?lang=${language}`,
    buildApplicationFormData({ source: visitSource(), ...submission }),
    onProgress,
  );

/** Sends an application; `progress` is the uploaded fraction (0 to 1) of the one in flight. */
export function useSubmitApplication() {
  const { i18n } = useTranslation();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (submission: ApplicationSubmission) => {
      setProgress(0);
      return submitApplication(submission, i18n.language, setProgress);
    },
  });
  return { ...mutation, progress };
}
