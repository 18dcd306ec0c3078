import { textLines } from '@/lib/text-lines';

/** The first three non-empty lines of the requirements, shown as bullets on the card. */
export const keyRequirements = (requirements: string, limit = 3) =>
  textLines(requirements).slice(0, limit);

/** Today as `YYYY-MM-DD` in UTC: the day the server uses to close jobs to visitors. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** A job whose deadline day has passed is no longer shown to visitors. */
export const isExpired = (deadline: string | null, today = todayUtc()) =>
  deadline !== null && deadline.slice(0, 10) < today;
