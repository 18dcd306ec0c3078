import { describe, expect, it } from 'vitest';
import { captureVisitSource, sourceOfVisit, VISIT_SOURCE_KEY, visitSource } from '../visit-source';

/** A session storage of its own for each test. */
function memoryStore() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  };
}

const SITE = 'https://veltrix.example';

describe('sourceOfVisit', () => {
  it('takes the five utm parameters, trimmed, and ignores others and empty ones', () => {
    const href =
      `${SITE}/careers?utm_source=%20linkedin%20&utm_medium=social&utm_campaign=spring` +
      '&utm_term=&utm_content=banner&gclid=abc&utm_other=x';
    expect(sourceOfVisit(href, '')).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'spring',
      utm_content: 'banner',
    });
  });

  it("keeps another site's referrer, never the site's own or a malformed one", () => {
    expect(sourceOfVisit(`${SITE}/`, 'https://www.google.com/')).toEqual({
      referrer: 'https://www.google.com/',
    });
    expect(sourceOfVisit(`${SITE}/careers`, `${SITE}/en/news`)).toEqual({});
    expect(sourceOfVisit(`${SITE}/`, 'not a url')).toEqual({});
    // Another port or scheme is another site.
    expect(sourceOfVisit(`${SITE}/`, 'http://veltrix.example/')).toEqual({
      referrer: 'http://veltrix.example/',
    });
  });

  it("cuts values to the API's limits", () => {
    const long = 'x'.repeat(300);
    const source = sourceOfVisit(
      `${SITE}/?utm_source=${long}`,
      `https://a.example/${long.repeat(8)}`,
    );
    expect(source.utm_source).toHaveLength(200);
    expect(source.referrer).toHaveLength(2048);
  });
});

describe('captureVisitSource and visitSource', () => {
  it('keeps the source of the first page of the visit, not of later pages', () => {
    const store = memoryStore();
    captureVisitSource(`${SITE}/?utm_source=newsletter`, 'https://mail.example/', store);
    captureVisitSource(`${SITE}/careers?utm_source=other`, `${SITE}/`, store);
    expect(visitSource(store)).toEqual({
      utm_source: 'newsletter',
      referrer: 'https://mail.example/',
    });
  });

  it('remembers a first page without a source, so a later one does not count', () => {
    const store = memoryStore();
    captureVisitSource(`${SITE}/`, '', store);
    captureVisitSource(`${SITE}/careers?utm_source=late`, '', store);
    expect(store.entries.get(VISIT_SOURCE_KEY)).toBe('{}');
    expect(visitSource(store)).toBeUndefined();
  });

  it('reads only known entries with text, and nothing from a broken or missing entry', () => {
    const store = memoryStore();
    expect(visitSource(store)).toBeUndefined();
    expect(visitSource(undefined)).toBeUndefined();
    store.setItem(VISIT_SOURCE_KEY, '{broken');
    expect(visitSource(store)).toBeUndefined();
    store.setItem(VISIT_SOURCE_KEY, JSON.stringify({ utm_medium: 5, gclid: 'x', utm_term: ' t ' }));
    expect(visitSource(store)).toEqual({ utm_term: 't' });
  });

  it('never throws when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => captureVisitSource(`${SITE}/`, '', refusing)).not.toThrow();
    expect(visitSource(refusing)).toBeUndefined();
  });
});
