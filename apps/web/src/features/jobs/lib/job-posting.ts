import type { Job, JobType } from '@app/contracts';
import { COMPANY, type Language, type Office } from '@app/contracts/site';
import { servedLanguage } from '@/lib/content-language';
import { organizationRef } from '@/lib/structured-data';
import { textLines } from '@/lib/text-lines';

/**
 * A job as schema.org JobPosting (JSON-LD) for job search results (Google for Jobs): every
 * field Google requires, and each recommended one the job's data holds. Only open jobs have a
 * page, so only open jobs get one.
 */

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The job's sections as HTML, as JobPosting's description wants it. */
export function jobDescriptionHtml(
  job: Pick<Job, 'description' | 'responsibilities' | 'requirements' | 'benefits'>,
  headings: { responsibilities: string; requirements: string; benefits: string },
): string {
  const list = (title: string, text: string | null) => {
    const items = textLines(text);
    if (items.length === 0) return '';
    return `<h2>${escapeHtml(title)}</h2><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  };
  return [
    // Sanitised rich text already (the server's one allow-list).
    job.description,
    list(headings.responsibilities, job.responsibilities),
    list(headings.requirements, job.requirements),
    list(headings.benefits, job.benefits),
  ].join('');
}

type Place = { '@type': 'Place'; address: Record<string, string> };

const place = (locality: string, country?: string): Place => ({
  '@type': 'Place',
  address: {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(country ? { addressCountry: country } : {}),
  },
});

const headOffice = () =>
  place(COMPANY.postalAddress.addressLocality, COMPANY.postalAddress.addressCountry);

/** "Remote" as the site's languages write a job's location. */
const REMOTE = /\b(remote|uzaqdan)\b/i;

/**
 * Where the job is: one of the offices ("Baku", translated "Bakı"), "City, Country", or
 * remote, which is work from home attached to the head office. A country is given only when
 * the data names it.
 */
export function jobLocation(location: string) {
  if (REMOTE.test(location)) {
    return { jobLocationType: 'TELECOMMUTE', jobLocation: headOffice() };
  }
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const city = parts[0] ?? location.trim();
  const names = (office: Office) =>
    [...office.names, office.country].map((name) => name.toLowerCase());
  const office = [city, ...parts.slice(1)]
    .map((part) => COMPANY.offices.find((known) => names(known).includes(part.toLowerCase())))
    .find(Boolean);
  const country = office?.country ?? (parts.length > 1 ? parts[parts.length - 1] : undefined);
  return { jobLocation: place(city, country) };
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '₼': 'AZN' };
const UNITS: [RegExp, string][] = [
  [/\b(hour|hourly|stunde|saat)/i, 'HOUR'],
  [/\b(day|daily|tag|gün)/i, 'DAY'],
  [/\b(week|weekly|woche|həftə)/i, 'WEEK'],
  [/\b(month|monthly|monat|ay)/i, 'MONTH'],
  [/\b(year|yearly|annual|annum|jahr|il)/i, 'YEAR'],
];

/**
 * A salary text ("AED 28,000 – 36,000 / month", "€75,000 – 90,000 / year", "AZN 1,200 /
 * month") as a MonetaryAmount; nothing when its currency or amount cannot be read.
 */
export function baseSalary(text: string | null) {
  if (!text) return undefined;
  const code = /\b([A-Z]{3})\b/.exec(text)?.[1];
  const sign = Object.keys(CURRENCY_SIGNS).find((symbol) => text.includes(symbol));
  const currency = code ?? (sign ? CURRENCY_SIGNS[sign] : undefined);
  const amounts = [...text.matchAll(/(\d[\d,.\u00a0\u202f ]*\d|\d)\s*(k)?\b/gi)]
    .map(([, digits, thousands]) => {
      const value = Number(digits!.replace(/[,.\u00a0\u202f ](?=\d{3}\b)/g, '').replace(',', '.'));
      return thousands ? value * 1000 : value;
    })
    .filter((value) => Number.isFinite(value) && value > 0);
  if (!currency || amounts.length === 0) return undefined;
  const unitText = UNITS.find(([pattern]) => pattern.test(text))?.[1];
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
      ...(unitText ? { unitText } : {}),
    },
  };
}

/** The job's JobPosting as a page in `language` shows it: `inLanguage` is the job's text's. */
export function jobPosting(
  job: Job,
  {
    origin,
    url,
    description,
    language,
  }: { origin: string; url: string; description: string; language: Language },
) {
  const salary = baseSalary(job.salary_range);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: COMPANY.name, value: String(job.id) },
    datePosted: job.created_at.slice(0, 10),
    ...(job.application_deadline ? { validThrough: `${job.application_deadline}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: organizationRef(origin),
    ...jobLocation(job.location),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    url,
    inLanguage: servedLanguage(job, language),
  };
}
