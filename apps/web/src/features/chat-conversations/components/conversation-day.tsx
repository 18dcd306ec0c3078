import type { ChatConversation, ChatLead } from '@app/contracts';
import { Bot, Globe, Mail, User, UserCheck } from 'lucide-react';
import { useTranslation } from '@/i18n';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { IconTile } from '@/components/ui/icon-tile';
import { LinkedText } from '@/components/ui/linked-text';
import { formatTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { formatDay } from '../lib/format';
import type { DayGroup, SessionGroup, VisitorGroup } from '../lib/group-conversations';

/** The engine that answered an exchange, as a small badge: "Embedded" or "LLM". */
function EngineBadge({ engine }: { engine: string }) {
  const { t } = useTranslation();
  const llm = engine === 'llm';
  return (
    <Badge
      variant={llm ? 'blue' : 'secondary'}
      className="px-2 py-0 text-[11px]"
      title={t('chats.engine.label')}
      data-testid="chat-engine"
    >
      <span className="sr-only">{t('chats.engine.label')}: </span>
      {llm ? t('chats.engine.llm') : t('chats.engine.embedded')}
    </Badge>
  );
}

/** The details the session's visitor left for the team: name and a mailto link. */
function LeadCard({ lead }: { lead: ChatLead }) {
  const { t } = useTranslation();
  return (
    <div
      className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100"
      data-testid="chat-lead"
    >
      <UserCheck aria-hidden className="size-4 shrink-0" />
      <span className="font-semibold">{t('chats.lead.title')}</span>
      <span className="font-medium">{lead.name}</span>
      <a
        href={`mailto:${lead.email}`}
        className="inline-flex items-center gap-1 font-medium break-all underline underline-offset-2"
      >
        <Mail aria-hidden className="size-3.5 shrink-0" />
        {lead.email}
      </a>
      <span className="text-xs opacity-80">
        {t('chats.lead.at', { time: formatTime(lead.created_at) })}
      </span>
    </div>
  );
}

/** One side of an exchange: the writer's avatar beside a bubble with its words. */
function Message({ from, children }: { from: 'visitor' | 'assistant'; children: React.ReactNode }) {
  const visitor = from === 'visitor';
  return (
    <div className="flex min-w-0 gap-2.5">
      <IconTile tone={visitor ? 'muted' : 'gradient'} className="mt-1 size-7 rounded-full">
        {visitor ? <User className="size-3.5" /> : <Bot className="size-3.5" />}
      </IconTile>
      <div
        className={cn(
          'min-w-0 rounded-2xl rounded-tl-sm px-4 py-2.5 text-sm',
          visitor ? 'bg-muted' : 'border bg-brand-50/50 dark:bg-brand-700/10',
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** A chat's exchanges in order: the time, the visitor's words and the assistant's answer. */
export function ChatTranscript({
  exchanges,
  className,
}: {
  exchanges: readonly Pick<
    ChatConversation,
    'id' | 'created_at' | 'user_message' | 'bot_response' | 'engine'
  >[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className={cn('grid gap-5', className)}>
      {exchanges.map((exchange) => (
        <li key={exchange.id} className="grid gap-2 sm:grid-cols-[4.5rem_minmax(0,1fr)] sm:gap-4">
          <time
            dateTime={exchange.created_at}
            className="pt-0.5 text-xs font-medium text-muted-foreground tabular-nums sm:pt-3"
          >
            {formatTime(exchange.created_at)}
          </time>
          <div className="grid min-w-0 gap-2">
            <Message from="visitor">
              <p className="text-xs font-semibold text-muted-foreground">{t('chats.visitor')}</p>
              <p className="mt-0.5 break-words whitespace-pre-wrap">{exchange.user_message}</p>
            </Message>
            <Message from="assistant">
              <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-brand-700 dark:text-brand-100">
                <span>{t('chats.assistant')}</span>
                <EngineBadge engine={exchange.engine} />
              </p>
              {/* Links open in a new tab, so the manager keeps this screen. */}
              <LinkedText text={exchange.bot_response} className="mt-0.5" internalLinks="new-tab" />
            </Message>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Session({ session }: { session: SessionGroup }) {
  const { t } = useTranslation();
  return (
    <div
      className="px-4 py-5 sm:px-6"
      data-testid="chat-session"
      data-session-id={session.sessionId}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="flex min-w-0 flex-wrap items-center gap-2 text-xs font-medium text-muted-foreground">
          {t('chats.session')}
          <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-foreground break-all">
            {session.sessionId}
          </code>
        </h4>
        <Badge variant="brand">{t('chats.messages', { count: session.messageCount })}</Badge>
      </div>
      {session.lead && <LeadCard lead={session.lead} />}
      <ChatTranscript exchanges={session.exchanges} className="mt-4" />
    </div>
  );
}

function Visitor({ visitor, headingId }: { visitor: VisitorGroup; headingId: string }) {
  const { t } = useTranslation();
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border bg-card shadow-sm"
      data-testid="chat-visitor"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-muted/40 px-4 py-3 sm:px-6">
        <IconTile className="size-8 rounded-lg text-brand-600">
          <Globe className="size-4" />
        </IconTile>
        <h3 id={headingId} className="min-w-0 text-sm font-semibold break-all">
          <span className="sr-only">{t('chats.ip')}: </span>
          {visitor.ip ? <span className="font-mono">{visitor.ip}</span> : t('chats.unknownIp')}
        </h3>
        <span className="text-xs text-muted-foreground">
          {t('chats.sessions', { count: visitor.sessions.length })}
        </span>
      </header>
      <div className="divide-y">
        {visitor.sessions.map((session) => (
          <Session key={session.sessionId} session={session} />
        ))}
      </div>
    </article>
  );
}

/** One day of conversations: its heading, then a card per visitor address. */
export function ConversationDay({ group }: { group: DayGroup }) {
  const { t, i18n } = useTranslation();
  const headingId = `chat-day-${group.day}`;
  const exchanges = group.visitors.reduce(
    (sum, visitor) =>
      sum + visitor.sessions.reduce((total, session) => total + session.exchanges.length, 0),
    0,
  );
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="chat-day">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {formatDay(group.day, i18n.language)}
        </h2>
        <span aria-hidden className="hidden h-px flex-1 bg-border sm:block" />
        <span className="text-xs font-medium whitespace-nowrap text-muted-foreground">
          {t('chats.exchanges', { count: exchanges })}
        </span>
      </div>
      {group.visitors.map((visitor, index) => (
        <Visitor
          key={visitor.ip ?? ''}
          visitor={visitor}
          headingId={`${headingId}-visitor-${index}`}
        />
      ))}
    </section>
  );
}
