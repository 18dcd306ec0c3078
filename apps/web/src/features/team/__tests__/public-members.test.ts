import { describe, expect, it } from 'vitest';
import { publicMembers } from '../lib/sort-members';

const member = (name: string, display_order: number, is_visible = true) => ({
  name,
  display_order,
  is_visible,
});

describe('the members a visitor sees', () => {
  it('are the visible ones, by display order, equal orders in their incoming order', () => {
    const members = [
      member('c', 3),
      member('hidden', 1, false),
      member('b1', 2),
      member('a', 1),
      member('b2', 2),
    ];
    expect(publicMembers(members).map((m) => m.name)).toEqual(['a', 'b1', 'b2', 'c']);
    expect(members[0]!.name).toBe('c');
  });
});
