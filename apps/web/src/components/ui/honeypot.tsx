import type * as React from 'react';

/**
 * A form's trap for bots: a text field people never see or reach, which bots that fill every
 * field fill in. The input takes the form's value or registration.
 */
export function Honeypot({
  id,
  label,
  ...props
}: { id: string; label: string } & Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
