import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /testimonials/{id}. */
export const deleteTestimonial = (id: number) =>
  api<unknown>(`/testimonials/${id}`, { method: 'DELETE' });

/** Deletes a testimonial; every testimonials query is fetched again afterwards. */
export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
  });
}
