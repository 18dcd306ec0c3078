import type { ContactReply, ContactReplyInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ContactReplyRequest = { id: number; reply: ContactReplyInput };

/** POST /contact/{id}/replies: an e-mail to the sender, put in the outbox. */
export const sendContactReply = ({ id, reply }: ContactReplyRequest) =>
  api<ContactReply>(`/contact/${id}/replies`, { method: 'POST', body: reply });

/** Sends a reply, then reads the inbox and the message again (a new one is now in progress). */
export function useSendContactReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-inbox'] }),
  });
}
