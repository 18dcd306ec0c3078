import type * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { CheckboxCard } from './checkbox';
import { DateInput, DateTimeInput } from './date-input';
import { OptionSelect } from './option-select';

/** A form's select of fixed options; the trigger takes the field's id and ARIA state. */
export function FormSelect<Values extends FieldValues, Output>({
  control,
  name,
  options,
  disabled,
  ...trigger
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
} & Omit<React.ComponentProps<typeof OptionSelect>, 'value' | 'onValueChange' | 'options'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionSelect
          value={field.value}
          onValueChange={field.onChange}
          options={options}
          disabled={disabled}
          ref={field.ref}
          onBlur={field.onBlur}
          {...trigger}
        />
      )}
    />
  );
}

/**
 * A form's calendar day (`YYYY-MM-DD`), typed in the interface language's pattern; `withTime`,
 * a moment (`YYYY-MM-DDTHH:MM`, local): the day and a 24-hour `HH:MM` time.
 */
export function FormDateInput<Values extends FieldValues, Output>({
  control,
  name,
  withTime = false,
  ...input
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  withTime?: boolean;
} & Omit<React.ComponentProps<typeof DateInput>, 'value' | 'onChange' | 'name'>) {
  const Field = withTime ? DateTimeInput : DateInput;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field
          {...input}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

/** A form's yes/no setting (a record's visibility): a checkbox with its label and hint, boxed. */
export function FormCheckbox<Values extends FieldValues, Output>({
  control,
  name,
  id,
  label,
  hint,
  disabled,
  className,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  hint: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxCard
          id={id}
          label={label}
          hint={hint}
          checked={field.value !== false}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={disabled}
          className={cn('bg-muted/40', className)}
        />
      )}
    />
  );
}
