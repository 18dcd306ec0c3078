import type { TestimonialList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every testimonial for the back office (GET /testimonials?include=translations with the staff
 * token): hidden ones included, each in English with all its translations (ADR 0011).
 */
export const getManagerTestimonials = () =>
  api<TestimonialList>('/testimonials?include=translations');

export const managerTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials', 'manager'], queryFn: getManagerTestimonials });

export const useManagerTestimonials = () => useQuery(managerTestimonialsQueryOptions());
