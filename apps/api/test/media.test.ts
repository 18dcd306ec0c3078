import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, type MediaItem, ROLES } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { auditLog, media, newsArticles } from '../src/db/schema.js';
import { multipart, PDF } from './application-uploads.js';
import { SWEEP_MIN_AGE_MS, sweepFiles } from '../src/storage/file-sweep.js';
import { createTestApp, type TestApp } from './helpers.js';
import { startTestBucket, type TestBucket } from './s3-server.js';

/** A photo-like test image: a gradient with shapes (compresses as photos do). */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/>
    <stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#10b981"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A small JPEG whose header claims another size (a "pixel bomb" of a few hundred bytes). */
async function jpegClaiming(width: number, height: number) {
  const jpeg = await photo(16, 16, 'jpeg');
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

/** The format of bytes by their magic numbers. */
function magic(bytes: Buffer) {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === '\x89PNG') return 'png';
  if (bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP') {
    return 'webp';
  }
  if (bytes.subarray(4, 12).toString() === 'ftypavif') return 'avif';
  return 'unknown';
}

/** Runs the media library's tests against the app's storage (the disk, or a bucket). */
function mediaSuite(name: string, storage: 'disk' | 's3') {
  describe(name, () => {
    let t: TestApp;
    let bucket: TestBucket | undefined;
    beforeAll(async () => {
      if (storage === 's3') bucket = await startTestBucket();
      t = await createTestApp({ env: bucket?.env ?? {} });
    });
    afterAll(async () => {
      await t?.close();
      await bucket?.close();
    });

    const editor = () => t.auth(ROLES.editor);
    const upload = async (filename: string, content: Buffer, type = 'image/jpeg') => {
      const body = multipart([{ name: 'file', filename, content, type }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/media',
        payload: body.payload,
        headers: { ...body.headers, ...(await editor()) },
      });
    };
    /** Every stored file: under DATA_DIR/uploads on disk (scratch files too), or in the bucket. */
    const storedFiles = async () => {
      if (bucket) return bucket.documentKeys();
      const root = path.join(t.dataDir, 'uploads');
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    };
    const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

    it('takes a JPEG and makes AVIF and WebP variants up to its width, and a placeholder', async () => {
      const input = await photo(3000, 2000, 'jpeg');
      const started = performance.now();
      const cpu = process.cpuUsage();
      const res = await upload('big.jpg', input);
      const took = performance.now() - started;
      const used = process.cpuUsage(cpu);
      expect(res.statusCode).toBe(201);
      const item = res.json() as MediaItem;
      console.info(
        `[media] upload of a 3000 × 2000 JPEG (${storage}): ${Math.round(took)} ms, ` +
          `CPU ${Math.round((used.user + used.system) / 1000)} ms`,
      );
      expect(item).toMatchObject({
        width: 3000,
        height: 2000,
        content_type: 'image/jpeg',
        file_name: 'big.jpg',
        url: `/images/${item.id}/original`,
      });
      expect(item.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(item.variants).toHaveLength(10);
      expect(new Set(item.variants.map((v) => `${v.width}.${v.format}`))).toEqual(
        new Set([320, 640, 960, 1280, 1920].flatMap((w) => [`${w}.avif`, `${w}.webp`])),
      );
      for (const variant of item.variants) {
        expect(variant.height).toBe(Math.round((variant.width * 2000) / 3000));
        const file = await fetchFile(variant.url);
        expect(file.statusCode).toBe(200);
        expect(magic(file.rawPayload)).toBe(variant.format);
        expect(file.headers['content-type']).toBe(`image/${variant.format}`);
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.width).toBe(variant.width);
      }
      const original = await fetchFile(item.url);
      expect(magic(original.rawPayload)).toBe('jpeg');
      expect(original.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(Number(original.headers['content-length'])).toBe(item.bytes);
    });

    it('makes one variant width of an image narrower than the smallest, and never enlarges', async () => {
      const res = await upload('small.webp', await photo(200, 100, 'webp'), 'image/webp');
      expect(res.statusCode).toBe(201);
      const item = res.json() as MediaItem;
      expect(item.variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort()).toEqual([
        '200x100.avif',
        '200x100.webp',
      ]);
      const mid = await upload('mid.avif', await photo(700, 400, 'avif'), 'image/avif');
      expect(mid.statusCode).toBe(201);
      expect((mid.json() as MediaItem).content_type).toBe('image/avif');
      expect([...new Set((mid.json() as MediaItem).variants.map((v) => v.width))]).toEqual([
        320, 640,
      ]);
    });

    it('reads the type from the content: a PNG named .exe is a PNG', async () => {
      const res = await upload(
        'setup.exe',
        await photo(400, 300, 'png'),
        'application/x-msdownload',
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ content_type: 'image/png', file_name: 'setup.png' });
    });

    it('refuses what is not an accepted image, whatever its name, and keeps nothing', async () => {
      const before = await storedFiles();
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      const refusals: [string, Buffer, RegExp][] = [
        ['drawing.jpg', svg, /SVG/],
        ['page.jpg', Buffer.from('<!doctype html><html><body>hi</body></html>'), /not an accepted/],
        ['notes.jpg', Buffer.from('just some text, nothing more'), /not an accepted/],
        ['cv.jpg', PDF, /not an accepted/],
        ['cut.jpg', (await photo(800, 600, 'jpeg')).subarray(0, 600), /damaged/],
        [
          'gif.png',
          await sharp(await photo(50, 50, 'png'))
            .gif()
            .toBuffer(),
          /not an accepted/,
        ],
      ];
      for (const [filename, content, detail] of refusals) {
        const res = await upload(filename, content);
        expect([filename, res.statusCode]).toEqual([filename, 400]);
        expect(res.json().detail).toMatch(detail);
      }
      expect(await storedFiles()).toEqual(before);
    });

    it('refuses a file over the size limit (413) and a pixel bomb (400)', async () => {
      const before = await storedFiles();
      const huge = Buffer.concat([await photo(100, 100, 'jpeg'), Buffer.alloc(MEDIA_MAX_BYTES)]);
      const tooLarge = await upload('huge.jpg', huge);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().detail).toMatch(/larger than 10 MB/);
      const res = await upload('bomb.jpg', await jpegClaiming(20_000, 20_000));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/20000 × 20000 pixels/);
      expect(await storedFiles()).toEqual(before);
      expect(await t.ctx.db.select().from(media)).toHaveLength(3 + 1);
    });

    it('lists newest first, searches file names and alt texts, and changes the alt texts', async () => {
      const list = await t.app.inject({ url: '/api/media?per_page=2', headers: await editor() });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 4, page: 1, per_page: 2 });
      expect(list.json().items.map((i: MediaItem) => i.file_name)).toEqual([
        'setup.png',
        'mid.avif',
      ]);
      const id = list.json().items[0].id as number;
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/media/${id}`,
        payload: { alt: { en: 'An installer screenshot', de: 'Ein Bildschirmfoto' } },
        headers: await editor(),
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().alt).toEqual({
        en: 'An installer screenshot',
        de: 'Ein Bildschirmfoto',
      });
      const found = await t.app.inject({
        url: '/api/media?search=bildschirm',
        headers: await editor(),
      });
      expect(found.json().items.map((i: MediaItem) => i.id)).toEqual([id]);
      const byName = await t.app.inject({ url: '/api/media?search=BIG', headers: await editor() });
      expect(byName.json().items.map((i: MediaItem) => i.file_name)).toEqual(['big.jpg']);
      const audit = await t.ctx.db.select().from(auditLog);
      expect(
        audit.filter((e) => e.entity === 'media').map((e) => `${e.action} ${e.entity_id}`),
      ).toContain(`update ${id}`);
    });

    it('gives content items their image; refuses an unknown one; a delete in use needs force', async () => {
      const image = (
        await upload('portrait.png', await photo(900, 1200, 'png'))
      ).json() as MediaItem;
      const admin = await t.auth(ROLES.admin);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/team',
        payload: { name: 'Ada', position: 'CTO', department: 'Eng', profile_media_id: 999_999 },
        headers: admin,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().detail).toMatch(/profile_media_id 999999/);
      const member = await t.app.inject({
        method: 'POST',
        url: '/api/team',
        payload: { name: 'Ada', position: 'CTO', department: 'Eng', profile_media_id: image.id },
        headers: admin,
      });
      expect(member.statusCode).toBe(201);
      const memberId = member.json().id as number;
      const article = await t.app.inject({
        method: 'POST',
        url: '/api/news',
        payload: {
          title: 'Our CTO',
          excerpt: 'Meet her.',
          content: '<p>Hello.</p>',
          category: 'Company',
          tags: ['team'],
          author: 'Lena',
          image_media_id: image.id,
        },
        headers: admin,
      });
      expect(article.statusCode).toBe(201);
      const project = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        payload: { name: 'Portal', photo_media_id: image.id },
        headers: admin,
      });
      expect(project.statusCode).toBe(201);

      // Visitors read the image with its variants; the spec's URL field is its original.
      const publicMember = (await t.app.inject({ url: `/api/team/${memberId}` })).json();
      expect(publicMember.profile_image).toBe(image.url);
      expect(publicMember.profile_media).toMatchObject({
        id: image.id,
        width: 900,
        height: 1200,
        placeholder: image.placeholder,
      });
      // 900 px wide: 320 and 640 in both formats.
      expect(publicMember.profile_media.variants).toHaveLength(4);
      const news = (await t.app.inject({ url: '/api/news' })).json();
      expect(news.articles[0].image_media.id).toBe(image.id);
      expect(news.articles[0].image).toBe(image.url);
      const projects = (await t.app.inject({ url: '/api/projects?per_page=10' })).json();
      expect(projects.projects[0].photo_media.id).toBe(image.id);

      const detail = await t.app.inject({ url: `/api/media/${image.id}`, headers: await editor() });
      expect(detail.json().usages).toEqual(
        expect.arrayContaining([
          { kind: 'team', id: memberId, title: 'Ada' },
          { kind: 'news', id: article.json().id, title: 'Our CTO' },
          { kind: 'project', id: project.json().id, title: 'Portal' },
        ]),
      );

      const before = await storedFiles();
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/media/${image.id}`,
        headers: await editor(),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().usages).toHaveLength(3);
      expect(await storedFiles()).toEqual(before);

      const forced = await t.app.inject({
        method: 'DELETE',
        url: `/api/media/${image.id}?force=true`,
        headers: await editor(),
      });
      expect(forced.statusCode).toBe(204);
      // The original and its 4 variants are gone, and no other file.
      const after = await storedFiles();
      expect(before.length - after.length).toBe(5);
      expect(after.every((file) => before.includes(file))).toBe(true);
      expect((await fetchFile(image.url)).statusCode).toBe(404);
      expect((await fetchFile(image.variants[0]!.url)).statusCode).toBe(404);
      const cleared = (await t.app.inject({ url: `/api/team/${memberId}` })).json();
      expect(cleared).toMatchObject({ profile_media: null, profile_image: null });
      const entries = await t.ctx.db.select().from(auditLog);
      expect(entries.map((e) => `${e.action} ${e.entity} ${e.entity_id}`)).toEqual(
        expect.arrayContaining([`create media ${image.id}`, `delete media ${image.id}`]),
      );
    });

    it('counts pictures in rich text as usages; a forced delete takes them out of the text', async () => {
      const image = (await upload('chart.png', await photo(700, 400, 'png'))).json() as MediaItem;
      const other = (await upload('other.png', await photo(700, 400, 'png'))).json() as MediaItem;
      const picture = (item: MediaItem) =>
        `<img src="${item.variants[0]!.url}" alt="A chart" width="320" height="183">`;
      const admin = await t.auth(ROLES.admin);
      const article = await t.app.inject({
        method: 'POST',
        url: '/api/news',
        payload: {
          title: 'A chart in the text',
          excerpt: 'With a picture.',
          content: `<h2>Results</h2><p>Before ${picture(image)} after.</p><p>${picture(other)}</p>`,
          category: 'Company',
          tags: ['charts'],
          author: 'Lena',
          translations: { de: { content: `<p>Vorher ${picture(image)} nachher.</p>` } },
        },
        headers: admin,
      });
      expect(article.statusCode).toBe(201);
      const articleId = article.json().id as number;
      const member = await t.app.inject({
        method: 'POST',
        url: '/api/team',
        payload: {
          name: 'Chart Person',
          position: 'Analyst',
          department: 'Data',
          bio: `<p>Draws ${picture(image)} charts.</p>`,
        },
        headers: admin,
      });
      expect(member.statusCode).toBe(201);
      const memberId = member.json().id as number;

      const detail = await t.app.inject({ url: `/api/media/${image.id}`, headers: await editor() });
      expect(detail.json().usages).toEqual([
        { kind: 'news', id: articleId, title: 'A chart in the text' },
        { kind: 'team', id: memberId, title: 'Chart Person' },
      ]);
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/media/${image.id}`,
        headers: await editor(),
      });
      expect(refused.statusCode).toBe(409);

      const forced = await t.app.inject({
        method: 'DELETE',
        url: `/api/media/${image.id}?force=true`,
        headers: await editor(),
      });
      expect(forced.statusCode).toBe(204);
      const read = (await t.app.inject({ url: `/api/news/${articleId}` })).json();
      expect(read.content).toMatch(/^<h2>Results<\/h2><p>Before {2}after\.<\/p><p><img /);
      expect(read.content).toContain(`/images/${other.id}/`);
      expect(read.content).not.toContain(`/images/${image.id}/`);
      const [stored] = await t.ctx.db
        .select({ translations: newsArticles.translations })
        .from(newsArticles)
        .where(eq(newsArticles.id, articleId));
      expect(stored!.translations?.de?.content).toBe('<p>Vorher  nachher.</p>');
      const bio = (await t.app.inject({ url: `/api/team/${memberId}` })).json().bio;
      expect(bio).toBe('<p>Draws  charts.</p>');
      // The other image is untouched, and still counts its use.
      const kept = await t.app.inject({ url: `/api/media/${other.id}`, headers: await editor() });
      expect(kept.json().usages).toEqual([
        { kind: 'news', id: articleId, title: 'A chart in the text' },
      ]);
    });

    it('keeps the files of media items when the sweep removes leftovers', async () => {
      const before = await storedFiles();
      const later = Date.now() + 2 * SWEEP_MIN_AGE_MS;
      expect(await sweepFiles({ storage: t.ctx.storage, db: t.ctx.db }, later)).toEqual({
        scratch: 0,
        orphans: 0,
      });
      expect(await storedFiles()).toEqual(before);
    });

    it('answers 404 for unknown images and files, and 400 for a file name that is none', async () => {
      expect((await fetchFile('/images/999999/original')).statusCode).toBe(404);
      const [first] = await t.ctx.db.select().from(media).limit(1);
      expect((await fetchFile(`/images/${first!.id}/4000.avif`)).statusCode).toBe(404);
      expect((await fetchFile(`/images/${first!.id}/original.exe`)).statusCode).toBe(400);
      expect(
        (await t.app.inject({ url: '/api/media/999999', headers: await editor() })).statusCode,
      ).toBe(404);
    });
  });
}

mediaSuite('the media library, files on disk', 'disk');
mediaSuite('the media library, files in an S3 bucket', 's3');
