import type { Area } from '@app/contracts';
import {
  BriefcaseBusiness,
  FolderKanban,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  MailPen,
  Mails,
  type LucideIcon,
  MessageSquareQuote,
  MessagesSquare,
  Newspaper,
  ShieldCheck,
  UserSearch,
  Users,
  UsersRound,
} from 'lucide-react';

/** The sidebar entries of SPEC §2, each with the area a role needs to see it. */
export const MANAGER_NAV: { key: string; to: string; area: Area; icon: LucideIcon }[] = [
  { key: 'dashboard', to: '/manager/dashboard', area: 'dashboard', icon: LayoutDashboard },
  { key: 'chats', to: '/manager/chats', area: 'chat', icon: MessagesSquare },
  { key: 'inbox', to: '/manager/inbox', area: 'chat', icon: Inbox },
  { key: 'jobs', to: '/manager/jobs', area: 'jobs', icon: BriefcaseBusiness },
  { key: 'applicants', to: '/manager/applicants', area: 'jobs', icon: UserSearch },
  { key: 'news', to: '/manager/news', area: 'content', icon: Newspaper },
  { key: 'projects', to: '/manager/projects', area: 'content', icon: FolderKanban },
  { key: 'team', to: '/manager/team', area: 'content', icon: UsersRound },
  { key: 'media', to: '/manager/media', area: 'content', icon: Images },
  {
    key: 'testimonials',
    to: '/manager/testimonials',
    area: 'content',
    icon: MessageSquareQuote,
  },
  { key: 'users', to: '/manager/users', area: 'users', icon: Users },
  { key: 'audit', to: '/manager/audit', area: 'audit', icon: History },
  { key: 'privacy', to: '/manager/privacy', area: 'audit', icon: ShieldCheck },
  { key: 'mailTemplates', to: '/manager/mail-templates', area: 'audit', icon: MailPen },
  { key: 'outbox', to: '/manager/outbox', area: 'audit', icon: Mails },
];
