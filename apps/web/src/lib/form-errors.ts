import type { z } from 'zod';
import { loadTexts, type TFunction } from '@/i18n';

/**
 * What the translator reads of a validation issue: the zod code and its parameters, never its
 * English message. `rule` is the stable name a contract gives a custom rule (`params.key`).
 */
export type FormIssue = {
  code: string;
  origin?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  expected?: string;
  rule?: string;
  /** Nothing was typed (the issue's input is blank): it reads as "required". */
  empty?: boolean;
  /** The issue is about one entry of a list (a tag, a technology). */
  item?: boolean;
};

const isBlank = (input: unknown) =>
  input === undefined ||
  input === null ||
  (typeof input === 'string' && input.trim() === '') ||
  (Array.isArray(input) && input.length === 0);

/** A zod issue as the translator reads it (parsed with `reportInput`, so blank fields are known). */
export function toFormIssue(issue: z.core.$ZodIssue): FormIssue {
  const params = issue.code === 'custom' ? issue.params : undefined;
  return {
    code: issue.code,
    origin: 'origin' in issue ? String(issue.origin) : undefined,
    minimum: 'minimum' in issue ? Number(issue.minimum) : undefined,
    maximum: 'maximum' in issue ? Number(issue.maximum) : undefined,
    format: 'format' in issue ? issue.format : undefined,
    expected: 'expected' in issue ? issue.expected : undefined,
    rule: typeof params?.key === 'string' ? params.key : undefined,
    empty: isBlank(issue.input),
    item: typeof issue.path.at(-1) === 'number',
  };
}

/** A form's values checked: what is sent, or the first issue of each field that failed. */
export type FormCheck<Output> =
  | { success: true; data: Output; issues?: undefined }
  | {
      success: false;
      data?: undefined;
      /** By the field's path: `title`, or `tags.2` for one entry of a list. */
      issues: Record<string, FormIssue>;
    };

/** Checks a form's values by a contract schema, so the form refuses exactly what the server would. */
export function checkForm<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): FormCheck<z.output<Schema>> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  const issues: Record<string, FormIssue> = Object.create(null);
  for (const issue of result.error.issues) issues[issue.path.join('.')] ??= toFormIssue(issue);
  return { success: false, issues };
}

const FORMATS = new Map([
  ['email', 'email'],
  ['url', 'url'],
  ['date', 'date'],
  ['datetime', 'dateTime'],
]);
const LISTS = new Set(['array', 'set']);

/** The issue in the reader's language (texts `formErrors.*`). */
export function issueText(t: TFunction, issue: FormIssue): string {
  const text = (key: string, values?: Record<string, unknown>) => t(`formErrors.${key}`, values);
  const { code, origin = '', minimum: min = 0, maximum: max = 0 } = issue;
  if (issue.empty && code !== 'custom') return text('required');
  switch (code) {
    case 'too_small':
      if (origin === 'number') return text('numberTooSmall', { min });
      if (LISTS.has(origin)) return text('tooFew', { count: min });
      return min <= 1 ? text('required') : text('tooShort', { min });
    case 'too_big':
      if (origin === 'number') return text('numberTooBig', { max });
      if (LISTS.has(origin)) return text('tooMany', { count: max });
      return text(issue.item ? 'itemTooLong' : 'tooLong', { max });
    case 'invalid_format':
      return text(FORMATS.get(issue.format ?? '') ?? 'invalid');
    case 'invalid_type':
      if (issue.expected === 'int') return text('wholeNumber');
      return text(issue.expected === 'number' ? 'number' : 'invalid');
    case 'invalid_value':
      return text('choice');
    case 'custom':
      return issue.rule
        ? t(`formErrors.rules.${issue.rule}`, { defaultValue: text('invalid') })
        : text('invalid');
    default:
      return text('invalid');
  }
}

/** Each field's issue (as `checkForm` gives them) in the reader's language, by its path. */
export function issueTexts(
  t: TFunction,
  issues: Partial<Record<string, FormIssue>> = {},
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [path, issue] of Object.entries(issues)) if (issue) texts[path] = issueText(t, issue);
  return texts;
}

/**
 * The first issue of a field's error, which may be nested (a list's entry under its index). An
 * error set by other means than the resolver is read by its type alone.
 */
function firstIssue(error: unknown): FormIssue | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('issue' in error) return error.issue as FormIssue;
  if ('type' in error) return { code: String(error.type) };
  for (const inner of Object.values(error)) {
    const found = firstIssue(inner);
    if (found) return found;
  }
  return undefined;
}

/** A field's error as `schemaResolver` gives it, in the reader's language. */
export const fieldErrorText = (t: TFunction, error: unknown): string | undefined => {
  const issue = firstIssue(error);
  return issue && issueText(t, issue);
};

/** Fetches the error texts (a chunk of their own) ahead of the first check of a form. */
export const loadFormErrorTexts = () => loadTexts(['formErrors']);
