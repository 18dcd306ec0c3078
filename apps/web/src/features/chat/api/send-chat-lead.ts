import type { ChatLeadInput } from '@app/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Received = { detail: string };

/** POST /api/chat/lead: the visitor's name and e-mail for the team, from the chat (honeypot included). */
export const sendChatLead = (input: ChatLeadInput) =>
  api<Received>('/chat/lead', { method: 'POST', body: input });

export const useSendChatLead = (
  options: Omit<UseMutationOptions<Received, Error, ChatLeadInput>, 'mutationFn'> = {},
) => useMutation({ mutationKey: ['chat', 'lead'], mutationFn: sendChatLead, ...options });
