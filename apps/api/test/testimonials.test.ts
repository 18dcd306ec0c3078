import { describe, expect, it } from 'vitest';
import { testimonials } from '../src/db/schema.js';
import { PUBLIC_CACHE_CONTROL } from '../src/http/cached-reads.js';
import { contentTestApp } from './helpers.js';

const t = contentTestApp('/api/testimonials');
const { create, patch, remove, get } = t;

const testimonial = (overrides: Record<string, unknown> = {}) => ({
  quote: 'They shipped on time and on budget.',
  person_name: 'Nigar Rzayeva',
  company: 'Caspian Bank',
  ...overrides,
});

type Listed = { person_name: string; quote: string; person_role: string | null };
const people = (body: { testimonials: Listed[] }) => body.testimonials.map((x) => x.person_name);

describe('GET /api/testimonials', () => {
  it('shows visitors the visible testimonials by display_order, then by id', async () => {
    await t.ctx.db.delete(testimonials);
    for (const payload of [
      testimonial({ person_name: 'Third', display_order: 3 }),
      testimonial({ person_name: 'First' }),
      testimonial({ person_name: 'Hidden', display_order: 2, is_visible: false }),
      testimonial({ person_name: 'Second', display_order: 2 }),
      testimonial({ person_name: 'Also first', display_order: 1 }),
    ]) {
      expect((await create(payload)).statusCode).toBe(201);
    }
    const res = await get('/api/testimonials');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(people(res.json())).toEqual(['First', 'Also first', 'Second', 'Third']);

    // Content staff see hidden ones too, from the same route; a recruiter does not.
    expect(people((await get('/api/testimonials', t.editor)).json())).toEqual([
      'First',
      'Also first',
      'Hidden',
      'Second',
      'Third',
    ]);
    expect(people((await get('/api/testimonials', t.recruiter)).json())).toEqual([
      'First',
      'Also first',
      'Second',
      'Third',
    ]);
  });

  it('answers in the language asked for, in English where there is no translation', async () => {
    await t.ctx.db.delete(testimonials);
    const { id: translated } = (
      await create(
        testimonial({
          person_name: 'Translated',
          person_role: 'Head of Digital',
          quote: 'Great work.',
          translations: {
            de: { quote: 'Großartige Arbeit.', person_role: 'Leiterin Digital' },
            az: { quote: 'Əla iş.' },
          },
        }),
      )
    ).json();
    const { id: english } = (
      await create(testimonial({ person_name: 'English only', display_order: 2 }))
    ).json();

    const de = (await get('/api/testimonials?lang=de')).json();
    expect(de.testimonials).toEqual([
      expect.objectContaining({
        id: translated,
        quote: 'Großartige Arbeit.',
        person_role: 'Leiterin Digital',
        person_name: 'Translated',
        company: 'Caspian Bank',
        lang: 'de',
      }),
      expect.objectContaining({
        id: english,
        quote: 'They shipped on time and on budget.',
        lang: 'en',
      }),
    ]);
    expect(de.testimonials[0]).not.toHaveProperty('untranslated');
    expect(de.testimonials[0]).not.toHaveProperty('translations');

    // A translation without the role: the role is served in English and named as such.
    const az = (await get('/api/testimonials', { 'accept-language': 'az' })).json();
    expect(az.testimonials[0]).toMatchObject({
      quote: 'Əla iş.',
      person_role: 'Head of Digital',
      lang: 'az',
      untranslated: ['person_role'],
    });

    const en = (await get('/api/testimonials?lang=en')).json();
    expect(en.testimonials[0]).toMatchObject({ quote: 'Great work.' });
    expect(en.testimonials[0]).not.toHaveProperty('lang');

    const staff = (await get('/api/testimonials?include=translations', t.editor)).json();
    expect(staff.testimonials[0]).toMatchObject({
      quote: 'Great work.',
      translations: {
        de: { quote: 'Großartige Arbeit.', person_role: 'Leiterin Digital' },
        az: { quote: 'Əla iş.' },
      },
    });
  });

  it('shows the change right after a write, though the list was kept in the read cache', async () => {
    await t.ctx.db.delete(testimonials);
    const { id } = (await create(testimonial({ person_name: 'Cached' }))).json();
    const first = await get('/api/testimonials?lang=de');
    expect(people(first.json())).toEqual(['Cached']);
    // Kept: a change made behind the app's back is not seen...
    await t.ctx.database.raw.exec(
      `UPDATE testimonials SET person_name = 'Behind' WHERE id = ${id}`,
    );
    const kept = await get('/api/testimonials?lang=de');
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(people(kept.json())).toEqual(['Cached']);
    // ...but every write through the API is, for every language.
    expect((await patch(id, { quote: 'Changed quote.' })).statusCode).toBe(200);
    const changed = await get('/api/testimonials?lang=de');
    expect(changed.json().testimonials[0]).toMatchObject({
      person_name: 'Behind',
      quote: 'Changed quote.',
    });
    expect((await patch(id, { is_visible: false })).statusCode).toBe(200);
    expect(people((await get('/api/testimonials?lang=de')).json())).toEqual([]);
    const { id: other } = (await create(testimonial({ person_name: 'New' }))).json();
    expect(people((await get('/api/testimonials?lang=de')).json())).toEqual(['New']);
    expect((await remove(other)).statusCode).toBe(200);
    expect(people((await get('/api/testimonials?lang=de')).json())).toEqual([]);
  });
});

