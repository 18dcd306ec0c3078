import { formatDate } from '@/lib/format-date';

/** A day heading (`YYYY-MM-DD`) in the language: "Monday, 7 July 2025", "Montag, 7. Juli 2025". */
export const formatDay = (day: string, language: string) => formatDate(day, language, 'full');
