import { ChevronDownIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';
import {
  SELECT_TRIGGER,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from './select';

export type OptionSelectProps<Value extends string> = Omit<
  React.ComponentProps<typeof SelectTrigger>,
  'value' | 'onChange'
> & {
  value: Value;
  onValueChange: (value: Value) => void;
  options: readonly { value: Value; label: React.ReactNode }[];
  disabled?: boolean;
  /**
   * Show a plain stand-in until the select is first focused or pressed. A closed select still
   * builds its options, which is what costs the most when a list shows a select per row.
   */
  deferred?: boolean;
};

/** A select of fixed options outside a form (a filter, a status); the trigger names it. */
export function OptionSelect<Value extends string>({
  value,
  onValueChange,
  options,
  disabled,
  deferred = false,
  ...trigger
}: OptionSelectProps<Value>) {
  const [used, setUsed] = React.useState(!deferred);
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const focusOnUse = React.useRef(false);

  React.useEffect(() => {
    if (used && focusOnUse.current) {
      focusOnUse.current = false;
      triggerRef.current?.focus();
    }
  }, [used]);

  if (!used) {
    const { className, ...rest } = trigger;
    return (
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        disabled={disabled}
        {...rest}
        className={cn(SELECT_TRIGGER, className)}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
          setUsed(true);
        }}
        onFocus={() => {
          focusOnUse.current = true;
          setUsed(true);
        }}
      >
        <span>{options.find((option) => option.value === value)?.label}</span>
        <ChevronDownIcon className="size-4 opacity-60" aria-hidden />
      </button>
    );
  }

  return (
    <Select
      value={value}
      onValueChange={(next) => onValueChange(next as Value)}
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
    >
      <SelectTrigger ref={triggerRef} {...trigger}>
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

/** A list's filter or order: its label shown beside the select, read out as its name. */
export function LabelledSelect<Value extends string>({
  label,
  ...select
}: OptionSelectProps<Value> & { label: string }) {
  const id = React.useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="font-normal whitespace-nowrap text-muted-foreground">
        {label}
      </Label>
      <OptionSelect id={id} {...select} />
    </div>
  );
}
