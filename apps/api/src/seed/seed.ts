import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs, newsArticles, projects, teamMembers, testimonials } from '../db/schema.js';
import { buildDemoContent } from './demo-content.js';

/** Serialises concurrent first starts (several API instances on one PostgreSQL server). */
const SEED_LOCK_KEY = 7_305_112_026;

/**
 * Loads the demo content when the projects, news, team, jobs and testimonials tables are all
 * empty.
 * Everything is inserted in one transaction: either all of it or nothing.
 * Answers true when it loaded the content, false when it left the database untouched.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    for (const table of [projects, newsArticles, teamMembers, jobs, testimonials]) {
      const rows = await tx.select({ id: table.id }).from(table).limit(1);
      if (rows.length > 0) return false;
    }

    const content = buildDemoContent(new Date());
    await tx.insert(projects).values(content.projects);
    await tx.insert(newsArticles).values(content.news);
    await tx.insert(teamMembers).values(content.team);
    await tx.insert(jobs).values(content.jobs);
    await tx.insert(testimonials).values(content.testimonials);
    return true;
  });
}
