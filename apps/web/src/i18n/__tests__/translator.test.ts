import { describe, expect, it } from 'vitest';
import { allTexts, resources } from '../resources';
import { Translator } from '../translator';

const texts = new Translator('de', {
  jobs: {
    count_one: '{{count}} offene Stelle',
    count_other: '{{count}} offene Stellen',
    ago_zero: 'heute',
    ago_one: 'vor einem Tag',
    ago_other: 'vor {{count}} Tagen',
    hello: 'Hallo {{name}}, {{ name }}!',
    list: ['Erstens {{name}}', 'Zweitens'],
  },
});

describe('the translator', () => {
  it('reads nested keys and fills in values', () => {
    expect(texts.t('jobs.hello', { name: 'Lena' })).toBe('Hallo Lena, Lena!');
    expect(texts.t('jobs.hello')).toBe('Hallo {{name}}, {{ name }}!');
  });

  it('picks the plural form by count, and the zero form when there is one', () => {
    expect(texts.t('jobs.count', { count: 1 })).toBe('1 offene Stelle');
    expect(texts.t('jobs.count', { count: 4 })).toBe('4 offene Stellen');
    expect(texts.t('jobs.count', { count: 0 })).toBe('0 offene Stellen');
    expect(texts.t('jobs.ago', { count: 0 })).toBe('heute');
  });

  it('answers the key itself for a missing text (SPEC §4), or the default given', () => {
    expect(texts.t('jobs.nothing')).toBe('jobs.nothing');
    expect(texts.t('jobs.nothing', { defaultValue: 'on-hold' })).toBe('on-hold');
    expect(texts.t('constructor')).toBe('constructor');
    expect(texts.exists('jobs.hello')).toBe(true);
    expect(texts.exists('jobs.toString')).toBe(false);
  });

  it('answers a list as it is, its texts filled in, when asked to', () => {
    expect(texts.t('jobs.list', { returnObjects: true, name: 'X' })).toEqual([
      'Erstens X',
      'Zweitens',
    ]);
  });

  it('adds parts of the texts without losing what it had', () => {
    const more = texts.with({ jobs: { extra: 'Mehr' }, home: { title: 'Start' } });
    expect(more.t('jobs.extra')).toBe('Mehr');
    expect(more.t('jobs.count', { count: 2 })).toBe('2 offene Stellen');
    expect(more.t('home.title')).toBe('Start');
    expect(texts.exists('home.title')).toBe(false);
  });

  it('has every key of the English texts in German and Azerbaijani', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    const english = keys(resources.en);
    expect(english.length).toBeGreaterThan(100);
    for (const language of ['de', 'az'] as const) {
      const translator = allTexts(language).get();
      const missing = english.filter((key) => !translator.exists(key));
      expect(missing, language).toEqual([]);
    }
  });
});
