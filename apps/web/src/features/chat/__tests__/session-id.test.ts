import { describe, expect, it } from 'vitest';
import { createSessionId, SESSION_ID_PATTERN } from '../lib/session-id';

describe('the chat session id', () => {
  it('is made of the time plus random text', () => {
    const now = Date.UTC(2025, 4, 1, 12, 0, 0);
    const id = createSessionId(now);
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(id.split('-')[1]).toBe(now.toString(36));
    expect(id.length).toBeLessThanOrEqual(100);
  });

  it('differs between sessions started at the same moment', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => createSessionId(now)));
    expect(ids.size).toBe(1000);
  });
});
