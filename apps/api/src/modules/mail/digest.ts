import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { MailSettingsInput } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { contactMessages, jobApplications, jobs } from '../../db/schema.js';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.js';
import { type DigestItems, staffDigest } from './messages.js';
import { applicantsLink, applicationRecipients, inboxLink } from './notices.js';
import { ADMIN_ROLES, enqueueMail, STAFF_LANGUAGE, staffAddresses } from './outbox.js';
import { claimDigest, readMailSettings, saveMailSettings } from './settings.js';

const HOUR_MS = 3_600_000;
/** How often the digest job looks whether today's digest is due. */
export const DIGEST_INTERVAL_MS = 5 * 60_000;

/** The latest digest time at or before `now`: today at `hour` UTC, else yesterday's. */
export function digestSlot(now: Date, hour: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  return new Date(today <= now.getTime() ? today : today - 24 * HOUR_MS);
}

/**
 * The daily digest, when the staff's notices wait for it and today's is due: one message per
 * staff member (or job notice address) listing the applications, contact messages and chat
 * leads that came in since the last digest, with links into the back office under `siteUrl`.
 * The run is claimed in the same transaction as the messages are put in the outbox, so one
 * digest goes out a day however many instances try, and none when nothing came in. Answers how
 * many digests were enqueued.
 */
export async function enqueueDigest(db: Db, siteUrl: string, now = new Date()) {
  const settings = await readMailSettings(db);
  if (settings.staff_notices !== 'digest') return 0;
  return db.transaction(async (tx) => {
    const since = await claimDigest(tx, digestSlot(now, settings.digest_hour), now);
    return since ? enqueueDigestSince(tx, siteUrl, since, now) : 0;
  });
}

/**
 * Saves the staff's notice settings. Going back from the digest to one e-mail each, what came
 * in since the last digest goes out at once as a last digest, so nothing goes unannounced.
 */
export function saveNoticeSettings(
  db: Db,
  input: MailSettingsInput,
  siteUrl: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await readMailSettings(tx);
    await saveMailSettings(tx, input, now);
    if (before.staff_notices === 'digest' && input.staff_notices === 'each') {
      // Claimed as a digest run is, so a digest made meanwhile is not made twice.
      const since = await claimDigest(tx, now, now);
      if (since) await enqueueDigestSince(tx, siteUrl, since, now);
    }
  });
}

/**
 * One digest per staff member (or job notice address) of what came in after `since` up to
 * `now`, into the outbox in the caller's transaction; answers how many.
 */
async function enqueueDigestSince(tx: Db, siteUrl: string, since: Date, now: Date) {
  const [applications, messages] = await Promise.all([
    tx
      .select({
        job_id: jobApplications.job_id,
        first_name: jobApplications.first_name,
        last_name: jobApplications.last_name,
        email: jobApplications.email,
        title: jobs.title,
        notify_email: jobs.notify_email,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
      .where(and(gt(jobApplications.applied_at, since), lte(jobApplications.applied_at, now)))
      .orderBy(asc(jobApplications.applied_at), asc(jobApplications.id)),
    tx
      .select()
      .from(contactMessages)
      .where(and(gt(contactMessages.created_at, since), lte(contactMessages.created_at, now)))
      .orderBy(asc(contactMessages.created_at), asc(contactMessages.id)),
  ]);
  // Each recipient's list, by address.
  const lists = new Map<string, DigestItems>();
  const listOf = (recipient: string) => {
    const key = recipient.toLowerCase();
    let list = lists.get(key);
    if (!list) lists.set(key, (list = { applications: [], messages: [], leads: [] }));
    return list;
  };
  const recruiters = new Map<string | null, string[]>();
  for (const application of applications) {
    const key = application.notify_email;
    if (!recruiters.has(key)) recruiters.set(key, await applicationRecipients(tx, key));
    for (const recipient of recruiters.get(key)!) {
      listOf(recipient).applications.push({
        name: `${application.first_name} ${application.last_name}`.trim(),
        email: application.email,
        jobTitle: application.title,
        link: applicantsLink(siteUrl, application.job_id),
      });
    }
  }
  const admins = messages.length > 0 ? await staffAddresses(tx, ADMIN_ROLES) : [];
  for (const message of messages) {
    const item = {
      name: message.name,
      email: message.email,
      link: inboxLink(siteUrl, message.id),
    };
    for (const admin of admins) {
      listOf(admin)[message.chat_session_id ? 'leads' : 'messages'].push(item);
    }
  }
  await enqueueMail(
    tx,
    [...lists].map(([recipient, items]) => ({
      kind: 'staff-digest',
      recipient,
      ...staffDigest(STAFF_LANGUAGE, { since, ...items }),
    })),
  );
  return lists.size;
}

/** Looks every 5 minutes whether today's digest is due, and enqueues it. */
export function startDigestJob({
  db,
  siteUrl,
  log,
  intervalMs = DIGEST_INTERVAL_MS,
}: {
  db: Db;
  siteUrl: string;
  log: {
    info(object: object, message: string): void;
    error(object: { err: unknown }, message: string): void;
  };
  intervalMs?: number;
}): PeriodicJob {
  return startPeriodicJob(
    'putting the daily digest together',
    async () => {
      const digests = await enqueueDigest(db, siteUrl);
      if (digests > 0) log.info({ digests }, 'Put the daily digest in the outbox');
    },
    { intervalMs, log },
  );
}