describe('GET /api/testimonials/:id', () => {
  it('answers a visible testimonial to anyone, a hidden one only to content staff', async () => {
    const { id } = (
      await create(testimonial({ person_name: 'Backstage', is_visible: false }))
    ).json();
    const visitor = await get(`/api/testimonials/${id}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ detail: 'Testimonial not found' });
    expect((await get(`/api/testimonials/${id}`, t.recruiter)).statusCode).toBe(404);
    const staff = await get(`/api/testimonials/${id}`, t.editor);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().person_name).toBe('Backstage');
    const bad = await get('/api/testimonials/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Invalid request: params\.id/);
  });
});

describe('POST /api/testimonials', () => {
  it('creates a visible testimonial with display_order 1 by default, in wire shape', async () => {
    const res = await create(
      testimonial({ person_role: '', logo_url: '/media/testimonials/caspian-bank.svg' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      quote: 'They shipped on time and on budget.',
      person_name: 'Nigar Rzayeva',
      person_role: null,
      company: 'Caspian Bank',
      logo_url: '/media/testimonials/caspian-bank.svg',
      is_visible: true,
      display_order: 1,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const read = await get(`/api/testimonials/${res.json().id}`);
    expect(read.json()).toEqual(res.json());
  });

  it('keeps a quote as plain text: markup is stored as typed and never treated as HTML', async () => {
    const quote = 'Fast <b>and</b> "careful" & friendly';
    const res = await create(testimonial({ quote }));
    expect(res.statusCode).toBe(201);
    expect(res.json().quote).toBe(quote);
  });

  it('refuses invalid input with a readable detail', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        testimonial({ quote: undefined }),
        'Invalid request: body.quote: Invalid input: expected string, received undefined',
      ],
      [
        testimonial({ person_name: ' ' }),
        'Invalid request: body.person_name: Too small: expected string to have >=1 characters',
      ],
      [
        testimonial({ company: '' }),
        'Invalid request: body.company: Too small: expected string to have >=1 characters',
      ],
      [
        testimonial({ quote: 'x'.repeat(1001) }),
        'Invalid request: body.quote: Too big: expected string to have <=1000 characters',
      ],
      [
        testimonial({ company: 'x'.repeat(201) }),
        'Invalid request: body.company: Too big: expected string to have <=200 characters',
      ],
      [
        testimonial({ person_role: 'x'.repeat(201) }),
        'Invalid request: body.person_role: Too big: expected string to have <=200 characters',
      ],
      [
        testimonial({ logo_url: 'javascript:alert(1)' }),
        'Invalid request: body.logo_url: Must be an http(s) URL or a path starting with /',
      ],
      [
        testimonial({ logo_url: '//evil.example/logo.svg' }),
        'Invalid request: body.logo_url: Must be an http(s) URL or a path starting with /',
      ],
      [
        testimonial({ display_order: 0 }),
        'Invalid request: body.display_order: Too small: expected number to be >=1',
      ],
      [
        testimonial({ display_order: 'first' }),
        'Invalid request: body.display_order: Expected a whole number',
      ],
      [
        testimonial({ is_visible: 'yes' }),
        'Invalid request: body.is_visible: Invalid input: expected boolean, received string',
      ],
      [
        testimonial({ translations: { de: { quote: 'x'.repeat(1001) } } }),
        'Invalid request: body.translations.de.quote: Too big: expected string to have <=1000 characters',
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await create(payload);
      expect(res.statusCode, detail).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('needs a signed-in member of staff who manages content, before the body is checked', async () => {
    for (const payload of [testimonial(), { nonsense: true }]) {
      const anonymous = await create(payload, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
      const wrongRole = await create(payload, t.recruiter);
      expect(wrongRole.statusCode).toBe(403);
      expect(wrongRole.json()).toEqual({ detail: 'You do not have permission to do this' });
    }
    for (const role of [1, 2] as const) {
      expect((await create(testimonial(), await t.auth(role))).statusCode).toBe(201);
    }
  });
});

describe('PATCH /api/testimonials/:id', () => {
  it('changes only the fields sent, clears fields sent empty and keeps other languages', async () => {
    const created = (
      await create(
        testimonial({
          person_role: 'CTO',
          logo_url: '/media/testimonials/falcon-freight.svg',
          translations: { de: { quote: 'Pünktlich.' }, az: { quote: 'Vaxtında.' } },
        }),
      )
    ).json();
    const res = await patch(created.id, {
      company: 'Falcon Freight',
      logo_url: '',
      translations: { de: { quote: 'Immer pünktlich.', person_role: 'Technikchef' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...created,
      company: 'Falcon Freight',
      logo_url: null,
      translations: {
        de: { quote: 'Immer pünktlich.', person_role: 'Technikchef' },
        az: { quote: 'Vaxtında.' },
      },
      updated_at: expect.any(String),
    });
    const removed = await patch(created.id, { translations: { az: null } });
    expect(removed.json().translations).toEqual({
      de: { quote: 'Immer pünktlich.', person_role: 'Technikchef' },
    });
  });

  it('refuses invalid input, unknown ids, visitors and recruiters', async () => {
    const { id } = (await create(testimonial({ person_name: 'Guarded' }))).json();
    const invalid = await patch(id, { quote: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      detail: 'Invalid request: body.quote: Too small: expected string to have >=1 characters',
    });
    const missing = await patch(999999, { person_name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Testimonial not found' });
    expect((await patch(id, { person_name: 'Nope' }, {})).statusCode).toBe(401);
    expect((await patch(id, { quote: '' }, t.recruiter)).statusCode).toBe(403);
    expect((await get(`/api/testimonials/${id}`)).json().person_name).toBe('Guarded');
  });
});

describe('DELETE /api/testimonials/:id', () => {
  it('deletes the testimonial, which is then gone', async () => {
    const { id } = (await create(testimonial())).json();
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await remove(id, t.recruiter)).statusCode).toBe(403);
    expect((await get(`/api/testimonials/${id}`)).statusCode).toBe(200);
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Testimonial deleted' });
    expect((await get(`/api/testimonials/${id}`, t.editor)).statusCode).toBe(404);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Testimonial not found' });
  });
});
