import { RequireArea } from '@/components/layouts/manager/require-area';
import { ChatConversations } from '@/features/chat-conversations/components/chat-conversations';

/** /manager/chats: the recorded chat conversations, for superadmins and admins. */
export function Component() {
  return (
    <RequireArea area="chat">
      <ChatConversations />
    </RequireArea>
  );
}
