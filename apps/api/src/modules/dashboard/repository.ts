import { and, count, countDistinct, desc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, type Dashboard, type DayCount } from '@app/contracts';
import type { Db } from '../../db/client.js';
import {
  chatConversations,
  contactMessages,
  jobApplications,
  jobs,
  newsArticles,
} from '../../db/schema.js';
import { iso, todayUtc } from '../../lib/dates.js';
import { newestJobsFirst, openToVisitors } from '../jobs/repository.js';
import { publishedArticles } from '../news/repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment (UTC) of the oldest day the charts show. */
const chartStart = (now: Date) =>
  new Date(new Date(`${todayUtc(now)}T00:00:00Z`).getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);

/** Every day of the charts, oldest first, with the counts found (0 where there are none). */
function everyDay(now: Date, found: { day: string; count: number }[]): DayCount[] {
  const counts = new Map(found.map((row) => [row.day, Number(row.count)]));
  const start = chartStart(now).getTime();
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const day = todayUtc(new Date(start + index * DAY_MS));
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** A timestamp column's UTC day as `YYYY-MM-DD`. */
const utcDay = (column: typeof jobApplications.applied_at | typeof chatConversations.created_at) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const countIf = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(${jobApplications.id}) filter (where ${condition})`.mapWith(Number);

/** The dashboard's figures, one query set per area (DESIGN "Back office"). */
export function dashboardRepository(db: Db) {
  return {
    async jobs(now = new Date()): Promise<NonNullable<Dashboard['jobs']>> {
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const isNew = sql`${jobApplications.applied_at} > ${weekAgo}`;
      const isPending = sql`${jobApplications.status} = 'pending'`;
      const [totals] = await db
        .select({ new_this_week: countIf(isNew), waiting_review: countIf(isPending) })
        .from(jobApplications);
      const perJob = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          applications: count(jobApplications.id),
          new_this_week: countIf(isNew),
          pending: countIf(isPending),
          application_deadline: jobs.application_deadline,
        })
        .from(jobs)
        .leftJoin(jobApplications, eq(jobApplications.job_id, jobs.id))
        .where(openToVisitors(now))
        .groupBy(jobs.id)
        .orderBy(...newestJobsFirst());
      const day = utcDay(jobApplications.applied_at);
      const perDay = await db
        .select({ day, count: count() })
        .from(jobApplications)
        .where(gte(jobApplications.applied_at, chartStart(now)))
        .groupBy(day);
      return {
        new_this_week: totals?.new_this_week ?? 0,
        waiting_review: totals?.waiting_review ?? 0,
        per_job: perJob,
        applications_per_day: everyDay(now, perDay),
      };
    },

    async content(now = new Date()): Promise<NonNullable<Dashboard['content']>> {
      const [published] = await db
        .select({ n: count() })
        .from(newsArticles)
        .where(publishedArticles(now));
      // Published, their time still to come: drafts and archived articles are neither.
      const [scheduled] = await db
        .select({ n: count() })
        .from(newsArticles)
        .where(and(eq(newsArticles.publication, 'published'), gt(newsArticles.published_at, now)));
      const latest = await db
        .select({ id: newsArticles.id, title: newsArticles.title, at: newsArticles.published_at })
        .from(newsArticles)
        .where(publishedArticles(now))
        .orderBy(desc(newsArticles.published_at), desc(newsArticles.id))
        .limit(3);
      return {
        published: published?.n ?? 0,
        scheduled: scheduled?.n ?? 0,
        latest: latest.map(({ at, ...article }) => ({ ...article, published_at: iso(at) })),
      };
    },

    async chat(now = new Date()): Promise<NonNullable<Dashboard['chat']>> {
      const isNew = eq(contactMessages.status, 'new');
      const [messages] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(isNew, isNull(contactMessages.chat_session_id)));
      const [leads] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(isNew, isNotNull(contactMessages.chat_session_id)));
      const day = utcDay(chatConversations.created_at);
      const perDay = await db
        .select({ day, count: countDistinct(chatConversations.session_id) })
        .from(chatConversations)
        .where(gte(chatConversations.created_at, chartStart(now)))
        .groupBy(day);
      return {
        new_messages: messages?.n ?? 0,
        new_leads: leads?.n ?? 0,
        conversations_per_day: everyDay(now, perDay),
      };
    },
  };
}
