import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema.js';
import { DEMO_PROJECTS } from '../src/seed/demo-content.js';
import { PROJECT_TRANSLATIONS } from '../src/seed/demo-translations.js';
import { contentTestApp } from './helpers.js';

const t = contentTestApp('/api/projects');
const { create, put, remove, get } = t;

const list = (query: string) => t.app.inject({ url: `/api/projects?${query}` });

/** The names of a listed page, in the order answered. */
const names = (body: { projects: { name: string }[] }) => body.projects.map((p) => p.name);

describe('GET /api/projects: pagination and filters', () => {
  beforeAll(async () => {
    await t.ctx.db.delete(projects);
    const fixtures = [
      {
        name: 'Scheduling SaaS',
        description: 'Booking for clinics',
        technologies: ['React', 'Node.js'],
        status: 'active',
        order: 2,
        category: 'SaaS',
      },
      {
        name: 'AI Intranet',
        description: 'Knowledge search with LLMs',
        technologies: ['Python', 'PostgreSQL'],
        status: 'completed',
        order: 1,
        category: 'Artificial intelligence',
      },
      {
        name: 'HR Platform',
        description: 'Time tracking and leave',
        technologies: ['react', 'Go'],
        status: 'active',
        category: 'HR',
      },
      {
        name: 'Language Talent',
        technologies: ['Vue'],
        status: 'planning',
        order: 3,
        category: 'Marketplace',
      },
      {
        name: 'Event Orchestration',
        description: 'Events 100% managed',
        technologies: ['Node.js'],
        status: 'on-hold',
        category: 'Events',
      },
    ];
    for (const fixture of fixtures) expect((await create(fixture)).statusCode).toBe(201);
  });

  it('orders by order ascending with unset orders last, then by id, and counts pages', async () => {
    const res = await list('page=1&per_page=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual([
      'AI Intranet',
      'Scheduling SaaS',
      'Language Talent',
      'HR Platform',
      'Event Orchestration',
    ]);
    expect(body).toMatchObject({ total: 5, page: 1, per_page: 10, total_pages: 1 });
  });

  it('answers one page at a time with the total and the number of pages', async () => {
    const first = (await list('page=1&per_page=2')).json();
    expect(names(first)).toEqual(['AI Intranet', 'Scheduling SaaS']);
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2, total_pages: 3 });
    const last = (await list('page=3&per_page=2')).json();
    expect(names(last)).toEqual(['Event Orchestration']);
    expect(last).toMatchObject({ total: 5, page: 3, per_page: 2, total_pages: 3 });
    const beyond = (await list('page=4&per_page=2')).json();
    expect(beyond).toEqual({ projects: [], total: 5, page: 4, per_page: 2, total_pages: 3 });
  });

  it('searches name, description and category without regard to case', async () => {
    expect(names((await list('page=1&per_page=10&search=intranet')).json())).toEqual([
      'AI Intranet',
    ]);
    expect(names((await list('page=1&per_page=10&search=TIME%20TRACKING')).json())).toEqual([
      'HR Platform',
    ]);
    const byCategory = (await list('page=1&per_page=10&search=marketplace')).json();
    expect(names(byCategory)).toEqual(['Language Talent']);
    expect(byCategory).toMatchObject({ total: 1, total_pages: 1 });
  });

  it('takes % and _ in a search literally', async () => {
    expect(names((await list('page=1&per_page=10&search=100%25')).json())).toEqual([
      'Event Orchestration',
    ]);
    const none = (await list('page=1&per_page=10&search=_')).json();
    expect(none).toEqual({ projects: [], total: 0, page: 1, per_page: 10, total_pages: 0 });
  });

  it('filters by status', async () => {
    const body = (await list('page=1&per_page=10&status=active')).json();
    expect(names(body)).toEqual(['Scheduling SaaS', 'HR Platform']);
    expect(body.total).toBe(2);
  });

  it('filters by one technology, matched whole and without regard to case', async () => {
    expect(names((await list('page=1&per_page=10&technology=REACT')).json())).toEqual([
      'Scheduling SaaS',
      'HR Platform',
    ]);
    expect(names((await list('page=1&per_page=10&technology=node.js')).json())).toEqual([
      'Scheduling SaaS',
      'Event Orchestration',
    ]);
    expect((await list('page=1&per_page=10&technology=node')).json().total).toBe(0);
  });

  it('combines filters', async () => {
    const body = (await list('page=1&per_page=10&status=active&technology=go&search=hr')).json();
    expect(names(body)).toEqual(['HR Platform']);
    expect(body.total).toBe(1);
  });

  it("answers the first page when no page is asked (the manager's per_page=100)", async () => {
    const res = await list('per_page=100');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(names((await list('page=1&per_page=100')).json()));
    expect(res.json()).toMatchObject({ total: 5, page: 1, per_page: 100, total_pages: 1 });
  });

  it('needs per_page, and keeps page and per_page whole numbers in range', async () => {
    const cases: [string, string][] = [
      ['page=1', 'Invalid request: querystring.per_page: Required'],
      [
        'page=1&per_page=101',
        'Invalid request: querystring.per_page: Too big: expected number to be <=100',
      ],
      [
        'page=0&per_page=10',
        'Invalid request: querystring.page: Too small: expected number to be >=1',
      ],
      ['page=one&per_page=10', 'Invalid request: querystring.page: Expected a whole number'],
      ['page=1.5&per_page=10', 'Invalid request: querystring.page: Expected a whole number'],
    ];
    for (const [query, detail] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('refuses an unknown status and an overlong search', async () => {
    const status = await list('page=1&per_page=10&status=finished');
    expect(status.statusCode).toBe(400);
    expect(status.json().detail).toMatch(/^Invalid request: querystring\.status: Invalid option/);
    const search = await list(`page=1&per_page=10&search=${'a'.repeat(201)}`);
    expect(search.statusCode).toBe(400);
    expect(search.json().detail).toMatch(/^Invalid request: querystring\.search: Too big/);
  });
});

describe('GET /api/projects/:id', () => {
  it('answers the project to anyone', async () => {
    const created = (await create({ name: 'Public one', technologies: ['Go'] })).json();
    const res = await get(`/api/projects/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const missing = await get('/api/projects/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Project not found' });
    const bad = await get('/api/projects/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Invalid request: params\.id/);
  });
});

describe('POST /api/projects', () => {
  it('creates a project with the defaults of the spec', async () => {
    const res = await create({ name: '  Minimal  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Minimal',
      description: null,
      technologies: [],
      status: 'planning',
      start_date: null,
      end_date: null,
      order: null,
      photo_url: null,
      photo_media: null,
      category: null,
      gradient: null,
      features: null,
      challenge: null,
      solution: null,
      results: null,
      // Published at once when the request says nothing of it (ADR 0014).
      publication: 'published',
      phase: 'published',
      publish_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('stores every field and reads empty form fields as unset', async () => {
    const full = {
      name: 'Full',
      description: 'All the fields',
      technologies: ['React', 'Node.js', 'PostgreSQL'],
      status: 'completed',
      start_date: '2024-01-15',
      end_date: '2024-06-30',
      order: 4,
      photo_url: 'https://cdn.example.com/full.png',
      category: 'Web',
      gradient: 'linear-gradient(to right, #3b82f6, #22d3ee)',
    };
    const res = await create(full);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(full);
    const blanks = await create({ name: 'Blanks', description: '', order: '', start_date: '' });
    expect(blanks.statusCode).toBe(201);
    expect(blanks.json()).toMatchObject({ description: null, order: null, start_date: null });
  });

  it('refuses invalid input with a readable detail', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Invalid request: body.name: Invalid input: expected string, received undefined'],
      [
        { name: '   ' },
        'Invalid request: body.name: Too small: expected string to have >=1 characters',
      ],
      [
        { name: 'x'.repeat(201) },
        'Invalid request: body.name: Too big: expected string to have <=200 characters',
      ],
      [
        { name: 'P', status: 'done' },
        'Invalid request: body.status: Invalid option: expected one of "planning"|"active"|"completed"|"on-hold"|"archived"',
      ],
      [
        { name: 'P', start_date: '2024-05-01', end_date: '2024-04-30' },
        'Invalid request: body.end_date: end_date must not be before start_date',
      ],
      [
        { name: 'P', photo_url: 'javascript:alert(1)' },
        'Invalid request: body.photo_url: Must be an http(s) URL or a path starting with /',
      ],
      [
        { name: 'P', technologies: 'React' },
        'Invalid request: body.technologies: Invalid input: expected array, received string',
      ],
      [
        { name: 'P', order: 1.5 },
        'Invalid request: body.order: Invalid input: expected int, received number',
      ],
      [
        { name: 'P', start_date: '15/01/2024' },
        'Invalid request: body.start_date: Invalid ISO date',
      ],
      [{ name: 42 }, 'Invalid request: body.name: Invalid input: expected string, received number'],
      [
        { name: 'P', gradient: 'url(https://x/y.png)' },
        'Invalid request: body.gradient: Must be a CSS linear-gradient or radial-gradient of colours',
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('needs a signed-in member of staff who manages content', async () => {
    const anonymous = await create({ name: 'Nope' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
    const wrongRole = await create({ name: 'Nope' }, t.recruiter);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toEqual({ detail: 'You do not have permission to do this' });
    expect((await create({ name: 'Admin may' }, await t.auth(2))).statusCode).toBe(201);
    expect((await create({ name: 'Superadmin may' }, await t.auth('superadmin'))).statusCode).toBe(
      201,
    );
  });
});

describe('project gradients', () => {
  const GRADIENT_DETAIL =
    'Invalid request: body.gradient: Must be a CSS linear-gradient or radial-gradient of colours';

  it('accepts every gradient of the demo content, unchanged', async () => {
    const gradients = DEMO_PROJECTS.map((project) => project.gradient);
    expect(gradients.length).toBeGreaterThan(0);
    for (const gradient of gradients) {
      const res = await create({ name: 'Demo gradient', gradient });
      expect(res.statusCode, String(gradient)).toBe(201);
      expect(res.json().gradient).toBe(gradient);
    }
  });

  it('refuses a gradient that loads an image or is not a gradient of colours', async () => {
    const { id } = (await create({ name: 'Safe' })).json();
    for (const gradient of [
      'url(https://x/y.png)',
      'linear-gradient(red, blue), url(https://x/y.png)',
      'linear-gradient(red, url(x))',
      'linear-gradient(red,blue);background:url(x)',
      'var(--x)',
    ]) {
      const created = await create({ name: 'Unsafe', gradient });
      expect(created.statusCode, gradient).toBe(400);
      expect(created.json()).toEqual({ detail: GRADIENT_DETAIL });
      const replaced = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${id}`,
        headers: t.editor,
        payload: { name: 'Safe', gradient },
      });
      expect(replaced.statusCode, gradient).toBe(400);
      expect(replaced.json()).toEqual({ detail: GRADIENT_DETAIL });
    }
  });

  it('serves an unsafe gradient stored before the check as none', async () => {
    const [row] = await t.ctx.db
      .insert(projects)
      .values({ name: 'Old unsafe row', gradient: 'url(https://attacker.example/track.png)' })
      .returning();
    const one = await get(`/api/projects/${row!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ name: 'Old unsafe row', gradient: null });
    const page = await list('page=1&per_page=100&search=Old%20unsafe%20row');
    expect(page.json().projects).toEqual([expect.objectContaining({ gradient: null })]);
    expect(page.body).not.toContain('attacker.example');
    // The row itself is left as it was: the value is only never served.
    const stored = await t.ctx.db.select().from(projects).where(eq(projects.id, row!.id));
    expect(stored[0]!.gradient).toBe('url(https://attacker.example/track.png)');
  });
});

describe("a project's story: features, challenge, solution and results", () => {
  const STORY = {
    features: 'Online booking\nTwo-way calendar sync\nReminders by SMS',
    challenge: 'Bookings came in by phone.',
    solution: 'One shared calendar.',
    results: 'A third fewer no-shows.',
  };
  const GERMAN = {
    features: 'Online-Buchung\nKalendersynchronisierung\nErinnerungen per SMS',
    challenge: 'Buchungen kamen per Telefon.',
    solution: 'Ein gemeinsamer Kalender.',
    results: 'Ein Drittel weniger ausgefallene Termine.',
  };

  it('stores the four fields, reads them back everywhere, and reads empty ones as unset', async () => {
    const created = await create({ name: 'Storied', ...STORY, results: '  A third fewer.  ' });
    expect(created.statusCode).toBe(201);
    const expected = { ...STORY, results: 'A third fewer.' };
    expect(created.json()).toMatchObject(expected);
    const { id } = created.json();
    expect((await get(`/api/projects/${id}`)).json()).toMatchObject(expected);
    const listed = (await list('page=1&per_page=100&search=Storied')).json().projects;
    expect(listed).toEqual([expect.objectContaining(expected)]);
    const stored = await t.ctx.db.select().from(projects).where(eq(projects.id, id));
    expect(stored[0]).toMatchObject(expected);

    const blanks = await create({ name: 'No story', features: '', challenge: ' ', solution: '' });
    expect(blanks.json()).toMatchObject({
      features: null,
      challenge: null,
      solution: null,
      results: null,
    });
  });

  it('replaces the story on PUT: a field left out is cleared', async () => {
    const { id } = (await create({ name: 'Rewritten', ...STORY })).json();
    const res = await put(id, { name: 'Rewritten', challenge: 'A new challenge.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      features: null,
      challenge: 'A new challenge.',
      solution: null,
      results: null,
    });
    expect((await get(`/api/projects/${id}`)).json().features).toBeNull();
  });

  it('serves each field in the language asked, the English where a translation lacks it', async () => {
    const { id } = (
      await create({
        name: 'Translated story',
        description: 'English description',
        ...STORY,
        translations: {
          de: { description: 'Deutsche Beschreibung', ...GERMAN },
          az: { features: 'Onlayn rezervasiya\nSMS xatırlatmaları' },
        },
      })
    ).json();

    const german = (await get(`/api/projects/${id}?lang=de`)).json();
    expect(german).toMatchObject({ ...GERMAN, description: 'Deutsche Beschreibung', lang: 'de' });
    expect(german.untranslated).toBeUndefined();
    expect(german.translations).toBeUndefined();

    const azerbaijani = (await get(`/api/projects/${id}?lang=az`)).json();
    expect(azerbaijani).toMatchObject({
      features: 'Onlayn rezervasiya\nSMS xatırlatmaları',
      challenge: STORY.challenge,
      solution: STORY.solution,
      results: STORY.results,
      lang: 'az',
    });
    expect(azerbaijani.untranslated).toEqual(['description', 'challenge', 'solution', 'results']);

    const listed = (await list('page=1&per_page=100&lang=de&search=Translated%20story')).json();
    expect(listed.projects[0]).toMatchObject(GERMAN);
    expect((await get(`/api/projects/${id}`)).json()).toMatchObject(STORY);

    const staff = (await get(`/api/projects/${id}?include=translations`, t.editor)).json();
    expect(staff).toMatchObject(STORY);
    expect(staff.translations).toEqual({
      de: { description: 'Deutsche Beschreibung', ...GERMAN },
      az: { features: 'Onlayn rezervasiya\nSMS xatırlatmaları' },
    });
  });

  it('refuses a field or a translated field over 5000 characters, naming it', async () => {
    const long = 'x'.repeat(5001);
    for (const field of ['features', 'challenge', 'solution', 'results']) {
      const res = await create({ name: 'Too long', [field]: long });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({
        detail: `Invalid request: body.${field}: Too big: expected string to have <=5000 characters`,
      });
      const translated = await create({
        name: 'Too long',
        translations: { az: { [field]: long } },
      });
      expect(translated.statusCode, field).toBe(400);
      expect(translated.json()).toEqual({
        detail: `Invalid request: body.translations.az.${field}: Too big: expected string to have <=5000 characters`,
      });
    }
    const { id } = (await create({ name: 'Kept short', results: 'Short.' })).json();
    const replaced = await put(id, { name: 'Kept short', results: long });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().detail).toMatch(/^Invalid request: body\.results: Too big/);
    expect((await create({ name: 'Just fits', features: 'x'.repeat(5000) })).statusCode).toBe(201);
    expect((await get(`/api/projects/${id}`)).json().results).toBe('Short.');
  });

  it("accepts every demo project's story and its translations as written", async () => {
    for (const project of DEMO_PROJECTS) {
      const story = {
        features: project.features,
        challenge: project.challenge,
        solution: project.solution,
        results: project.results,
      };
      for (const [field, value] of Object.entries(story)) {
        expect(value?.trim(), `${project.name}: ${field}`).toBeTruthy();
      }
      const translations = PROJECT_TRANSLATIONS[project.name];
      const res = await create({ name: project.name, ...story, translations });
      expect(res.statusCode, project.name).toBe(201);
      expect(res.json()).toMatchObject(story);
      for (const language of ['de', 'az'] as const) {
        const translation = translations?.[language];
        if (!translation) continue;
        for (const field of Object.keys(story)) {
          expect(
            translation[field as keyof typeof story],
            `${project.name} ${language}`,
          ).toBeTruthy();
        }
      }
    }
  });
});

describe('PUT /api/projects/:id', () => {
  it('replaces the whole project: fields left out are cleared', async () => {
    const created = (
      await create({
        name: 'Before',
        description: 'Old text',
        technologies: ['Go'],
        status: 'active',
        order: 7,
        category: 'Old',
        start_date: '2023-01-01',
      })
    ).json();
    const res = await put(created.id, {
      name: 'After',
      technologies: ['Rust'],
      status: 'archived',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      ...created,
      name: 'After',
      description: null,
      technologies: ['Rust'],
      status: 'archived',
      start_date: null,
      order: null,
      category: null,
      updated_at: expect.any(String),
    });
    expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect((await get(`/api/projects/${created.id}`)).json()).toEqual(body);
  });

  it('refuses invalid input, unknown ids, visitors and recruiters', async () => {
    const { id } = (await create({ name: 'Guarded' })).json();
    const invalid = await put(id, { name: 'G', end_date: '2020-01-01', start_date: '2021-01-01' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      detail: 'Invalid request: body.end_date: end_date must not be before start_date',
    });
    const missing = await put(999999, { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Project not found' });
    expect((await put(id, { name: 'Nope' }, {})).statusCode).toBe(401);
    expect((await put(id, { name: 'Nope' }, t.recruiter)).statusCode).toBe(403);
    expect((await get(`/api/projects/${id}`)).json().name).toBe('Guarded');
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes the project, which is then gone', async () => {
    const { id } = (await create({ name: 'Short-lived' })).json();
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Project deleted' });
    expect((await get(`/api/projects/${id}`)).statusCode).toBe(404);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Project not found' });
  });

  it('refuses visitors and recruiters, keeping the project', async () => {
    const { id } = (await create({ name: 'Kept' })).json();
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await remove(id, t.recruiter)).statusCode).toBe(403);
    expect((await get(`/api/projects/${id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/projects/manage (the Projects admin’s list)', () => {
  const FUTURE = '2099-01-01T09:00:00.000Z';
  const two = (n: number) => String(n).padStart(2, '0');
  const project = (n: number) => `Project ${two(n)}`;
  const manage = async (query: string) => {
    const res = await get(`/api/projects/manage${query}`, t.editor);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      projects: { name: string; phase: string; translations?: Record<string, unknown> }[];
      total: number;
      phases: Record<string, number>;
      page: number;
      per_page: number;
    };
  };
  const listed = async (query: string) => names(await manage(query));
  beforeAll(async () => {
    await t.ctx.db.delete(projects);
    // Orders 25 down to 1 for projects 01 to 25; 26 to 30 have none (last, by id).
    for (let n = 1; n <= 30; n += 1) {
      const res = await create({
        name: project(n),
        ...(n <= 25 && { order: 26 - n }),
        ...(n <= 28 && { start_date: `2020-01-${two(n)}` }),
        ...(n === 3 && { publication: 'draft' }),
        ...(n === 4 && { publication: 'archived' }),
        ...(n === 5 && { publish_at: FUTURE }),
        ...(n === 7 && { status: 'on-hold' }),
        ...(n === 8 && { status: 'completed' }),
        ...(n === 9 && { technologies: ['Elixir', 'Phoenix'] }),
        ...(n === 11 && { category: 'Fintech' }),
        ...(n % 10 === 0 && { translations: { de: { description: `Beschreibung ${n}` } } }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('pages every project in the portfolio’s order, with the counts of each phase', async () => {
    const first = await manage('');
    expect(first).toMatchObject({ total: 30, page: 1, per_page: 24 });
    expect(first.phases).toEqual({ draft: 1, scheduled: 1, published: 27, archived: 1 });
    expect(names(first)).toEqual(Array.from({ length: 24 }, (_, i) => project(25 - i)));
    expect(await listed('?page=2')).toEqual([1, 26, 27, 28, 29, 30].map(project));
    // Pages never overlap, and past the last one is empty.
    expect(await listed('?page=3')).toEqual([]);
    expect(await listed('?per_page=5&page=2')).toEqual([20, 19, 18, 17, 16].map(project));
  });

  it('sorts by name either way and by start date, newest first', async () => {
    expect(await listed('?sort=order&per_page=2')).toEqual([project(25), project(24)]);
    expect(await listed('?sort=name&per_page=2')).toEqual([project(1), project(2)]);
    expect(await listed('?sort=-name&per_page=2')).toEqual([project(30), project(29)]);
    // Those without a start date last.
    expect(await listed('?sort=-start_date&per_page=2')).toEqual([project(28), project(27)]);
    expect(await listed('?sort=-start_date&page=2')).toEqual([4, 3, 2, 1, 30, 29].map(project));
  });

  it('filters by phase and status, the counts under the other filters', async () => {
    const drafts = await manage('?phase=draft');
    expect(drafts.projects.map((p) => [p.name, p.phase])).toEqual([[project(3), 'draft']]);
    expect(drafts.total).toBe(1);
    expect(await listed('?phase=scheduled')).toEqual([project(5)]);
    expect(await listed('?phase=archived')).toEqual([project(4)]);
    expect((await manage('?phase=published')).total).toBe(27);

    expect(await listed('?status=on-hold')).toEqual([project(7)]);
    const planning = await manage('?status=planning&phase=published');
    expect(planning.total).toBe(25);
    expect(planning.phases).toEqual({ draft: 1, scheduled: 1, published: 25, archived: 1 });
    expect((await manage('?status=completed&phase=draft')).total).toBe(0);
  });

  it('searches name, category, technologies and translations, and finds those missing one', async () => {
    // Case-insensitive; a % is a character, not a wildcard.
    expect(await listed('?search=FINTECH')).toEqual([project(11)]);
    expect(await listed('?search=phoenix')).toEqual([project(9)]);
    expect(await listed('?search=beschreibung')).toEqual([20, 10, 30].map(project));
    expect((await manage('?search=%25')).total).toBe(0);

    const early = await manage('?search=Project%200&phase=published');
    expect(names(early)).toEqual([9, 8, 7, 6, 2, 1].map(project));
    expect(early.phases).toEqual({ draft: 1, scheduled: 1, published: 6, archived: 1 });

    const untranslated = await manage('?missing=de');
    expect(untranslated.total).toBe(27);
    expect(names(untranslated)).not.toContain(project(10));
    expect((await manage('?missing=az')).total).toBe(30);
    expect((await manage('?missing=de&phase=draft')).phases).toEqual({
      draft: 1,
      scheduled: 1,
      published: 24,
      archived: 1,
    });
    // Staff get every translation with each project.
    const withGerman = (await manage('?search=Beschreibung%2020')).projects[0]!;
    expect(withGerman.translations).toMatchObject({ de: { description: 'Beschreibung 20' } });
  });

  it('refuses bad queries with a detail, and anyone but content staff', async () => {
    for (const query of [
      '?phase=live',
      '?status=finished',
      '?sort=-order',
      '?missing=en',
      '?page=0',
      '?per_page=500',
      `?search=${'a'.repeat(201)}`,
    ]) {
      const res = await get(`/api/projects/manage${query}`, t.editor);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toEqual(expect.any(String));
    }
    const anonymous = await get('/api/projects/manage');
    expect(anonymous.statusCode).toBe(401);
    // The role is checked before the query: a recruiter learns nothing from a bad one.
    expect((await get('/api/projects/manage?phase=live', t.recruiter)).statusCode).toBe(403);
    expect((await get('/api/projects/manage', t.recruiter)).statusCode).toBe(403);
    expect((await get('/api/projects/manage', await t.auth(2))).statusCode).toBe(200);
  });
});
