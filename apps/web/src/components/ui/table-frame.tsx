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

/**
 * A back-office list as a compact table in its frame: the caption (read out, not shown), the
 * column headings, a last column of row actions named for screen readers, and the rows.
 */
export function RecordTable({
  testId,
  caption,
  columns,
  actions,
  children,
}: {
  testId: string;
  caption: string;
  columns: readonly string[];
  actions: string;
  children: ReactNode;
}) {
  const column = 'px-4 py-3 font-medium';
  return (
    <TableFrame>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((heading) => (
              <th key={heading} scope="col" className={column}>
                {heading}
              </th>
            ))}
            <th scope="col" className={column}>
              <span className="sr-only">{actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </TableFrame>
  );
}
