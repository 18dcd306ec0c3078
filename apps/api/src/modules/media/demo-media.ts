import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.js';
import { media, newsArticles, projects, teamMembers } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { MEDIA_DIR } from '../../site/routes.js';
import { processImage } from './image-processing.js';
import { mediaFileUrl, variantFile } from './repository.js';
import { removeFiles, store } from './service.js';

/** The demo drawings are rasterised this wide: a sharp picture on a wide screen, and quick. */
const DEMO_WIDTH = 1280;

/** Where content items name a demo drawing, and the column of their library image. */
type Use = {
  table: typeof newsArticles | typeof teamMembers | typeof projects;
  url: AnyPgColumn;
  ref: AnyPgColumn;
};
const USES: Use[] = [
  { table: newsArticles, url: newsArticles.image, ref: newsArticles.image_media_id },
  { table: teamMembers, url: teamMembers.profile_image, ref: teamMembers.profile_media_id },
  { table: projects, url: projects.photo_url, ref: projects.photo_media_id },
];

const DEMO_PREFIX = '/media/';

/** The drawing's own title (its `<title>`), as the English alternative text. */
const titleOf = (svg: string) =>
  /<title[^>]*>([^<]{1,300})<\/title>/
    .exec(svg)?.[1]
    ?.trim()
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/**
 * Makes the demo content's drawings (SVGs under apps/api/media, named by `/media/...` URLs)
 * into media library images, as an editor's upload would be: rasterised, with their variants
 * and placeholder, the drawing's title as the alternative text; each item that names one then
 * uses its library image. Done after the server listens on a first start with the demo content
 * (SEED_DEMO_CONTENT), so that the start stays quick; items still naming a drawing are taken up
 * again at the next start (and after `signal` stops it). Answers how many images it made.
 */
export async function seedDemoMedia(
  ctx: AppContext,
  log: Pick<Logger, 'error'>,
  signal?: AbortSignal,
) {
  const urls = new Set<string>();
  for (const use of USES) {
    const rows = await ctx.db
      .selectDistinct({ url: use.url })
      .from(use.table)
      .where(and(like(use.url, `${DEMO_PREFIX}%.svg`), isNull(use.ref)) as SQL);
    for (const row of rows) urls.add(row.url as string);
  }
  // Drawings shown inside article bodies (`<img src="/media/...svg">`).
  const inline = `src="${DEMO_PREFIX}`;
  const bodies = await ctx.db
    .select({ content: newsArticles.content })
    .from(newsArticles)
    .where(like(newsArticles.content, `%${inline}%`));
  for (const { content } of bodies) {
    for (const [, url] of content.matchAll(/src="(\/media\/[^"]+\.svg)"/g)) urls.add(url!);
  }
  let made = 0;
  for (const url of urls) {
    if (signal?.aborted) break;
    const file = path.join(MEDIA_DIR, url.slice(DEMO_PREFIX.length));
    if (!file.startsWith(MEDIA_DIR)) continue;
    const svg = await readFile(file).catch(() => undefined);
    if (!svg) continue;
    const png = await sharp(svg, { density: 144 }).resize({ width: DEMO_WIDTH }).png().toBuffer();
    const name = `${path.basename(file, '.svg')}.png`;
    const image = await processImage(png, name);
    const row = await store(ctx, image, { name, userId: null, log });
    const alt = titleOf(svg.toString('utf8'));
    try {
      await ctx.db.transaction(async (tx) => {
        if (alt)
          await tx
            .update(media)
            .set({ alt: { en: alt } })
            .where(eq(media.id, row.id));
        for (const use of USES) {
          await tx
            .update(use.table)
            .set({ [use.ref.name]: row.id } as Record<string, number>)
            .where(and(eq(use.url, url), isNull(use.ref)));
        }
        // In a body, the drawing becomes the image's widest WebP, as the editor puts it.
        const webp = row.variants
          .filter((variant) => variant.format === 'webp')
          .sort((a, b) => b.width - a.width)[0];
        if (webp) {
          const tag = new RegExp(
            `<img src="${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"( alt="[^"]*")? />`,
            'g',
          );
          const picture = (html: string) =>
            html.replace(
              tag,
              (_, alt = '') =>
                `<img src="${mediaFileUrl(row.id, variantFile(webp))}"${alt} width="${webp.width}" height="${webp.height}" />`,
            );
          const articles = await tx
            .select({
              id: newsArticles.id,
              content: newsArticles.content,
              translations: newsArticles.translations,
            })
            .from(newsArticles)
            .where(like(newsArticles.content, `%src="${url}"%`));
          for (const article of articles) {
            const translations = Object.fromEntries(
              Object.entries(article.translations ?? {}).map(([language, fields]) => [
                language,
                fields?.content ? { ...fields, content: picture(fields.content) } : fields,
              ]),
            );
            await tx
              .update(newsArticles)
              .set({ content: picture(article.content), translations })
              .where(eq(newsArticles.id, article.id));
          }
        }
      });
    } catch (error) {
      await ctx.db.delete(media).where(eq(media.id, row.id));
      await removeFiles(ctx, log, row);
      throw error;
    }
    made++;
  }
  if (made > 0) await ctx.content.changed();
  return made;
}
