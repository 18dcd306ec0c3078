import { describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { countLine } from '../lib/count-line';

const textsIn = (language: 'en' | 'de') => allTexts(language).get().t;

describe('the projects count line', () => {
  it('reads "N projects" when everything fits on one page', () => {
    const t = textsIn('en');
    expect(countLine(t, { page: 1, total_pages: 1, total: 7 })).toBe('7 projects');
    expect(countLine(t, { page: 1, total_pages: 1, total: 1 })).toBe('1 project');
    expect(countLine(t, { page: 1, total_pages: 0, total: 0 })).toBe('0 projects');
  });

  it('reads "Page X of Y (N projects)" when there are several pages', () => {
    const t = textsIn('en');
    expect(countLine(t, { page: 2, total_pages: 3, total: 250 })).toBe(
      'Page 2 of 3 (250 projects)',
    );
  });

  it('uses the plural forms of the language', () => {
    const t = textsIn('de');
    expect(countLine(t, { page: 1, total_pages: 1, total: 1 })).toBe('1 Projekt');
    expect(countLine(t, { page: 1, total_pages: 2, total: 120 })).toBe(
      'Seite 1 von 2 (120 Projekte)',
    );
  });
});
