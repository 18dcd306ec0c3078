import { beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../src/db/schema.js';
import { sanitizeRichText } from '../src/lib/sanitize-html.js';
import { contentTestApp } from './helpers.js';

const t = contentTestApp('/api/team');
const { create, patch, remove, get } = t;

const member = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amina Aliyeva',
  position: 'Solution Architect',
  department: 'Engineering',
  ...overrides,
});

const names = (body: { members: { name: string }[] }) => body.members.map((m) => m.name);

describe('GET /api/team/team-members', () => {
  beforeAll(async () => {
    await t.ctx.db.delete(teamMembers);
    for (const payload of [
      member({ name: 'Third', display_order: 3 }),
      member({ name: 'First' }),
      member({ name: 'Hidden', display_order: 2, is_visible: false }),
      member({ name: 'Second', display_order: 2 }),
      member({ name: 'Also first', display_order: 1 }),
    ]) {
      expect((await create(payload)).statusCode).toBe(201);
    }
  });

  it('shows visitors the visible members by display_order, then by id', async () => {
    const res = await get('/api/team/team-members');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['First', 'Also first', 'Second', 'Third']);
  });

  it('shows an editor hidden members too, from the same route', async () => {
    const res = await get('/api/team/team-members', t.editor);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['First', 'Also first', 'Hidden', 'Second', 'Third']);
    expect(res.json().members[2].is_visible).toBe(false);
  });

  it('shows a recruiter, who does not manage content, only visible members', async () => {
    expect(names((await get('/api/team/team-members', t.recruiter)).json())).toEqual([
      'First',
      'Also first',
      'Second',
      'Third',
    ]);
  });

  it('refuses a bad token with 401 so the client refreshes it', async () => {
    const res = await get('/api/team/team-members', { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid token' });
  });
});

describe('GET /api/team/:id', () => {
  it('answers a visible member in wire shape', async () => {
    const created = (
      await create(
        member({
          bio: '<p>Builds <strong>platforms</strong>.</p>',
          email: 'amina@example.com',
          phone: '+971 4 000 0000',
          linkedin_url: 'https://www.linkedin.com/in/amina',
          twitter_url: '',
          github_url: 'https://github.com/amina',
          profile_image: '/media/team/amina.jpg',
          display_order: 5,
        }),
      )
    ).json();
    const res = await get(`/api/team/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: created.id,
      name: 'Amina Aliyeva',
      position: 'Solution Architect',
      department: 'Engineering',
      bio: '<p>Builds <strong>platforms</strong>.</p>',
      email: 'amina@example.com',
      phone: '+971 4 000 0000',
      linkedin_url: 'https://www.linkedin.com/in/amina',
      twitter_url: null,
      github_url: 'https://github.com/amina',
      profile_image: '/media/team/amina.jpg',
      profile_media: null,
      is_visible: true,
      display_order: 5,
      created_at: created.created_at,
      updated_at: created.updated_at,
    });
  });

  it('hides a hidden member from visitors but not from content staff', async () => {
    const { id } = (await create(member({ name: 'Backstage', is_visible: false }))).json();
    const visitor = await get(`/api/team/${id}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ detail: 'Team member not found' });
    expect((await get(`/api/team/${id}`, t.recruiter)).statusCode).toBe(404);
    const staff = await get(`/api/team/${id}`, t.editor);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().name).toBe('Backstage');
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const missing = await get('/api/team/999999', t.editor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Team member not found' });
    const bad = await get('/api/team/amina');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Invalid request: params\.id/);
  });
});

