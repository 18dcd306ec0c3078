import type { ChatConversation, ChatLead } from '@app/contracts';

/** The exchanges of one chat session, oldest first, and how many the session has. */
export type SessionGroup = {
  sessionId: string;
  exchanges: ChatConversation[];
  /** Every exchange of the session in the list, on whichever day. */
  messageCount: number;
  /** The details the session's visitor left for the team, if any. */
  lead: ChatLead | null;
};

/** One visitor address (null when unknown) and its sessions, latest activity first. */
export type VisitorGroup = { ip: string | null; sessions: SessionGroup[] };

/** One calendar day (`YYYY-MM-DD` in the viewer's time zone) and its visitors. */
export type DayGroup = { day: string; visitors: VisitorGroup[] };

/** The calendar day of a timestamp in a time zone (the viewer's when none is given). */
export function dayOf(timestamp: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(timestamp));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const newestFirst = (a: ChatConversation, b: ChatConversation) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/**
 * SPEC §2 "Chat Conversations": grouped by date (newest first), then by visitor address, then
 * by session. Days, visitors and sessions come in order of their latest exchange; a session's
 * exchanges read in the order they happened.
 */
export function groupConversations(
  conversations: readonly ChatConversation[],
  timeZone?: string,
): DayGroup[] {
  const sorted = [...conversations].sort(newestFirst);
  const counts = new Map<string, number>();
  for (const item of sorted) counts.set(item.session_id, (counts.get(item.session_id) ?? 0) + 1);

  const days = new Map<string, Map<string, Map<string, ChatConversation[]>>>();
  const ips = new Map<string, string | null>();
  for (const item of sorted) {
    const day = dayOf(item.created_at, timeZone);
    const ip = item.user_ip?.trim() || null;
    const ipKey = ip ?? '';
    ips.set(ipKey, ip);
    let visitors = days.get(day);
    if (!visitors) days.set(day, (visitors = new Map()));
    let sessions = visitors.get(ipKey);
    if (!sessions) visitors.set(ipKey, (sessions = new Map()));
    let exchanges = sessions.get(item.session_id);
    if (!exchanges) sessions.set(item.session_id, (exchanges = []));
    exchanges.push(item);
  }

  return [...days].map(([day, visitors]) => ({
    day,
    visitors: [...visitors].map(([ipKey, sessions]) => ({
      ip: ips.get(ipKey) ?? null,
      sessions: [...sessions].map(([sessionId, exchanges]) => ({
        sessionId,
        exchanges: exchanges.reverse(),
        messageCount: counts.get(sessionId) ?? exchanges.length,
        lead: exchanges.find((exchange) => exchange.lead)?.lead ?? null,
      })),
    })),
  }));
}
