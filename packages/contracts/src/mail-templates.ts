import { z } from 'zod';
import { TimestampSchema } from './common.js';
import { LANGUAGES } from './site.js';

/** The statuses a candidate may be told of by e-mail (pending has none: it is where they start). */
export const MAIL_TEMPLATE_STATUSES = ['reviewing', 'accepted', 'rejected'] as const;
export const MailTemplateStatusSchema = z.enum(MAIL_TEMPLATE_STATUSES);
export type MailTemplateStatus = z.infer<typeof MailTemplateStatusSchema>;

export const MailTemplateLanguageSchema = z.enum(LANGUAGES);

/** What a template may contain in braces: the candidate's name and the job's title. */
export const MAIL_TEMPLATE_PLACEHOLDERS = ['name', 'job_title'] as const;
export type MailTemplatePlaceholder = (typeof MAIL_TEMPLATE_PLACEHOLDERS)[number];

export const MAIL_TEMPLATE_SUBJECT_MAX = 200;
export const MAIL_TEMPLATE_BODY_MAX = 5000;

const isPlaceholder = (name: string): name is MailTemplatePlaceholder =>
  (MAIL_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/** Every `{…}` of a text that is not one of the placeholders, as written (`{Name}`, `{salary}`). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)]
    .filter((match) => !isPlaceholder(match[1]!))
    .map((match) => match[0]);
}

/** The text with each placeholder replaced by its value (the values are not read for braces). */
export const fillPlaceholders = (
  text: string,
  values: Record<MailTemplatePlaceholder, string>,
): string =>
  text.replace(/\{(name|job_title)\}/g, (_all, key: MailTemplatePlaceholder) => values[key]);

/** A body's paragraphs, as the e-mail shows them: split at blank lines, line breaks kept. */
export const templateParagraphs = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

const PLACEHOLDER_LIST = MAIL_TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(' and ');

/** A subject or body: required, at most `max` characters, with the known placeholders only. */
const templateText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .superRefine((text, context) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `Unknown placeholder ${unknown.join(', ')}: only ${PLACEHOLDER_LIST} can be used`,
          params: { key: 'unknownPlaceholder' },
        });
      }
    });

/** PUT /mail-templates/{status}/{language}: the edited subject (one line) and body (plain text). */
export const MailTemplateInputSchema = z.object({
  subject: templateText(MAIL_TEMPLATE_SUBJECT_MAX).refine((subject) => !/[\r\n]/.test(subject), {
    message: 'The subject must be a single line',
    params: { key: 'singleLine' },
  }),
  body: templateText(MAIL_TEMPLATE_BODY_MAX),
});
export type MailTemplateInput = z.infer<typeof MailTemplateInputSchema>;

export const MailTemplateParamsSchema = z.object({
  status: MailTemplateStatusSchema,
  language: MailTemplateLanguageSchema,
});

/** A template as it is used: the edited one, or the built-in text (`is_default`). */
export const MailTemplateSchema = z.object({
  status: MailTemplateStatusSchema,
  language: MailTemplateLanguageSchema,
  subject: z.string(),
  body: z.string(),
  is_default: z.boolean(),
  /** When it was last saved (null for the built-in text). */
  updated_at: TimestampSchema.nullable(),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;

/** GET /mail-templates: every status in every language. */
export const MailTemplateListSchema = z.object({ templates: z.array(MailTemplateSchema) });
export type MailTemplateList = z.infer<typeof MailTemplateListSchema>;

/** GET /job-applications/{id}/status-email?status=…: the e-mail a status change would send. */
export const StatusEmailQuerySchema = z.object({ status: MailTemplateStatusSchema });

export const StatusEmailPreviewSchema = z.object({
  recipient: z.string(),
  language: MailTemplateLanguageSchema,
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type StatusEmailPreview = z.infer<typeof StatusEmailPreviewSchema>;
