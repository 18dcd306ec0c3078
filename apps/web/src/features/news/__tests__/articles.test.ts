import { describe, expect, it } from 'vitest';
import { sortNewestFirst, splitParagraphs } from '../lib/articles';

describe('article content', () => {
  it('is split into paragraphs on blank lines', () => {
    expect(splitParagraphs('First.\n\nSecond line one\nline two.\r\n\r\n  \n\nThird.  ')).toEqual([
      'First.',
      'Second line one\nline two.',
      'Third.',
    ]);
  });

  it('treats lines holding only spaces as blank', () => {
    expect(splitParagraphs('One.\n   \nTwo.')).toEqual(['One.', 'Two.']);
  });
});

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
