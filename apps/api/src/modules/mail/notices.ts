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

/**
 * A new application's e-mail, into the outbox in the application's transaction: the
 * acknowledgement to the candidate in their page's language, and a notice to the enabled
 * recruiters and admins with a link to the job's applicants under `siteUrl`.
 */
export async function enqueueApplicationMail(
  tx: Db,
  siteUrl: string,
  application: {
    job_id: number;
    first_name: string;
    last_name: string;
    email: string;
    language: string;
  },
) {
  const [job] = await tx
    .select({ title: jobs.title, translations: jobs.translations })
    .from(jobs)
    .where(eq(jobs.id, application.job_id));
  if (!job) return;
  const language = isLanguage(application.language) ? application.language : 'en';
  const name = `${application.first_name} ${application.last_name}`.trim();
  const acknowledgement = applicationAcknowledgement(language, {
    name,
    jobTitle: localize(job, ['title'], { language }).title,
  });
  const notice = applicationNotice(STAFF_LANGUAGE, {
    name,
    email: application.email,
    jobTitle: job.title,
    link: `${siteUrl}/manager/${application.job_id}/applicants`,
  });
  await enqueueMail(tx, [
    { kind: 'application-acknowledgement', recipient: application.email, ...acknowledgement },
    ...(await staffAddresses(tx, RECRUITING_ROLES)).map((recipient) => ({
      kind: 'application-notice',
      recipient,
      ...notice,
    })),
  ]);
}

/** A notice to the enabled admins of a contact message or a chat lead (one with a chat session). */
export async function enqueueContactNotice(
  tx: Db,
  siteUrl: string,
  message: { name: string; email: string; message: string; chat_session_id?: string | null },
) {
  const fromChat = Boolean(message.chat_session_id);
  const notice = contactNotice(STAFF_LANGUAGE, {
    name: message.name,
    email: message.email,
    message: message.message,
    fromChat,
    // The chat leads' screen; contact messages have none yet, the dashboard lists them.
    link: `${siteUrl}/manager/${fromChat ? 'chats' : 'dashboard'}`,
  });
  await enqueueMail(
    tx,
    (await staffAddresses(tx, ADMIN_ROLES)).map((recipient) => ({
      kind: fromChat ? 'chat-lead-notice' : 'contact-notice',
      recipient,
      ...notice,
    })),
  );
}
