import { AREA_ROLES } from '@app/contracts';
import { RequireArea } from '@/components/layouts/manager/require-area';
import { ChatTranscript } from '@/features/chat-conversations/components/conversation-day';
import { ContactInbox } from '@/features/contact-inbox/components/contact-inbox';
import { useUsers } from '@/features/users/api/get-users';
import { parseId } from '@/lib/parse-id';
import { useParams } from '@/lib/router';

/** The inbox, with the staff a message may be given to and the chat screen's transcript. */
function InboxScreen() {
  const { id } = useParams();
  const users = useUsers();
  const assignees = (users.data ?? [])
    .filter((user) => user.is_enabled && AREA_ROLES.chat.includes(user.role_id))
    .map((user) => ({ id: user.id, name: `${user.first_name} ${user.last_name}`.trim() }));
  return (
    <ContactInbox
      openId={parseId(id)}
      assignees={assignees}
      renderTranscript={(exchanges) => <ChatTranscript exchanges={exchanges} />}
    />
  );
}

/** /manager/inbox and /manager/inbox/{id}: the contact inbox, for superadmins and admins. */
export function Component() {
  return (
    <RequireArea area="chat">
      <InboxScreen />
    </RequireArea>
  );
}
