import { Eye, EyeOff } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Input } from './input';

/** A password field with a button that shows and hides what was typed. */
export function PasswordInput({
  toggleLabel,
  className,
  ...props
}: Omit<React.ComponentProps<typeof Input>, 'type'> & {
  /** The toggle's name ("Show password"); its pressed state says whether it is shown. */
  toggleLabel: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input type={shown ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute inset-y-0 right-0 h-full text-muted-foreground hover:bg-transparent hover:text-foreground"
        aria-label={toggleLabel}
        aria-pressed={shown}
        aria-controls={props.id}
        disabled={props.disabled}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Button>
    </div>
  );
}
