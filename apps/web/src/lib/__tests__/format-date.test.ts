import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../format-date';

describe('a date written for the language', () => {
  it('writes a calendar day in UTC, long and short, in every language', () => {
    expect(formatDate('2027-06-30', 'en')).toBe('30 June 2027');
    expect(formatDate('2027-06-30', 'de')).toBe('30. Juni 2027');
    expect(formatDate('2027-06-30', 'az')).toBe('30 iyun 2027');
    expect(formatDate('2024-09-30', 'en', 'short')).toBe('30 Sept 2024');
    expect(formatDate('2024-09-30', 'de', 'short')).toBe('30. Sept. 2024');
    expect(formatDate('2024-09-30', 'az', 'short')).toBe('30 sen 2024');
  });

  it('reads a moment in UTC, so no time zone moves it to another day', () => {
    expect(formatDate('2025-03-01T23:30:00Z', 'en', 'short')).toBe('1 Mar 2025');
    expect(formatDate('2025-03-01T23:30:00-05:00', 'en', 'short')).toBe('2 Mar 2025');
  });

  it('puts the weekday first, or last in Azerbaijani', () => {
    expect(formatDate('2025-07-07', 'en', 'full')).toBe('Monday, 7 July 2025');
    expect(formatDate('2025-07-07', 'de', 'full')).toBe('Montag, 7. Juli 2025');
    expect(formatDate('2025-07-07', 'az', 'full')).toBe('7 iyul 2025, bazar ertəsi');
  });

  it('leaves what is not a date as it was, and writes English for an unknown language', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate('2027-06-30', 'fr')).toBe('30 June 2027');
  });
});

describe('a time of day', () => {
  it('is written on the 24-hour clock in every language, in the reader’s time zone', () => {
    const moment = new Date(2026, 10, 14, 14, 5);
    expect(formatTime(moment)).toBe('14:05');
    expect(formatTime(new Date(2026, 10, 14, 9, 30).toISOString())).toBe('09:30');
    expect(formatTime('soon')).toBe('soon');
  });
});

describe('a moment written for the language', () => {
  it('writes the day and the time of the reader’s clock, just after midnight too', () => {
    const justAfterMidnight = new Date(2026, 10, 14, 0, 30);
    expect(formatDateTime(justAfterMidnight, 'en')).toBe('14 November 2026, 00:30');
    expect(formatDateTime(justAfterMidnight.toISOString(), 'de', 'short')).toBe(
      '14. Nov. 2026, 00:30',
    );
    expect(formatDateTime(new Date(2026, 10, 14, 23, 45), 'az')).toBe('14 noyabr 2026, 23:45');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});
