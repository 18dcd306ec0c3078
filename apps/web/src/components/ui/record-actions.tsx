import { LoaderCircle, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

type ActionButtonProps = React.ComponentProps<typeof Button>;

/** A record's Edit button in a back-office list. */
export function EditButton({ children, ...props }: ActionButtonProps) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <Pencil aria-hidden />
      {children}
    </Button>
  );
}

/** A record's Delete button in a back-office list; `pending` spins while its delete is sent. */
export function DeleteButton({
  pending = false,
  variant = 'ghost',
  className,
  disabled,
  children,
  ...props
}: ActionButtonProps & { pending?: boolean }) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', className)}
      disabled={disabled || pending}
      {...props}
    >
      {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
      {children}
    </Button>
  );
}

/** A record's Enable/Disable button: the icon shows what a click does; `pending` spins. */
export function PowerButton({
  active,
  pending = false,
  disabled,
  children,
  ...props
}: ActionButtonProps & { active: boolean; pending?: boolean }) {
  return (
    <Button variant="outline" size="sm" disabled={disabled || pending} {...props}>
      {pending ? (
        <LoaderCircle aria-hidden className="animate-spin" />
      ) : active ? (
        <PowerOff aria-hidden />
      ) : (
        <Power aria-hidden />
      )}
      {children}
    </Button>
  );
}
