import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

/**
 * A button that cannot be used, with a tooltip saying why. It stays focusable (aria-disabled
 * rather than disabled) so that keyboard and screen-reader users reach the explanation too.
 */
export function UnavailableAction({
  children,
  reason,
  className,
  variant,
}: {
  children: React.ReactNode;
  reason: string;
  className?: string;
  variant?: React.ComponentProps<typeof Button>['variant'];
}) {
  return (
    <Tooltip content={reason}>
      <Button
        type="button"
        size="lg"
        variant={variant}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        className={cn('cursor-not-allowed opacity-60 hover:opacity-60', className)}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
