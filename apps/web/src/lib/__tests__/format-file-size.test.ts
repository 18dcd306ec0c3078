import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../format-file-size';

const MB = 1024 * 1024;

describe('a file size written for people', () => {
  it('writes bytes and kilobytes below 0.1 MB, never "0.00 MB"', () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(193, 'en')).toBe('193 B');
    expect(formatFileSize(1023, 'de')).toBe('1023 B');
    expect(formatFileSize(1024, 'en')).toBe('1 KB');
    expect(formatFileSize(48 * 1024 + 300, 'az')).toBe('48 KB');
    expect(formatFileSize(0.1 * MB - 1, 'en')).toBe('102 KB');
  });

  it('writes megabytes to two decimals from 0.1 MB, with the language’s decimal mark', () => {
    expect(formatFileSize(0.1 * MB, 'en')).toBe('0.10 MB');
    expect(formatFileSize(1.5 * MB, 'en')).toBe('1.50 MB');
    expect(formatFileSize(1.5 * MB, 'de')).toBe('1,50 MB');
    expect(formatFileSize(1.5 * MB, 'az')).toBe('1,50 MB');
    expect(formatFileSize(10 * MB, 'fr')).toBe('10.00 MB');
  });
});
