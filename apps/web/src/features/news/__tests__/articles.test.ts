import { describe, expect, it } from 'vitest';
import { sortNewestFirst } from '../lib/articles';

describe('the news list', () => {
  it('shows the newest article first', () => {
    const articles = [
      { id: 1, published_at: '2025-01-01T09:00:00Z' },
      { id: 2, published_at: '2025-03-01T09:00:00Z' },
      { id: 3, published_at: '2025-02-01T09:00:00Z' },
    ];
    expect(sortNewestFirst(articles).map((a) => a.id)).toEqual([2, 3, 1]);
  });
});
