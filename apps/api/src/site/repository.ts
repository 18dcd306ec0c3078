import { and, asc, eq, gt, gte, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs, newsArticles, projects, teamMembers } from '../db/schema.js';
import { todayUtc } from '../lib/dates.js';
import { openToVisitors } from '../modules/jobs/repository.js';
import { publishedArticles } from '../modules/news/repository.js';
import { publicProjects } from '../modules/projects/repository.js';
import { visibleMembers } from '../modules/team/repository.js';

export type SitemapItem = { id: number; updated_at: Date };

const DAY_MS = 86_400_000;

/** What the public site shows, read for its sitemap and its page cache. */
export function siteRepository(db: Db) {
  const items = (table: typeof projects | typeof newsArticles | typeof teamMembers | typeof jobs) =>
    db.select({ id: table.id, updated_at: table.updated_at }).from(table);
  return {
    /** Every item that has a public page, by kind, with its last change. */
    sitemapItems: async () => {
      const [projectRows, articleRows, memberRows, jobRows] = await Promise.all([
        items(projects).where(publicProjects()).orderBy(asc(projects.id)),
        items(newsArticles).where(publishedArticles()).orderBy(asc(newsArticles.id)),
        items(teamMembers).where(visibleMembers()).orderBy(asc(teamMembers.id)),
        items(jobs).where(openToVisitors()).orderBy(asc(jobs.id)),
      ]);
      return { projects: projectRows, news: articleRows, team: memberRows, jobs: jobRows };
    },

    /**
     * The next moment what visitors see changes without a write: a scheduled article's, job's
     * or project's publish time, or the end (UTC) of an open job's last day to apply. Undefined
     * when none is due. (The read cache keeps nothing past it: a scheduled item appears at its
     * time on every instance, each asking this of the shared database.)
     */
    nextScheduledChange: async (now = new Date()): Promise<number | undefined> => {
      const after = sql`${now.toISOString()}::timestamptz`;
      const [[article], [job], [scheduledJob], [project]] = await Promise.all([
        db
          .select({ at: min(newsArticles.published_at) })
          .from(newsArticles)
          .where(
            and(eq(newsArticles.publication, 'published'), gt(newsArticles.published_at, after)),
          ),
        db
          .select({ deadline: min(jobs.application_deadline) })
          .from(jobs)
          .where(and(openToVisitors(now), gte(jobs.application_deadline, todayUtc(now)))),
        db
          .select({ at: min(jobs.publish_at) })
          .from(jobs)
          .where(and(eq(jobs.publication, 'published'), gt(jobs.publish_at, after))),
        db
          .select({ at: min(projects.publish_at) })
          .from(projects)
          .where(and(eq(projects.publication, 'published'), gt(projects.publish_at, after))),
      ]);
      const moments = [
        article?.at ? new Date(article.at).getTime() : undefined,
        job?.deadline ? Date.parse(`${job.deadline}T00:00:00Z`) + DAY_MS : undefined,
        scheduledJob?.at ? new Date(scheduledJob.at).getTime() : undefined,
        project?.at ? new Date(project.at).getTime() : undefined,
      ].filter((moment): moment is number => moment !== undefined);
      return moments.length ? Math.min(...moments) : undefined;
    },
  };
}
