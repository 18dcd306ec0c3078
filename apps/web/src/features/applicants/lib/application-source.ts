import type { ApplicationSource } from '@app/contracts';

/** The host of a referrer address ("www.linkedin.com"), or the address as given when malformed. */
export function referrerHost(referrer: string) {
  try {
    return new URL(referrer).host || referrer;
  } catch {
    return referrer;
  }
}

/**
 * The source in a few words: "linkedin / social / spring" from the utm values, else the
 * referrer's host; null when the application has none.
 */
export function sourceSummary(source: ApplicationSource | null) {
  if (!source) return null;
  const utm = [source.utm_source, source.utm_medium, source.utm_campaign].filter(Boolean);
  if (utm.length > 0) return utm.join(' / ');
  return source.referrer ? referrerHost(source.referrer) : null;
}
