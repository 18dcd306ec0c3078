import { api } from '@/lib/api-client';

/**
 * POST /audit/exports: tells the server's audit trail that the applicants of a job were
 * exported (the spreadsheet is built in the browser, from the applicants already read).
 */
export const recordApplicantsExport = (jobId: number, count: number) =>
  api('/audit/exports', { method: 'POST', body: { job_id: jobId, count } });
