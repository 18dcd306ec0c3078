import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@app/contracts';
import { newsArticles, projects } from '../src/db/schema.js';
import { sanitizeRichText } from '../src/lib/sanitize-html.js';
import { seedDemoMedia } from '../src/modules/media/demo-media.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The demo content's drawings become media library images on the first start: the pictures of
 * articles, members and projects, and the picture inside the architecture article's body in
 * every language, which then reads as the editor would have written it.
 */
describe('the demo drawings made into library images', () => {
  let t: TestApp;
  const errors: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await seedDemoMedia(t.ctx, { error: (...args: unknown[]) => errors.push(args) });
  }, 180_000);
  afterAll(async () => t?.close());

  it('gives every item naming a drawing its library image', async () => {
    expect(errors).toEqual([]);
    const rows = await t.ctx.db
      .select({ name: projects.name, media: projects.photo_media_id })
      .from(projects)
      .where(like(projects.photo_url, '/media/%'));
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.media !== null)).toBe(true);
    // A second start finds nothing left to make.
    expect(await seedDemoMedia(t.ctx, { error: () => {} })).toBe(0);
  });

  it('puts the library image inside the article body, in every language, as allowed rich text', async () => {
    const [article] = await t.ctx.db
      .select()
      .from(newsArticles)
      .where(like(newsArticles.title, 'Five questions%'));
    const bodies = [
      article!.content,
      article!.translations?.de?.content,
      article!.translations?.az?.content,
    ];
    const [project] = await t.ctx.db
      .select({ media: projects.photo_media_id })
      .from(projects)
      .where(eq(projects.photo_url, '/media/projects/falcon-freight-dashboard.svg'));
    const image = `/images/${project!.media}/1280.webp`;
    for (const body of bodies) {
      expect(body).not.toContain('/media/');
      expect(body).toMatch(
        new RegExp(`<img src="${image}" alt="[^"]+" width="1280" height="\\d+" />`),
      );
      expect(sanitizeRichText(body!)).toBe(body);
    }
    const read = await t.app.inject({
      url: `/api/media/${project!.media}`,
      headers: await t.auth(ROLES.admin),
    });
    expect(read.json().usages).toEqual(
      expect.arrayContaining([{ kind: 'news', id: article!.id, title: article!.title }]),
    );
    const page = (await t.app.inject({ url: `/api/news/${article!.id}` })).json();
    expect(page.content).toContain(image);
  });
});
