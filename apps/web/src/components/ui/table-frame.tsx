import type { ReactNode } from 'react';

/**
 * A table's card in the back office. On a narrow screen the table scrolls sideways inside it,
 * never the page: being `relative`, it also holds the screen-reader-only texts of the table,
 * which are positioned absolutely and would otherwise widen the page.
 */
export function TableFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border bg-card shadow-sm">{children}</div>
  );
}
