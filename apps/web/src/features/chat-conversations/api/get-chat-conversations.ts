import type { ChatConversation } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** GET /chat/conversations, newest first; `query` searches messages, replies, sessions and IPs. */
export function getChatConversations(query = ''): Promise<ChatConversation[]> {
  const search = query ? `?${new URLSearchParams({ query }).toString()}` : '';
  return api<ChatConversation[]>(`/chat/conversations${search}`);
}

export const chatConversationsQueryOptions = (query = '') =>
  queryOptions({
    queryKey: ['chat-conversations', query],
    queryFn: () => getChatConversations(query),
  });

/** SPEC §6: the conversations are fetched only once the session is authenticated. */
export function useChatConversations(query = '') {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...chatConversationsQueryOptions(query), enabled: isAuthenticated });
}
