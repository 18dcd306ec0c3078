import type { ChatInput, ChatResponse } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * One question to the assistant (SPEC §7 `POST /chat`); resolves to the reply text, with
 * `offer_lead` when the visitor's details may be offered to the team.
 */
export async function sendChatMessage(input: ChatInput): Promise<ChatResponse> {
  const { response, offer_lead } = await api<ChatResponse>('/chat', {
    method: 'POST',
    body: input,
  });
  if (typeof response !== 'string') throw new Error('The assistant sent no reply');
  return offer_lead === true ? { response, offer_lead } : { response };
}

export const useSendChatMessage = () =>
  useMutation({ mutationKey: ['chat', 'send'], mutationFn: sendChatMessage });
