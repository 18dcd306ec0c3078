import type * as React from 'react';
import { useEffect, useId } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { fieldErrorText, loadFormErrorTexts } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { Label } from './label';

/**
 * A labelled form control with its hint and error. The control gets `id` and `errorAria(id, …)`
 * (`useFormFields` gives both to a react-hook-form form's controls).
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  optional,
  className,
  labelClassName,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  /** Marks the label with an asterisk. */
  required?: boolean;
  /** The word for "optional", shown in brackets after the label. */
  optional?: string;
  className?: string;
  labelClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
        {optional && <span className="font-normal text-muted-foreground">({optional})</span>}
      </Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A control's ARIA state for its Field: invalid, and described by the Field's error. */
export const errorAria = (id: string, invalid: boolean) => ({
  'aria-invalid': invalid || undefined,
  'aria-describedby': invalid ? `${id}-error` : undefined,
});

/**
 * The wiring of a react-hook-form form's fields, ids made from one prefix: `field(name)` gives a
 * Field its id and its error in the reader's language, `aria(name)` gives a control its id and
 * ARIA state, and `control(name)` adds the registration (and `disabled`, while the form is busy).
 * Mounting it fetches the error texts.
 */
export function useFormFields<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  { disabled }: { disabled?: boolean } = {},
) {
  const { t } = useTranslation();
  const prefix = useId();
  const errors: Record<string, unknown> = form.formState.errors;
  // The forms' fields are top-level; a list's entries have their errors under its name.
  const errorOf = (name: FieldPath<Values>) => errors[name];
  useEffect(() => void loadFormErrorTexts(), []);

  const id = (name: FieldPath<Values>) => `${prefix}-${name}`;
  const aria = (name: FieldPath<Values>) => ({
    id: id(name),
    ...errorAria(id(name), Boolean(errorOf(name))),
  });
  return {
    id,
    disabled,
    aria,
    field: (name: FieldPath<Values>) => ({
      id: id(name),
      error: fieldErrorText(t, errorOf(name)),
    }),
    control: (name: FieldPath<Values>) => ({ ...aria(name), disabled, ...form.register(name) }),
  };
}
