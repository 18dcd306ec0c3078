import type { ChatInput, ChatResponse } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One question to the assistant (SPEC §7 `POST /chat`); resolves to the reply text. */
export async function sendChatMessage(input: ChatInput): Promise<string> {
  const { response } = await api<ChatResponse>('/chat', { method: 'POST', body: input });
  if (typeof response !== 'string') throw new Error('The assistant sent no reply');
  return response;
}

export const useSendChatMessage = () =>
  useMutation({ mutationKey: ['chat', 'send'], mutationFn: sendChatMessage });
