import type * as React from 'react';
import { QueryState } from './query-state';

type RecordGridProps<T extends { id: number }> = Omit<
  React.ComponentProps<typeof QueryState>,
  'empty' | 'children'
> &
  Omit<React.ComponentProps<'ul'>, 'children'> & {
    records: readonly T[];
    /** What shows when the loaded list has no record. */
    empty: React.ReactNode;
    /** The line above the list that counts its records. */
    count?: string;
    /** One record's card. */
    children: (record: T) => React.ReactNode;
  };

/** A back-office list of record cards in its four states: loading, failed, empty and loaded. */
export function RecordGrid<T extends { id: number }>({
  query,
  loading,
  errorTitle,
  errorHint,
  records,
  empty,
  count,
  children,
  ...list
}: RecordGridProps<T>) {
  return (
    <QueryState
      query={query}
      loading={loading}
      errorTitle={errorTitle}
      errorHint={errorHint}
      empty={records.length === 0 && empty}
    >
      {count && (
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
          {count}
        </p>
      )}
      <ul {...list}>
        {records.map((record) => (
          <li key={record.id}>{children(record)}</li>
        ))}
      </ul>
    </QueryState>
  );
}
