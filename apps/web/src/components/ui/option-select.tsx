import type * as React from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

type OptionSelectProps<Value extends string> = Omit<
  React.ComponentProps<typeof SelectTrigger>,
  'value' | 'onChange'
> & {
  value: Value;
  onValueChange: (value: Value) => void;
  options: readonly { value: Value; label: React.ReactNode }[];
  disabled?: boolean;
};

/** A select of fixed options outside a form (a filter, a status); the trigger names it. */
export function OptionSelect<Value extends string>({
  value,
  onValueChange,
  options,
  disabled,
  ...trigger
}: OptionSelectProps<Value>) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onValueChange(next as Value)}
      disabled={disabled}
    >
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
