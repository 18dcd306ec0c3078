import { errorDetail } from '@/lib/api-client';
import { toast } from './use-toast';

/**
 * The destructive toast of a call that failed: `title`, and under it the server's detail, else
 * `fallback` (nothing when that would repeat the title). Answers the detail it shows.
 */
export function toastFailure(title: string, error: unknown, fallback = title) {
  const detail = errorDetail(error, fallback);
  toast({ title, description: detail === title ? undefined : detail, variant: 'destructive' });
  return detail;
}
