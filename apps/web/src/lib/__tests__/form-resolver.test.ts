import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { fieldErrorText } from '../form-errors';
import { schemaResolver } from '../form-resolver';

const { t } = allTexts('en').get();

const ArticleSchema = z.object({
  title: z.string().trim().min(1).max(20),
  tags: z.array(z.string().max(5)).min(1),
});
type Typed = { title: string; tags: string };
/** The form types its tags as one comma-separated text. */
const resolver = schemaResolver(ArticleSchema, (values: Typed) => ({
  title: values.title,
  tags: values.tags.split(',').map((tag) => tag.trim()),
}));
const resolve = (values: Typed) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the forms' resolver", () => {
  it('checks the prepared values and answers what the schema makes of them', async () => {
    expect(await resolve({ title: ' Launch ', tags: 'ai, cloud' })).toEqual({
      values: { title: 'Launch', tags: ['ai', 'cloud'] },
      errors: {},
    });
  });

  it("gives each field's error its code and issue, a list's entry nested under its index", async () => {
    const { errors } = await resolve({ title: '', tags: 'ai, too-long' });
    expect(errors.title).toMatchObject({ type: 'too_small', issue: { code: 'too_small' } });
    expect(fieldErrorText(t, errors.title)).toBe('This field is required.');
    expect(errors.tags).toEqual([undefined, expect.objectContaining({ type: 'too_big' })]);
    expect(fieldErrorText(t, errors.tags)).toBe('Each entry may have at most 5 characters.');
  });
});
