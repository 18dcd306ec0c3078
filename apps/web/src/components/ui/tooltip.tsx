import * as React from 'react';
import { cn } from '@/lib/utils';

/** SPEC §9: tooltips open after 700 ms, with a 300 ms skip window after one closes. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_MS = 300;

/** When the last tooltip closed: within the skip window the next one opens at once. */
let lastClosedAt = -Infinity;

/**
 * A short text shown under its trigger while the pointer rests on it or it has the keyboard
 * focus; Escape hides it. Light enough for the first page a visitor loads (no positioning
 * library): it sits under the trigger, centred or aligned to its end.
 */
export function Tooltip({
  content,
  align = 'center',
  children,
}: {
  content: string;
  align?: 'center' | 'end';
  children: React.ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_MS;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };
  React.useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {React.cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={cn(
            'pointer-events-none absolute top-full z-50 mt-1.5 w-max max-w-64 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow',
            align === 'center' ? 'left-1/2 -translate-x-1/2' : 'right-0',
          )}
        >
          {content}
        </span>
      )}
    </span>
  );
}
