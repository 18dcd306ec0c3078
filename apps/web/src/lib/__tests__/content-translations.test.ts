import { describe, expect, it } from 'vitest';
import {
  emptyTranslations,
  filterByTranslation,
  formToTranslations,
  isBlankTranslation,
  missingLanguages,
  translationsToForm,
} from '../content-translations';

const FIELDS = ['title', 'tags'] as const;

describe('content translations in the back office', () => {
  it('holds every language with every field empty for a new item', () => {
    expect(emptyTranslations(FIELDS)).toEqual({
      de: { title: '', tags: '' },
      az: { title: '', tags: '' },
    });
  });

  it('shows the stored translations as text, lists comma-separated, empty where none', () => {
    expect(translationsToForm(FIELDS, { de: { title: 'Hallo', tags: ['KI', 'Cloud'] } })).toEqual({
      de: { title: 'Hallo', tags: 'KI, Cloud' },
      az: { title: '', tags: '' },
    });
    expect(translationsToForm(FIELDS, undefined)).toEqual(emptyTranslations(FIELDS));
  });

  it('sends every language: null when nothing is written (blanks count as nothing)', () => {
    const form = { de: { title: 'Hallo', tags: '' }, az: { title: '  ', tags: '\n' } };
    expect(formToTranslations(form)).toEqual({ de: { title: 'Hallo', tags: '' }, az: null });
    expect(
      formToTranslations(form, (values) => ({ ...values, tags: values.tags.split(',') })),
    ).toEqual({ de: { title: 'Hallo', tags: [''] }, az: null });
  });

  it('knows a translation with no field written', () => {
    expect(isBlankTranslation(undefined)).toBe(true);
    expect(isBlankTranslation({ title: ' ', tags: [] })).toBe(true);
    expect(isBlankTranslation({ title: '', tags: ['KI'] })).toBe(false);
  });

  it('finds the languages an item has no translation in at all', () => {
    expect(missingLanguages({})).toEqual(['de', 'az']);
    expect(missingLanguages({ translations: {} })).toEqual(['de', 'az']);
    expect(missingLanguages({ translations: { de: { title: 'Hallo' } } })).toEqual(['az']);
    // One field is enough: a partial translation is not missing.
    expect(
      missingLanguages({ translations: { de: { tags: ['KI'] }, az: { title: 'Salam' } } }),
    ).toEqual([]);
    expect(missingLanguages({ translations: { de: {}, az: { tags: [] } } })).toEqual(['de', 'az']);
  });

  it('filters a list by the language its items miss, keeping their order', () => {
    const items = [
      { id: 1, translations: { de: { title: 'Eins' } } },
      { id: 2, translations: {} },
      { id: 3, translations: { de: { title: 'Drei' }, az: { title: 'Üç' } } },
      { id: 4, translations: { az: { title: 'Dörd' } } },
    ];
    const ids = (filter: Parameters<typeof filterByTranslation>[1]) =>
      filterByTranslation(items, filter).map((item) => item.id);
    expect(ids('all')).toEqual([1, 2, 3, 4]);
    expect(ids('de')).toEqual([2, 4]);
    expect(ids('az')).toEqual([1, 2]);
  });
});
