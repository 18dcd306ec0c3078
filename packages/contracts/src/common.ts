import { z } from 'zod';

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

export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max).nullable().optional());

/** An absolute http(s) address, or a path on this site (`/media/...`). */
export const LinkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => {
      if (value.startsWith('/') && !value.startsWith('//')) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'Must be an http(s) URL or a path starting with /' },
  );

export const optionalLink = () => z.preprocess(emptyToNull, LinkSchema.nullable().optional());

export const EmailSchema = z.string().trim().max(254).pipe(z.email());
export const optionalEmail = () => z.preprocess(emptyToNull, EmailSchema.nullable().optional());

/** A calendar date `YYYY-MM-DD`. */
export const DateSchema = z.iso.date();
export const optionalDate = () => z.preprocess(emptyToNull, DateSchema.nullable().optional());

export const TimestampSchema = z.string();

export const OkSchema = z.object({ detail: z.string() });
