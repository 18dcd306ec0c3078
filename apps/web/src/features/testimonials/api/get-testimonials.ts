import type { TestimonialList } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/** The visible testimonials in `language` (each translated where it can be; ADR 0011). */
export const getTestimonials = (language: Language) =>
  api<TestimonialList>(`/testimonials?lang=${language}`);

export const testimonialsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['testimonials', 'list', language],
    queryFn: () => getTestimonials(language),
  });

/** The testimonials in the page's language. */
export function useTestimonials() {
  const { i18n } = useTranslation();
  return useQuery(testimonialsQueryOptions(i18n.language));
}
