import type { Language } from '@app/contracts/site';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import type { LocalizedItem } from '@/lib/content-language';
import { EnglishOnlyNote } from '../english-only-note';

afterEach(cleanup);

const renderOn = (language: Language, item: LocalizedItem) =>
  render(
    <I18nProvider store={allTexts(language)}>
      <EnglishOnlyNote item={item} />
    </I18nProvider>,
  );

describe('the note on an item page served partly or wholly in English', () => {
  it('says the page is in English only when the item has no translation', () => {
    renderOn('de', { lang: 'en' });
    expect(screen.getByRole('note').textContent).toBe('Nur auf Englisch verfügbar');
  });

  it('says parts are in English when its translation lacks some fields', () => {
    renderOn('az', { lang: 'az', untranslated: ['content'] });
    expect(screen.getByRole('note').textContent).toBe(
      'Bu səhifənin bəzi hissələri yalnız ingilis dilində mövcuddur',
    );
  });

  it('is absent for a complete translation and on English pages', () => {
    renderOn('de', { lang: 'de' });
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    renderOn('en', {});
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    renderOn('en', { lang: 'en' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
