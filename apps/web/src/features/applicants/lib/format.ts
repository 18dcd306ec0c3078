import { formatDate, formatDateTime } from '@/lib/format-date';

/** A moment written out for the language: "12 Mar 2026", or "12 March 2026, 14:05" with the time. */
export function formatMoment(timestamp: string, language: string, withTime = false) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  if (!withTime) return formatDate(date, language, 'short');
  return formatDateTime(date, language);
}
