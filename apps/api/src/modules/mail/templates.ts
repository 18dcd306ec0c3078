import { and, eq } from 'drizzle-orm';
import {
  fillPlaceholders,
  MAIL_TEMPLATE_STATUSES,
  type MailTemplate,
  type MailTemplateInput,
  type MailTemplateStatus,
  templateParagraphs,
} from '@app/contracts';
import { COMPANY, isLanguage, type Language, LANGUAGES } from '@app/contracts/site';
import type { Db } from '../../db/client.js';
import { jobApplications, jobs, mailTemplates } from '../../db/schema.js';
import { iso } from '../../lib/dates.js';
import { localize } from '../../lib/translations.js';
import { type MailContent, render } from './messages.js';
import { queueMail } from './outbox.js';

type Text = { subject: string; body: string };

const EN_CLOSING = `Kind regards,\nThe ${COMPANY.name} team`;
const DE_CLOSING = `Mit freundlichen Grüßen\nIhr Team von ${COMPANY.name}`;
const AZ_CLOSING = `Hörmətlə,\n${COMPANY.name} komandası`;

/** The built-in texts, used while admins have not saved their own for a status and language. */
const DEFAULTS: Record<MailTemplateStatus, Record<Language, Text>> = {
  reviewing: {
    en: {
      subject: 'We are reviewing your application: {job_title}',
      body: `Dear {name},\n\nThank you for applying for the position “{job_title}”. We are now looking at your application in detail.\n\nWe will let you know how things stand as soon as we can. You do not need to reply to this e-mail.\n\n${EN_CLOSING}`,
    },
    de: {
      subject: 'Wir prüfen Ihre Bewerbung: {job_title}',
      body: `Guten Tag {name},\n\nvielen Dank für Ihre Bewerbung auf die Stelle „{job_title}“. Wir sehen uns Ihre Unterlagen jetzt im Einzelnen an.\n\nSobald wir mehr sagen können, melden wir uns bei Ihnen. Auf diese E-Mail müssen Sie nicht antworten.\n\n${DE_CLOSING}`,
    },
    az: {
      subject: 'Müraciətiniz nəzərdən keçirilir: {job_title}',
      body: `Hörmətli {name},\n\n«{job_title}» vəzifəsinə müraciət etdiyiniz üçün təşəkkür edirik. Hazırda müraciətinizi ətraflı nəzərdən keçiririk.\n\nNəticə bəlli olan kimi sizə xəbər verəcəyik. Bu məktuba cavab yazmağınıza ehtiyac yoxdur.\n\n${AZ_CLOSING}`,
    },
  },
  accepted: {
    en: {
      subject: 'Good news about your application: {job_title}',
      body: `Dear {name},\n\nWe are pleased to let you know that we would like to move forward with your application for the position “{job_title}”.\n\nSomeone from our team will contact you shortly to agree on the next steps with you.\n\n${EN_CLOSING}`,
    },
    de: {
      subject: 'Gute Nachrichten zu Ihrer Bewerbung: {job_title}',
      body: `Guten Tag {name},\n\nwir freuen uns, Ihnen mitzuteilen, dass wir Ihre Bewerbung auf die Stelle „{job_title}“ gern weiterverfolgen möchten.\n\nJemand aus unserem Team meldet sich in Kürze bei Ihnen, um die nächsten Schritte mit Ihnen abzustimmen.\n\n${DE_CLOSING}`,
    },
    az: {
      subject: 'Müraciətinizlə bağlı xoş xəbər: {job_title}',
      body: `Hörmətli {name},\n\nSizə bildirməkdən məmnunuq ki, «{job_title}» vəzifəsinə müraciətinizlə bağlı növbəti mərhələyə keçmək istəyirik.\n\nKomandamızdan bir əməkdaş növbəti addımları razılaşdırmaq üçün tezliklə sizinlə əlaqə saxlayacaq.\n\n${AZ_CLOSING}`,
    },
  },
  rejected: {
    en: {
      subject: 'Your application: {job_title}',
      body: `Dear {name},\n\nThank you for your interest in ${COMPANY.name} and for the time you put into your application for the position “{job_title}”.\n\nAfter careful consideration, we have decided not to take your application further this time. It was not an easy decision, as we received many strong applications.\n\nWe wish you every success and would be glad to hear from you again in the future.\n\n${EN_CLOSING}`,
    },
    de: {
      subject: 'Ihre Bewerbung: {job_title}',
      body: `Guten Tag {name},\n\nvielen Dank für Ihr Interesse an ${COMPANY.name} und für die Zeit, die Sie in Ihre Bewerbung auf die Stelle „{job_title}“ gesteckt haben.\n\nNach sorgfältiger Prüfung haben wir uns entschieden, Ihre Bewerbung diesmal nicht weiterzuverfolgen. Bei vielen guten Bewerbungen ist uns diese Entscheidung nicht leichtgefallen.\n\nFür Ihren weiteren Weg wünschen wir Ihnen alles Gute und freuen uns, wenn wir künftig wieder von Ihnen hören.\n\n${DE_CLOSING}`,
    },
    az: {
      subject: 'Müraciətiniz: {job_title}',
      body: `Hörmətli {name},\n\n${COMPANY.name} şirkətinə göstərdiyiniz maraq və «{job_title}» vəzifəsinə müraciətinizə ayırdığınız vaxt üçün təşəkkür edirik.\n\nDiqqətlə nəzərdən keçirdikdən sonra bu dəfə müraciətinizlə davam etməmək qərarına gəldik. Çoxlu güclü müraciət aldığımız üçün bu qərar bizə asan olmadı.\n\nSizə uğurlar arzulayırıq və gələcəkdə yenidən sizdən xəbər almağa şad olarıq.\n\n${AZ_CLOSING}`,
    },
  },
};

