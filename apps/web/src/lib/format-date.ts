import { isLanguage, type Language } from '@app/contracts/site';

/**
 * One way to write a date in the site's languages, the same on the server and in every
 * browser. The browsers' own date formats cannot be used: some (Debian's Chromium, for one)
 * have no Azerbaijani and write "2027 M06 30", and any difference from the server's text breaks
 * the page's hydration. Dates are read in UTC, so no time zone moves one to another day.
 */
const MONTHS: Record<Language, { long: string[]; short: string[] }> = {
  en: {
    long: 'January February March April May June July August September October November December'.split(
      ' ',
    ),
    short: 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' '),
  },
  de: {
    long: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
      ' ',
    ),
    short: 'Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'.split(' '),
  },
  az: {
    long: 'yanvar fevral mart aprel may iyun iyul avqust sentyabr oktyabr noyabr dekabr'.split(' '),
    short: 'yan fev mar apr may iyn iyl avq sen okt noy dek'.split(' '),
  },
};

const WEEKDAYS: Record<Language, string[]> = {
  en: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  de: 'Sonntag Montag Dienstag Mittwoch Donnerstag Freitag Samstag'.split(' '),
  az: 'bazar,bazar ertəsi,çərşənbə axşamı,çərşənbə,cümə axşamı,cümə,şənbə'.split(','),
};

/** A calendar day (`2027-06-30`) or a moment (an ISO timestamp) as a UTC date, if it is one. */
function toDate(value: string | Date): Date | undefined {
  const date =
    value instanceof Date
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * "30 June 2027", "30. Juni 2027", "30 iyun 2027" (long); "30 Jun 2027", "30. Juni 2027",
 * "30 iyn 2027" (short); with the weekday first (full): "Wednesday, 30 June 2027".
 */
export function formatDate(
  value: string | Date,
  language: string,
  style: 'long' | 'short' | 'full' = 'long',
): string {
  const date = toDate(value);
  if (!date) return String(value);
  const lang: Language = isLanguage(language) ? language : 'en';
  const day = date.getUTCDate();
  const month = MONTHS[lang][style === 'short' ? 'short' : 'long'][date.getUTCMonth()]!;
  const year = date.getUTCFullYear();
  const written = lang === 'de' ? `${day}. ${month} ${year}` : `${day} ${month} ${year}`;
  if (style !== 'full') return written;
  const weekday = WEEKDAYS[lang][date.getUTCDay()]!;
  return lang === 'az' ? `${written}, ${weekday}` : `${weekday}, ${written}`;
}

/**
 * The time of day of a moment in the reader's time zone, as English (British), German and
 * Azerbaijani all write it: "14:05". Not through Intl either: a browser without Azerbaijani
 * falls back to its own language's clock ("2:05 PM").
 */
export function formatTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const two = (number: number) => String(number).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A moment as its reader's clock shows it, day and time: "14 November 2026, 00:30". The day is
 * the reader's too (`formatDate` alone reads a calendar day in UTC, which would put a moment
 * just after midnight in Dubai on the day before).
 */
export function formatDateTime(
  value: string | Date,
  language: string,
  style: 'long' | 'short' = 'long',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return `${formatDate(day, language, style)}, ${formatTime(date)}`;
}
