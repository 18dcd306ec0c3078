import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../languages';

describe('the language detection', () => {
  it('keeps the stored choice over the browser language', () => {
    expect(detectLanguage('az', 'de-DE')).toBe('az');
    expect(detectLanguage('en', 'de')).toBe('en');
  });

  it("uses the first part of the browser's language when the site has it", () => {
    expect(detectLanguage(null, 'de-AT')).toBe('de');
    expect(detectLanguage(null, 'az-Latn-AZ')).toBe('az');
    expect(detectLanguage(null, 'DE-ch')).toBe('de');
    expect(detectLanguage(null, 'en-US')).toBe('en');
  });

  it('falls back to English otherwise', () => {
    expect(detectLanguage(null, 'fr-FR')).toBe('en');
    expect(detectLanguage(null, undefined)).toBe('en');
    expect(detectLanguage(null, '')).toBe('en');
    expect(detectLanguage('xx', 'tr-TR')).toBe('en');
  });

  it('ignores a stored value that is not a site language', () => {
    expect(detectLanguage('fr', 'de-DE')).toBe('de');
  });
});
