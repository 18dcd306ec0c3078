import type { ChatConversation } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../lib/format';
import { dayOf, groupConversations } from '../lib/group-conversations';

let nextId = 1;
const exchange = (
  created_at: string,
  session_id: string,
  user_ip: string | null,
  user_message = `question ${nextId}`,
): ChatConversation => ({
  id: nextId++,
  created_at,
  user_ip,
  session_id,
  user_message,
  bot_response: 'answer',
  engine: 'embedded',
  lead: null,
});

describe('grouping chat conversations', () => {
  const list = [
    exchange('2025-07-06T09:00:00Z', 's-old', '10.0.0.1'),
    exchange('2025-07-07T10:00:00Z', 's-a', '10.0.0.1', 'first'),
    exchange('2025-07-07T10:05:00Z', 's-a', '10.0.0.1', 'second'),
    exchange('2025-07-07T11:00:00Z', 's-b', null),
    exchange('2025-07-07T08:00:00Z', 's-c', '10.0.0.2'),
    exchange('2025-07-06T22:00:00Z', 's-a', '10.0.0.1', 'night before'),
  ];

  it('puts the newest day first, then the visitors by their latest exchange', () => {
    const days = groupConversations(list, 'UTC');
    expect(days.map((day) => day.day)).toEqual(['2025-07-07', '2025-07-06']);
    expect(days[0]!.visitors.map((visitor) => visitor.ip)).toEqual([null, '10.0.0.1', '10.0.0.2']);
    expect(days[1]!.visitors.map((visitor) => visitor.ip)).toEqual(['10.0.0.1']);
  });

  it("lists a visitor's sessions with their exchanges in the order they happened", () => {
    const [today, yesterday] = groupConversations(list, 'UTC');
    const visitor = today!.visitors[1]!;
    expect(visitor.sessions.map((session) => session.sessionId)).toEqual(['s-a']);
    expect(visitor.sessions[0]!.exchanges.map((item) => item.user_message)).toEqual([
      'first',
      'second',
    ]);
    expect(yesterday!.visitors[0]!.sessions.map((session) => session.sessionId)).toEqual([
      's-a',
      's-old',
    ]);
  });

  it('counts every message of the session, whichever day it was sent', () => {
    const [today, yesterday] = groupConversations(list, 'UTC');
    expect(today!.visitors[1]!.sessions[0]!.messageCount).toBe(3);
    expect(yesterday!.visitors[0]!.sessions[0]!.messageCount).toBe(3);
    expect(yesterday!.visitors[0]!.sessions[1]!.messageCount).toBe(1);
  });

  it('treats an empty address like a missing one', () => {
    const days = groupConversations(
      [exchange('2025-07-07T10:00:00Z', 'x', ''), exchange('2025-07-07T10:01:00Z', 'y', null)],
      'UTC',
    );
    expect(days[0]!.visitors).toHaveLength(1);
    expect(days[0]!.visitors[0]!.ip).toBeNull();
  });

  it("reads the day in the viewer's time zone", () => {
    expect(dayOf('2025-07-06T22:30:00Z', 'UTC')).toBe('2025-07-06');
    expect(dayOf('2025-07-06T22:30:00Z', 'Asia/Dubai')).toBe('2025-07-07');
  });

  it('writes the day heading in the chosen language', () => {
    expect(formatDay('2025-07-07', 'en')).toMatch(/^Monday,? 7 July 2025$/);
    expect(formatDay('2025-07-07', 'de')).toBe('Montag, 7. Juli 2025');
  });
});

describe('the lead of a session', () => {
  it('is carried to the session group, on every day the session appears', () => {
    const lead = { name: 'Lena', email: 'lena@example.com', created_at: '2025-07-07T10:06:00Z' };
    const groups = groupConversations(
      [
        { ...exchange('2025-07-06T23:00:00Z', 's-lead', '10.0.0.9'), lead },
        { ...exchange('2025-07-07T10:00:00Z', 's-lead', '10.0.0.9'), lead, engine: 'llm' },
        exchange('2025-07-07T11:00:00Z', 's-none', '10.0.0.9'),
      ],
      'UTC',
    );
    const sessions = groups.flatMap((day) => day.visitors.flatMap((visitor) => visitor.sessions));
    expect(sessions.map((session) => [session.sessionId, session.lead?.email ?? null])).toEqual([
      ['s-none', null],
      ['s-lead', 'lena@example.com'],
      ['s-lead', 'lena@example.com'],
    ]);
  });
});
