import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allTexts, resources } from '@/i18n/resources';
import { checkForm, fieldErrorText, type FormIssue, issueText } from '../form-errors';

const { t } = allTexts('en').get();

/** The first issue of the one field `value` is checked as. */
const issueOf = (schema: z.ZodType, value: unknown): FormIssue => {
  const checked = checkForm(z.object({ field: schema }), { field: value });
  if (checked.success) throw new Error('expected an issue');
  return Object.values(checked.issues)[0]!;
};
const textOf = (schema: z.ZodType, value: unknown) => issueText(t, issueOf(schema, value));

describe('checking a form by a contract schema', () => {
  const schema = z.object({
    title: z.string().trim().min(1).max(5),
    tags: z.array(z.string().max(3)).min(1),
  });

  it('answers the parsed values when they pass', () => {
    expect(checkForm(schema, { title: ' Hi ', tags: ['a'] })).toEqual({
      success: true,
      data: { title: 'Hi', tags: ['a'] },
    });
  });

  it("keeps each field's first issue, by its path, a list's entry under its index", () => {
    const checked = checkForm(schema, { title: 'Too long', tags: ['ok', 'long'] });
    expect(checked).toEqual({
      success: false,
      issues: {
        title: expect.objectContaining({ code: 'too_big', origin: 'string', maximum: 5 }),
        'tags.1': expect.objectContaining({ code: 'too_big', maximum: 3, item: true }),
      },
    });
  });

  it('marks an issue about a blank value as empty', () => {
    expect(issueOf(z.string().trim().min(1), '   ')).toMatchObject({ empty: true });
    expect(issueOf(z.array(z.string()).min(1), [])).toMatchObject({ empty: true });
    expect(issueOf(z.string().trim().min(3), 'ab')).toMatchObject({ empty: false });
  });
});

describe('the error translator', () => {
  it('reads a missing or blank value as required, whatever the rule it broke', () => {
    for (const [schema, value] of [
      [z.string().trim().min(1), ' '],
      [z.string().min(12), ''],
      [z.email(), ''],
      [z.number(), undefined],
      [z.array(z.string()).min(1), []],
    ] as const) {
      expect(textOf(schema, value)).toBe('This field is required.');
    }
  });

  it('gives lengths and counts from the parameters, not from the message', () => {
    expect(textOf(z.string().min(12, 'Zu kurz'), 'short')).toBe(
      'Please use at least 12 characters.',
    );
    expect(textOf(z.string().max(200, 'Zu lang'), 'x'.repeat(201))).toBe(
      'Please use at most 200 characters.',
    );
    expect(textOf(z.array(z.string().max(60)), ['ok', 'x'.repeat(61)])).toBe(
      'Each entry may have at most 60 characters.',
    );
    expect(textOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Please use at most one entry.');
    expect(textOf(z.array(z.string()).max(20), Array(21).fill('a'))).toBe(
      'Please use at most 20 entries.',
    );
    expect(textOf(z.array(z.string()).min(2), ['a'])).toBe('Please enter at least 2 entries.');
  });

  it('explains numbers, formats and choices', () => {
    expect(textOf(z.number().min(1), 0)).toBe('Please enter a number of at least 1.');
    expect(textOf(z.number().max(100), 101)).toBe('Please enter a number of at most 100.');
    expect(textOf(z.number(), 'abc')).toBe('Please enter a number.');
    expect(textOf(z.number().int(), 1.5)).toBe('Please enter a whole number.');
    expect(textOf(z.email(), 'mina@')).toBe('Please enter a valid email address.');
    expect(textOf(z.url(), 'nope')).toBe('Please enter a valid URL (http:// or https://).');
    expect(textOf(z.iso.date(), '2026-13-01')).toBe('Please enter a valid date.');
    expect(textOf(z.iso.datetime(), 'soon')).toBe('Please enter a valid date and time.');
    expect(textOf(z.enum(['a', 'b']), 'c')).toBe('Please choose one of the options.');
  });

  it("translates a contract's own rule by the key it names, and any other by a plain request", () => {
    const link = z.string().refine((value) => value.startsWith('/'), {
      message: 'Must be a path',
      params: { key: 'link' },
    });
    expect(textOf(link, 'x')).toBe(
      'Please enter a valid URL (http:// or https://) or a site path starting with /.',
    );
    const unknown = z.string().refine(() => false, { params: { key: 'noSuchRule' } });
    expect(textOf(unknown, 'x')).toBe('Please check this value.');
    expect(
      textOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('Please check this value.');
  });

  it('says the same in German and Azerbaijani, with every text in all three languages', () => {
    const keys = (texts: unknown, prefix = ''): string[] =>
      Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) =>
        typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
      );
    const english = keys(resources.en.formErrors).sort();
    expect(keys(resources.de.formErrors).sort()).toEqual(english);
    expect(keys(resources.az.formErrors).sort()).toEqual(english);

    const tooLong = issueOf(z.string().max(60), 'x'.repeat(61));
    expect(issueText(allTexts('de').get().t, tooLong)).toBe(
      'Bitte verwenden Sie höchstens 60 Zeichen.',
    );
    expect(issueText(allTexts('az').get().t, tooLong)).toBe(
      'Zəhmət olmasa, ən çoxu 60 simvol istifadə edin.',
    );
  });

  it("reads a field's error as the resolver gives it, nested under a list's index too", () => {
    const issue = issueOf(z.string().max(3), 'long');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
    expect(fieldErrorText(t, { type: 'too_big', issue })).toBe('Please use at most 3 characters.');
    expect(
      fieldErrorText(t, [undefined, { type: 'too_big', issue: { ...issue, item: true } }]),
    ).toBe('Each entry may have at most 3 characters.');
  });
});
