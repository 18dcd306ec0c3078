import type { Application } from '@app/contracts';

/**
 * SPEC §9: the sheet's name and its ten columns, in order; then, beyond the spec, where the
 * applicant came from (utm source, medium, campaign and the referrer).
 */
export const EXPORT_SHEET_NAME = 'Applicants';
export const EXPORT_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Status',
  'Applied At',
  'Cover Letter',
  'Resume URL',
  'LinkedIn',
  'Portfolio',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
  'Referrer',
] as const;

/** SPEC §9: the cover letter is cut to 500 characters. */
export const EXPORT_COVER_LETTER_MAX = 500;

/** A cell: text, a date, or null for an empty cell (a value the applicant did not give). */
export type ExportRow = [
  firstName: string,
  lastName: string,
  email: string,
  phone: string | null,
  status: string,
  appliedAt: Date | string,
  coverLetter: string | null,
  resumeUrl: string | null,
  linkedIn: string | null,
  portfolio: string | null,
  utmSource: string | null,
  utmMedium: string | null,
  utmCampaign: string | null,
  referrer: string | null,
];

/** "Senior Designer" → "Senior_Designer_Applicants.xlsx"; "Job_Applicants.xlsx" without a title. */
export function exportFileName(jobTitle: string | null | undefined) {
  const title = jobTitle?.trim().replace(/\s+/g, '_') || 'Job';
  return `${title}_Applicants.xlsx`;
}

/** The first `max` characters (whole characters: an emoji is never cut in half). */
const cut = (text: string, max: number) => {
  const characters = Array.from(text);
  return characters.length > max ? characters.slice(0, max).join('') : text;
};

/**
 * The moment as the spreadsheet shows it: the local wall-clock time, since a spreadsheet date
 * has no time zone. Returns the original text when it is not a date.
 */
export function spreadsheetDate(timestamp: string): Date | string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
    ),
  );
}

/**
 * One row per application, in the order given (the currently filtered list), cells as SPEC §9;
 * what the applicant did not give is an empty cell.
 */
export function buildExportRows(applications: readonly Application[]): ExportRow[] {
  return applications.map((application) => [
    application.first_name,
    application.last_name,
    application.email,
    application.phone,
    application.status,
    spreadsheetDate(application.applied_at),
    application.cover_letter && cut(application.cover_letter, EXPORT_COVER_LETTER_MAX),
    application.resume_url,
    application.linkedin_url,
    application.portfolio_url,
    application.source?.utm_source ?? null,
    application.source?.utm_medium ?? null,
    application.source?.utm_campaign ?? null,
    application.source?.referrer ?? null,
  ]);
}
