import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { checkForm, type FormIssue } from './form-errors';

/** A field's error as the resolver gives it: zod's code as `type`, its issue for the translator. */
type IssueFieldError = FieldError & { issue: FormIssue };

/**
 * react-hook-form's check of a form by a contract schema (`checkForm`): each field's error keeps
 * its issue, which `fieldErrorText` puts in the reader's language. `prepare` turns the typed
 * values into the schema's input first (a comma-separated text into a list, say).
 */
export function schemaResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>>;
export function schemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  prepare: (values: Values) => z.input<Schema>,
): Resolver<Values, unknown, z.output<Schema>>;
export function schemaResolver(
  schema: z.ZodType,
  prepare = (values: FieldValues): unknown => values,
): Resolver<FieldValues, unknown, unknown> {
  return (values, _context, options) => {
    const result = checkForm(schema, prepare(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, IssueFieldError> = Object.create(null);
    for (const [path, issue] of Object.entries(result.issues)) {
      errors[path] = { type: issue.code, issue };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
