import type { Testimonial, TestimonialInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /testimonials with the testimonial's fields. */
export const createTestimonial = (input: TestimonialInput) =>
  api<Testimonial>('/testimonials', { method: 'POST', body: input });

/** Adds a testimonial; every testimonials query is fetched again afterwards. */
export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
  });
}
