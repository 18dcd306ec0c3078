import { eq } from 'drizzle-orm';
import { isLanguage } from '@app/contracts/site';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { localize } from '../../lib/translations.js';
import { applicationAcknowledgement, applicationNotice, contactNotice } from './messages.js';
import {
  ADMIN_ROLES,
  enqueueMail,
  RECRUITING_ROLES,
  STAFF_LANGUAGE,
  staffAddresses,
} from './outbox.js';
import { noticesInDigest } from './settings.js';

/** The back office's page of a job's applicants. */
export const applicantsLink = (siteUrl: string, jobId: number) =>
  `${siteUrl}/manager/${jobId}/applicants`;

/** The back office's page of a contact message or chat lead (the inbox). */
export const inboxLink = (siteUrl: string, messageId: number) =>
  `${siteUrl}/manager/inbox/${messageId}`;

/** Who is told of a job's applications: its own notice address, else the enabled recruiters and admins. */
export const applicationRecipients = async (db: Db, notifyEmail: string | null) =>
  notifyEmail ? [notifyEmail] : staffAddresses(db, RECRUITING_ROLES);

/**
 * A new application's e-mail, into the outbox in the application's transaction, tied to it:
 * the acknowledgement to the candidate in their page's language, and (unless the staff's
 * notices wait for the daily digest) a notice with a link to the job's applicants under
 * `siteUrl`, to the job's notice address or else to the enabled recruiters and admins.
 */
export async function enqueueApplicationMail(
  tx: Db,
  siteUrl: string,
  application: {
    id: number;
    job_id: number;
    first_name: string;
    last_name: string;
    email: string;
    language: string;
  },
) {
  const [job] = await tx
    .select({ title: jobs.title, translations: jobs.translations, notify_email: jobs.notify_email })
    .from(jobs)
    .where(eq(jobs.id, application.job_id));
  if (!job) return;
  const language = isLanguage(application.language) ? application.language : 'en';
  const name = `${application.first_name} ${application.last_name}`.trim();
  const acknowledgement = applicationAcknowledgement(language, {
    name,
    jobTitle: localize(job, ['title'], { language }).title,
  });
  const recipients = (await noticesInDigest(tx))
    ? []
    : await applicationRecipients(tx, job.notify_email);
  const notice = applicationNotice(STAFF_LANGUAGE, {
    name,
    email: application.email,
    jobTitle: job.title,
    link: applicantsLink(siteUrl, application.job_id),
  });
  const about = { application_id: application.id };
  await enqueueMail(tx, [
    {
      kind: 'application-acknowledgement',
      recipient: application.email,
      ...acknowledgement,
      ...about,
    },
    ...recipients.map((recipient) => ({
      kind: 'application-notice',
      recipient,
      ...notice,
      ...about,
    })),
  ]);
}

/**
 * A notice to the enabled admins of a contact message or a chat lead (one with a chat
 * session), tied to it, with a link to it in the inbox; none while the notices wait for the
 * daily digest.
 */
export async function enqueueContactNotice(
  tx: Db,
  siteUrl: string,
  message: {
    id: number;
    name: string;
    email: string;
    message: string;
    chat_session_id?: string | null;
  },
) {
  if (await noticesInDigest(tx)) return;
  const fromChat = Boolean(message.chat_session_id);
  const notice = contactNotice(STAFF_LANGUAGE, {
    name: message.name,
    email: message.email,
    message: message.message,
    fromChat,
    link: inboxLink(siteUrl, message.id),
  });
  await enqueueMail(
    tx,
    (await staffAddresses(tx, ADMIN_ROLES)).map((recipient) => ({
      kind: fromChat ? 'chat-lead-notice' : 'contact-notice',
      recipient,
      ...notice,
      contact_message_id: message.id,
    })),
  );
}
