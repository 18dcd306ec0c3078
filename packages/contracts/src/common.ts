import { z } from 'zod';
import { htmlToText } from './html-text.js';

/** The one error shape of the API (SPEC §8): every 4xx and 5xx answers `{ detail }`. */
export const ErrorSchema = z.object({ detail: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

/** An id in a path: a whole number from 1 written in digits (not `0x10`, `1e0` or `007`). */
export const IdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Expected an id: a whole number from 1, in digits')
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));
export const IdParamsSchema = z.object({ id: IdSchema });

/** Forms send '' for a field left empty: read it as "not given". */
const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A field that may be left out, null or empty ('' is read as null). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToNull, schema.nullable().optional());

/**
 * Plain wording for a person filling in a form ("Required"), in place of zod's own ("Too small:
 * expected string to have >=1 characters"). The text helpers take it as their `messages`.
 */
export const FORM_MESSAGES = {
  required: 'Required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
};
export type FieldMessages = typeof FORM_MESSAGES;

export const requiredText = (max: number, messages?: FieldMessages) =>
  z
    .string(messages && { error: messages.required })
    .trim()
    .min(1, messages?.required)
    .max(max, messages?.tooLong(max));

export const optionalText = (max: number, messages?: FieldMessages) =>
  optional(z.string().trim().max(max, messages?.tooLong(max)));

/** Rich text (the editor's HTML) with nothing to read nor any picture: '' (left empty). */
const blankRichTextToEmpty = (value: unknown) =>
  typeof value === 'string' && htmlToText(value).trim() === '' && !/<img\b/i.test(value)
    ? ''
    : value;

/**
 * Rich text (the editor's HTML, sanitised by the server): its text counts, not its markup, up
 * to `max` characters; the markup may take four times as much again.
 */
const richTextOf = (max: number) =>
  z
    .string()
    .trim()
    .max(max * 5)
    .superRefine((html, ctx) => {
      const length = htmlToText(html).replace(/\s+/g, ' ').trim().length;
      if (length > max) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: html,
        });
      }
    });

/** Rich text that must have something to read (or a picture); empty paragraphs are empty. */
export const requiredRichText = (max: number) =>
  z.preprocess(blankRichTextToEmpty, richTextOf(max).min(1));

/** Rich text that may be left out, null or empty (empty paragraphs too). */
export const optionalRichText = (max: number) =>
  z.preprocess(blankRichTextToEmpty, optional(richTextOf(max)));

/**
 * A whole number from `min` to `max`, also when it arrives as text ('3': a query string, a
 * form field). A missing one reads "Required", one that is not a whole number `invalid`, and
 * one out of range `outOfRange` (zod's own wording when not given).
 */
export const wholeNumber = (
  min: number,
  max: number,
  {
    invalid = 'Expected a whole number',
    outOfRange,
  }: { invalid?: string; outOfRange?: string } = {},
) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.code !== 'invalid_type'
            ? undefined
            : issue.input === undefined
              ? 'Required'
              : invalid,
      })
      .int()
      .min(min, outOfRange)
      .max(max, outOfRange),
  );

/**
 * `?page=2&per_page=20`: a page of a list, of at most 100 items; the first page when not asked.
 * Each list says what `per_page` is when not given, or asks for it.
 */
export const PageQuerySchema = z.object({
  page: wholeNumber(1, 100_000).default(1),
  per_page: wholeNumber(1, 100).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** An absolute http(s) address. */
export function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute http(s) address, or a path on this site (`/media/...`). */
export const LinkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value),
    // `params.key` names the rule for clients, which translate it without reading the message.
    { message: 'Must be an http(s) URL or a path starting with /', params: { key: 'link' } },
  );

export const optionalLink = () => optional(LinkSchema);

export const EmailSchema = z.string().trim().max(254).pipe(z.email());
export const optionalEmail = () => optional(EmailSchema);

/** A calendar date `YYYY-MM-DD`. */
export const DateSchema = z.iso.date();
export const optionalDate = () => optional(DateSchema);

export const TimestampSchema = z.string();

export const CONSENT_REQUIRED =
  'Consent is required: agree to the processing of your data as described in the privacy policy';
/**
 * The visitor's agreement to the processing of their data per the privacy policy (a form's
 * required checkbox): only `true` passes. `params.key` names the rule for the forms' texts.
 */
export const ConsentSchema = z
  .boolean({ error: CONSENT_REQUIRED })
  .refine((value) => value, { message: CONSENT_REQUIRED, params: { key: 'consent' } });

export const OkSchema = z.object({ detail: z.string() });