export const defaultTemplate = (status: MailTemplateStatus, language: Language): Text =>
  DEFAULTS[status][language];

type TemplateRow = typeof mailTemplates.$inferSelect;
const where = (status: MailTemplateStatus, language: Language) =>
  and(eq(mailTemplates.status, status), eq(mailTemplates.language, language));
const keyOf = (status: string, language: string) => `${status}/${language}`;

function toTemplate(
  status: MailTemplateStatus,
  language: Language,
  row: TemplateRow | undefined,
): MailTemplate {
  return row
    ? {
        status,
        language,
        subject: row.subject,
        body: row.body,
        is_default: false,
        updated_at: iso(row.updated_at),
      }
    : {
        status,
        language,
        ...defaultTemplate(status, language),
        is_default: true,
        updated_at: null,
      };
}

/** Line breaks as LF, as a form may send CRLF. */
const lf = (value: string) => value.replace(/\r\n?/g, '\n');

/** The status e-mail templates: a saved row per status and language, else the built-in text. */
export function mailTemplatesRepository(db: Db) {
  const get = async (status: MailTemplateStatus, language: Language) => {
    const [row] = await db.select().from(mailTemplates).where(where(status, language));
    return toTemplate(status, language, row);
  };
  return {
    get,

    /** Every status in every language, in the order of the statuses, then the languages. */
    list: async () => {
      const rows = new Map(
        (await db.select().from(mailTemplates)).map((row) => [
          keyOf(row.status, row.language),
          row,
        ]),
      );
      return MAIL_TEMPLATE_STATUSES.flatMap((status) =>
        LANGUAGES.map((language) =>
          toTemplate(status, language, rows.get(keyOf(status, language))),
        ),
      );
    },

    save: async (
      status: MailTemplateStatus,
      language: Language,
      input: MailTemplateInput,
      userId: number,
    ) => {
      const values = {
        subject: input.subject,
        body: lf(input.body),
        updated_by: userId,
        updated_at: new Date(),
      };
      const [row] = await db
        .insert(mailTemplates)
        .values({ status, language, ...values })
        .onConflictDoUpdate({ target: [mailTemplates.status, mailTemplates.language], set: values })
        .returning();
      return toTemplate(status, language, row);
    },

    /** Drops the saved text: the built-in one is used again. */
    reset: async (status: MailTemplateStatus, language: Language) => {
      await db.delete(mailTemplates).where(where(status, language));
      return toTemplate(status, language, undefined);
    },
  };
}

/** The template filled in and rendered: paragraphs at blank lines, line breaks kept. */
export function renderTemplate(
  template: Text,
  values: { name: string; job_title: string },
): MailContent {
  return render({
    subject: fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim(),
    paragraphs: templateParagraphs(fillPlaceholders(template.body, values)),
  });
}

export type StatusEmail = MailContent & { recipient: string; language: Language };

/**
 * The e-mail telling an application's candidate of a status, in the language they applied in,
 * with the job's title in it; undefined when there is no such application.
 */
export async function statusEmail(
  db: Db,
  applicationId: number,
  status: MailTemplateStatus,
): Promise<StatusEmail | undefined> {
  const [found] = await db
    .select({
      email: jobApplications.email,
      first_name: jobApplications.first_name,
      last_name: jobApplications.last_name,
      language: jobApplications.language,
      job: { title: jobs.title, translations: jobs.translations },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
    .where(eq(jobApplications.id, applicationId));
  if (!found) return undefined;
  const language = isLanguage(found.language) ? found.language : 'en';
  const template = await mailTemplatesRepository(db).get(status, language);
  const content = renderTemplate(template, {
    name: `${found.first_name} ${found.last_name}`.trim(),
    job_title: localize(found.job, ['title'], { language }).title,
  });
  return { ...content, recipient: found.email, language };
}

/**
 * Puts the status e-mail into the outbox, in the transaction of the status change (due at
 * `dueAt` when given); answers the outbox row's id.
 */
export async function enqueueStatusEmail(
  tx: Db,
  applicationId: number,
  status: MailTemplateStatus,
  options: { dueAt?: Date } = {},
): Promise<number | undefined> {
  const mail = await statusEmail(tx, applicationId, status);
  if (!mail) return undefined;
  const { recipient, subject, html, text } = mail;
  const [id] = await queueMail(
    tx,
    [{ kind: 'application-status', recipient, subject, html, text, application_id: applicationId }],
    options,
  );
  return id;
}
