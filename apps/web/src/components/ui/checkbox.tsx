import { CheckIcon } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer size-4 shrink-0 rounded-[4px] border shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        <CheckIcon className="size-3.5" aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** A yes/no choice: a checkbox with its label and the hint of what it means, boxed. */
export function CheckboxCard({
  id,
  label,
  hint,
  className,
  ...checkbox
}: {
  label: string;
  hint: string;
} & Omit<ComponentProps<typeof Checkbox>, 'children'>) {
  const ownId = useId();
  const boxId = id ?? ownId;
  return (
    <div className={cn('flex items-start gap-3 rounded-xl border p-4', className)}>
      <Checkbox id={boxId} aria-describedby={`${boxId}-hint`} className="mt-0.5" {...checkbox} />
      <div className="grid gap-1">
        <Label htmlFor={boxId}>{label}</Label>
        <p id={`${boxId}-hint`} className="text-xs wrap-anywhere text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