describe('POST /api/team', () => {
  it('creates a visible member with display_order 1 by default', async () => {
    const res = await create(member());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Amina Aliyeva',
      position: 'Solution Architect',
      department: 'Engineering',
      bio: null,
      email: null,
      phone: null,
      linkedin_url: null,
      twitter_url: null,
      github_url: null,
      profile_image: null,
      profile_media: null,
      is_visible: true,
      display_order: 1,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('reads a display order typed as text', async () => {
    const res = await create(member({ display_order: '4' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().display_order).toBe(4);
  });

  it('removes scripts, event handlers and unsafe links from the bio but keeps formatting', async () => {
    const res = await create(
      member({
        bio:
          '<p onclick="steal()">Loves <strong>clean</strong> <em>code</em>.</p>' +
          '<script>alert(1)</script><img src="x" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">site</a>' +
          '<div style="color:red">plain</div>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const expected =
      '<p>Loves <strong>clean</strong> <em>code</em>.</p>' +
      '<a rel="noopener noreferrer">bad</a> <a href="https://example.com" rel="noopener noreferrer">site</a>' +
      'plain';
    expect(res.json().bio).toBe(expected);
    expect((await get(`/api/team/${res.json().id}`)).json().bio).toBe(expected);
  });

  it('stores no bio when nothing safe is left of it', async () => {
    const res = await create(member({ bio: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().bio).toBeNull();
  });

  it('refuses invalid input with a readable detail', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        member({ name: undefined }),
        'Invalid request: body.name: Invalid input: expected string, received undefined',
      ],
      [
        member({ department: '' }),
        'Invalid request: body.department: Too small: expected string to have >=1 characters',
      ],
      [
        member({ display_order: 0 }),
        'Invalid request: body.display_order: Too small: expected number to be >=1',
      ],
      [
        member({ display_order: 'first' }),
        'Invalid request: body.display_order: Expected a whole number',
      ],
      [
        member({ display_order: [5] }),
        'Invalid request: body.display_order: Expected a whole number',
      ],
      [
        member({ display_order: 1.5 }),
        'Invalid request: body.display_order: Expected a whole number',
      ],
      [member({ email: 'amina-at-example' }), 'Invalid request: body.email: Invalid email address'],
      [
        member({ linkedin_url: 'linkedin.com/in/amina' }),
        'Invalid request: body.linkedin_url: Must be an http(s) URL or a path starting with /',
      ],
      [
        member({ profile_image: 'javascript:alert(1)' }),
        'Invalid request: body.profile_image: Must be an http(s) URL or a path starting with /',
      ],
      [
        member({ is_visible: 'yes' }),
        'Invalid request: body.is_visible: Invalid input: expected boolean, received string',
      ],
      [
        member({ bio: 'x'.repeat(20_001) }),
        'Invalid request: body.bio: Too big: expected string to have <=20000 characters',
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await create(payload);
      expect(res.statusCode, detail).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('needs a signed-in member of staff who manages content', async () => {
    const anonymous = await create(member(), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
    const wrongRole = await create(member(), t.recruiter);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toEqual({ detail: 'You do not have permission to do this' });
  });
});

describe('PATCH /api/team/:id', () => {
  it('changes only the fields sent, and hiding a member removes it from the public list', async () => {
    const created = (await create(member({ name: 'Soon hidden', phone: '+1 555 0100' }))).json();
    const res = await patch(created.id, { position: 'CTO', is_visible: false });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      ...created,
      position: 'CTO',
      is_visible: false,
      updated_at: expect.any(String),
    });
    expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(names((await get('/api/team/team-members')).json())).not.toContain('Soon hidden');
    expect(names((await get('/api/team/team-members', t.editor)).json())).toContain('Soon hidden');
  });

  it('sanitises a new bio and clears fields sent empty', async () => {
    const { id } = (await create(member({ email: 'old@example.com', bio: '<p>Old</p>' }))).json();
    const res = await patch(id, {
      bio: '<h3>New</h3><iframe src="https://evil.example"></iframe><b onmouseover="x()">bold</b>',
      email: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bio: '<h3>New</h3><b>bold</b>', email: null });
  });

  it('refuses invalid input, unknown ids, visitors and recruiters', async () => {
    const { id } = (await create(member({ name: 'Guarded' }))).json();
    const invalid = await patch(id, { display_order: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      detail: 'Invalid request: body.display_order: Too small: expected number to be >=1',
    });
    const missing = await patch(999999, { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Team member not found' });
    expect((await patch(id, { name: 'Nope' }, {})).statusCode).toBe(401);
    expect((await patch(id, { name: 'Nope' }, t.recruiter)).statusCode).toBe(403);
    expect((await get(`/api/team/${id}`)).json().name).toBe('Guarded');
  });
});

describe('DELETE /api/team/:id', () => {
  it('deletes the member, who is then gone', async () => {
    const { id } = (await create(member())).json();
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Team member deleted' });
    expect((await get(`/api/team/${id}`, t.editor)).statusCode).toBe(404);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Team member not found' });
  });

  it('refuses visitors and recruiters, keeping the member', async () => {
    const { id } = (await create(member())).json();
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await remove(id, t.recruiter)).statusCode).toBe(403);
    expect((await get(`/api/team/${id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/team/manage (Team Members’ list)', () => {
  const list = async (query: string) => {
    const res = await get(`/api/team/manage${query}`, t.editor);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      members: { name: string; is_visible: boolean; translations?: Record<string, unknown> }[];
      total: number;
      visibility: { visible: number; hidden: number };
      page: number;
      per_page: number;
    };
  };
  const numbered = (...numbers: number[]) =>
    numbers.map((n) => `Member ${String(n).padStart(2, '0')}`);
  beforeAll(async () => {
    await t.ctx.db.delete(teamMembers);
    for (let n = 1; n <= 30; n += 1) {
      const payload = member({
        name: numbered(n)[0],
        // Three orders, so the display order is neither the names' nor the ids'.
        display_order: (n % 3) + 1,
        ...(n === 7 && { email: 'grace.hopper@example.com' }),
        ...(n === 8 && { bio: '<p>Writes <strong>compilers</strong>.</p>' }),
        ...(n === 9 && { position: 'Data Scientist' }),
        ...((n === 4 || n === 5) && { is_visible: false }),
        ...(n % 10 === 0 && { translations: { de: { position: `Beraterin ${n}` } } }),
      });
      expect((await create(payload)).statusCode).toBe(201);
    }
    // Lower case: the names sort without regard to case.
    expect((await create(member({ name: 'alex lowercase', display_order: 50 }))).statusCode).toBe(
      201,
    );
  });

  it('pages every member by display order, then id, with the visible and hidden counts', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 31, page: 1, per_page: 24 });
    expect(first.visibility).toEqual({ visible: 29, hidden: 2 });
    expect(first.members).toHaveLength(24);
    expect(names(first).slice(0, 4)).toEqual(numbered(3, 6, 9, 12));
    const second = await list('?page=2');
    expect(names(second)).toEqual([...numbered(14, 17, 20, 23, 26, 29), 'alex lowercase']);
    // Pages never overlap, and past the last one is empty.
    expect((await list('?page=3')).members).toEqual([]);
    expect(names(await list('?per_page=5&page=2'))).toEqual(numbered(18, 21, 24, 27, 30));
  });

  it('sorts by display order or by name, either way, regardless of case', async () => {
    expect(names(await list('?sort=display_order&per_page=2'))).toEqual(numbered(3, 6));
    expect(names(await list('?sort=name&per_page=2'))).toEqual(['alex lowercase', ...numbered(1)]);
    expect(names(await list('?sort=-name&per_page=2'))).toEqual(numbered(30, 29));
    expect(names(await list('?sort=-name&page=2')).at(-1)).toBe('alex lowercase');
  });

  it('filters by visibility, search and missing translation, the counts under the other filters', async () => {
    const hidden = await list('?visibility=hidden');
    expect(hidden.members.map((m) => [m.name, m.is_visible])).toEqual([
      ['Member 04', false],
      ['Member 05', false],
    ]);
    expect(hidden.total).toBe(2);
    expect(hidden.visibility).toEqual({ visible: 29, hidden: 2 });
    const visible = await list('?visibility=visible&per_page=100');
    expect(visible.total).toBe(29);
    expect(visible.members.every((m) => m.is_visible)).toBe(true);

    // Found by e-mail, bio and position, case-insensitively; a % is a character, not a wildcard.
    expect(names(await list('?search=GRACE'))).toEqual(numbered(7));
    expect(names(await list('?search=Compilers'))).toEqual(numbered(8));
    expect(names(await list('?search=data%20scientist'))).toEqual(numbered(9));
    expect((await list('?search=%25')).total).toBe(0);
    const hiddenOnes = await list('?search=member%200&visibility=visible');
    expect(hiddenOnes.total).toBe(7);
    expect(hiddenOnes.visibility).toEqual({ visible: 7, hidden: 2 });

    const untranslated = await list('?missing=de&per_page=100');
    expect(untranslated.total).toBe(28);
    expect(names(untranslated)).not.toContain('Member 10');
    expect(untranslated.visibility).toEqual({ visible: 26, hidden: 2 });
    expect((await list('?missing=az')).total).toBe(31);
    // Staff get every translation with each member.
    const withGerman = (await list('?search=Member%2020')).members[0]!;
    expect(withGerman.translations).toMatchObject({ de: { position: 'Beraterin 20' } });
  });

  it('refuses bad queries with a detail, and anyone but content staff', async () => {
    for (const query of [
      '?visibility=all',
      '?sort=-display_order',
      '?sort=email',
      '?missing=en',
      '?page=0',
      '?per_page=500',
      `?search=${'x'.repeat(201)}`,
    ]) {
      const res = await get(`/api/team/manage${query}`, t.editor);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toEqual(expect.any(String));
    }
    expect((await get('/api/team/manage')).statusCode).toBe(401);
    expect((await get('/api/team/manage', t.recruiter)).statusCode).toBe(403);
  });
});

describe('sanitizeRichText', () => {
  it('keeps the allowed tags and drops the rest, keeping their text', () => {
    expect(
      sanitizeRichText(
        '<h1>Title</h1><h3>Sub</h3><h4>Small</h4><blockquote>Quote</blockquote>' +
          '<ul><li>one</li></ul><ol><li>two</li></ol><p>a<br>b <u>u</u> <i>i</i></p>',
      ),
    ).toBe(
      'Title<h3>Sub</h3><h4>Small</h4><blockquote>Quote</blockquote>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><p>a<br />b <u>u</u> <i>i</i></p>',
    );
  });

  it('keeps only http(s), mailto and site link addresses, however a bad one is disguised', () => {
    expect(
      sanitizeRichText(
        '<a href="mailto:hr@example.com">mail</a> <a href="http://example.com">http</a> ' +
          '<a href="JaVaScRiPt&colon;alert(1)">hidden</a> <a href="data:text/html,x">data</a> ' +
          '<a href="/team">relative</a>',
      ),
    ).toBe(
      '<a href="mailto:hr@example.com" rel="noopener noreferrer">mail</a> ' +
        '<a href="http://example.com" rel="noopener noreferrer">http</a> ' +
        '<a rel="noopener noreferrer">hidden</a> <a rel="noopener noreferrer">data</a> ' +
        '<a href="/team" rel="noopener noreferrer">relative</a>',
    );
  });

  it('drops styles, classes and the content of style and script elements', () => {
    expect(
      sanitizeRichText(
        '<p class="x" style="color:red">t</p><style>p{}</style><svg><script>1</script></svg>',
      ),
    ).toBe('<p>t</p>');
    expect(sanitizeRichText('   ')).toBeNull();
  });
});
