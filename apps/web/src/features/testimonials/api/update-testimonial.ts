import type { Testimonial, TestimonialPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /testimonials/{id} with the testimonial's fields. */
export const updateTestimonial = ({ id, patch }: { id: number; patch: TestimonialPatch }) =>
  api<Testimonial>(`/testimonials/${id}`, { method: 'PATCH', body: patch });

/** Saves a testimonial; every testimonials query is fetched again afterwards. */
export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
  });
}
