import type { ContactInboxItem, ContactPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ContactMessageChange = { id: number; patch: ContactPatch };

/** PATCH /contact/{id}: the status, the assignee or the internal note. */
export const updateContactMessage = ({ id, patch }: ContactMessageChange) =>
  api<ContactInboxItem>(`/contact/${id}`, { method: 'PATCH', body: patch });

/** Saves a change, then reads the inbox (its counts) and the message again. */
export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-inbox'] }),
  });
}
