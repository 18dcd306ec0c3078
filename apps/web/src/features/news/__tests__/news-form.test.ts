import { type NewsArticle, NewsInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { joinDateTime, parseDayInput } from '@/components/ui/date-input';
import { checkForm, issueTexts } from '@/lib/form-errors';
import { isScheduled } from '../components/manager/news-admin-card';
import {
  articleToForm,
  defaultAuthor,
  emptyNewsForm,
  formToNewsInput,
  fromLocalDateTime,
  splitTags,
  toLocalDateTime,
} from '../lib/news-form';

const saved: NewsArticle = {
  id: 1,
  title: 'Launch',
  excerpt: 'E',
  content: 'C',
  category: 'K',
  tags: ['x'],
  author: 'A',
  image: null,
  image_media: null,
  updated_at: '2025-01-01T00:00:00.000Z',
  published_at: '2025-01-01T00:00:00.000Z',
};

const filled = {
  ...emptyNewsForm,
  title: 'Launch',
  excerpt: 'Short',
  content: 'First.\n\nSecond.',
  category: 'Company',
  tags: 'a, b, , c',
};

/** What the dialog checks: the typed form as the API's input, the author filled in. */
const check = (values: typeof filled, author = 'Jane Doe') =>
  checkForm(NewsInputSchema, formToNewsInput(values, author));

describe('news form', () => {
  it('splits comma-separated tags, trimmed, with blanks dropped', () => {
    expect(splitTags('a, b, , c')).toEqual(['a', 'b', 'c']);
    expect(splitTags('  ,  ')).toEqual([]);
    expect(splitTags(' AI ,Cloud')).toEqual(['AI', 'Cloud']);
  });

  it("defaults the author to the full name, else the e-mail, else 'Admin'", () => {
    expect(defaultAuthor({ first_name: 'Jane', last_name: 'Doe', email: 'j@x.io' })).toBe(
      'Jane Doe',
    );
    expect(defaultAuthor({ first_name: ' ', last_name: '', email: 'j@x.io' })).toBe('j@x.io');
    expect(defaultAuthor({ first_name: '', last_name: '', email: '' })).toBe('Admin');
    expect(defaultAuthor(null)).toBe('Admin');
  });

  it('turns a local date-time into an ISO time and back; empty means now (left out)', () => {
    const iso = fromLocalDateTime('2030-05-04T09:15');
    expect(iso).toBe(new Date(2030, 4, 4, 9, 15).toISOString());
    expect(toLocalDateTime(iso!)).toBe('2030-05-04T09:15');
    expect(fromLocalDateTime('')).toBeUndefined();
    expect(fromLocalDateTime('soon')).toBe('soon');
  });

  it('passes on a moment that is not a real local YYYY-MM-DDTHH:MM as typed', () => {
    for (const text of [
      '2027-02-31T09:30',
      '2026-11-14T24:00',
      '2026-11-14T',
      'T09:30',
      '14.11.2026T09:30',
    ]) {
      expect(fromLocalDateTime(text)).toBe(text);
    }
  });

  it('sends the day and time typed in German as the local moment, and refuses a bad one', () => {
    const { t } = allTexts('de').get();
    const published_at = joinDateTime({ day: parseDayInput('14.11.2026')!, time: '9:30' });
    expect(published_at).toBe('2026-11-14T09:30');
    expect(check({ ...filled, published_at }).data?.published_at).toBe(
      new Date(2026, 10, 14, 9, 30).toISOString(),
    );
    for (const bad of [
      joinDateTime({ day: '2026-11-14', time: '' }),
      joinDateTime({ day: '2026-11-14', time: '25:00' }),
      joinDateTime({ day: '31.02.2026', time: '09:30' }),
      joinDateTime({ day: '', time: '09:30' }),
    ]) {
      expect(issueTexts(t, check({ ...filled, published_at: bad }).issues)).toEqual({
        published_at: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein.',
      });
    }
  });

  it('sends tags as a list and fills in the author only when left empty', () => {
    expect(formToNewsInput(filled, 'Jane Doe')).toMatchObject({
      tags: ['a', 'b', 'c'],
      author: 'Jane Doe',
      published_at: undefined,
    });
    expect(formToNewsInput({ ...filled, author: ' Sam ' }, 'Jane Doe').author).toBe('Sam');
  });

  it('fills the form from an article being edited', () => {
    const form = articleToForm({
      id: 1,
      title: 'T',
      excerpt: 'E',
      content: 'C',
      category: 'K',
      tags: ['x', 'y'],
      author: 'A',
      image: null,
      image_media: null,
      updated_at: '2025-01-01T00:00:00.000Z',
      published_at: '2030-01-02T03:04:00.000Z',
    });
    expect(form.tags).toBe('x, y');
    expect(form.image).toBe('');
    expect(form.published_at).toBe(toLocalDateTime('2030-01-02T03:04:00.000Z'));
    expect(form.translations.de).toEqual({
      title: '',
      excerpt: '',
      content: '',
      category: '',
      tags: '',
    });
  });

  it('fills the translation tabs from the saved translations, tags comma-separated', () => {
    const form = articleToForm({
      ...saved,
      translations: { de: { title: 'Start', tags: ['KI', 'Cloud'] } },
    });
    expect(form.translations).toEqual({
      de: { title: 'Start', excerpt: '', content: '', category: '', tags: 'KI, Cloud' },
      az: { title: '', excerpt: '', content: '', category: '', tags: '' },
    });
  });

  it('sends each translation with its tags as a list, and an empty language as null', () => {
    const translations = {
      de: { ...emptyNewsForm.translations.de, title: 'Start', tags: 'KI, , Cloud' },
      az: { ...emptyNewsForm.translations.az, excerpt: '   ' },
    };
    expect(check({ ...filled, translations }).data?.translations).toEqual({
      de: { title: 'Start', excerpt: null, content: null, category: null, tags: ['KI', 'Cloud'] },
      az: null,
    });
    expect(check(filled).data?.translations).toEqual({ de: null, az: null });
  });

  it('checks a translated field as its English one, named by its language', () => {
    const { t } = allTexts('en').get();
    const translations = {
      ...emptyNewsForm.translations,
      de: { ...emptyNewsForm.translations.de, title: 'x'.repeat(301) },
    };
    expect(issueTexts(t, check({ ...filled, translations }).issues)).toEqual({
      'translations.de.title': 'Please use at most 300 characters.',
    });
  });

  it('accepts a complete article, with an http(s) image or a site path', () => {
    for (const image of ['', 'https://example.com/a.png', '/media/news/a.svg']) {
      expect(check({ ...filled, image })).toMatchObject({
        success: true,
        data: { tags: ['a', 'b', 'c'], author: 'Jane Doe' },
      });
    }
  });

  it('refuses missing required fields, a bad image address and a bad time, in the manager language', () => {
    const { t } = allTexts('en').get();
    const { issues } = check({
      ...emptyNewsForm,
      image: 'not a url',
      tags: ' , ',
      published_at: 'soon',
    });
    expect(issueTexts(t, issues)).toEqual({
      title: 'This field is required.',
      excerpt: 'This field is required.',
      content: 'This field is required.',
      category: 'This field is required.',
      tags: 'This field is required.',
      image: 'Please enter a valid URL (http:// or https://) or a site path starting with /.',
      published_at: 'Please enter a valid date and time.',
    });
  });

  it('names a single tag that is too long, and too many tags', () => {
    const { t } = allTexts('en').get();
    expect(issueTexts(t, check({ ...filled, tags: `ok, ${'x'.repeat(61)}` }).issues)).toEqual({
      'tags.1': 'Each entry may have at most 60 characters.',
    });
    const many = Array.from({ length: 21 }, (_, index) => `tag${index}`).join(', ');
    expect(issueTexts(t, check({ ...filled, tags: many }).issues)).toEqual({
      tags: 'Please use at most 20 entries.',
    });
  });

  it('marks an article with a future publication time as scheduled', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(isScheduled({ published_at: '2030-01-02T00:00:00Z' }, now)).toBe(true);
    expect(isScheduled({ published_at: '2029-12-31T00:00:00Z' }, now)).toBe(false);
  });
});
