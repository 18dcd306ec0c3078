import {
  APPLICATION_DOCUMENTS_FIELD,
  type ApplicationCreatedSchema,
  type ApplicationUploadFields,
} from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { upload } from '@/lib/api-client';

export type ApplicationCreated = z.infer<typeof ApplicationCreatedSchema>;

/** What the application form collects (SPEC §3): the three link fields are not asked for. */
export type ApplicationDetails = Pick<
  ApplicationUploadFields,
  'first_name' | 'last_name' | 'email' | 'phone' | 'cover_letter'
>;

export type ApplicationSubmission = {
  jobId: number;
  details: ApplicationDetails;
  files: readonly File[];
};

/**
 * The multipart body of POST /jobs/applications/upload: the text fields first (the link fields
 * sent empty), then one `documents` part per file.
 */
export function buildApplicationFormData({ jobId, details, files }: ApplicationSubmission) {
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
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(APPLICATION_DOCUMENTS_FIELD, file, file.name);
  return form;
}

export const submitApplication = (
  submission: ApplicationSubmission,
  onProgress?: (fraction: number) => void,
) =>
  upload<ApplicationCreated>(
    '/jobs/applications/upload',
    buildApplicationFormData(submission),
    onProgress,
  );

/** Sends an application; `progress` is the uploaded fraction (0 to 1) of the one in flight. */
export function useSubmitApplication() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (submission: ApplicationSubmission) => {
      setProgress(0);
      return submitApplication(submission, setProgress);
    },
  });
  return { ...mutation, progress };
}
