import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { errorDetail } from '@/lib/api-client';
import { LoadError } from './load-error';

type QueryStateProps = {
  /** The list's query (TanStack Query's result). */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** What shows while the first answer is awaited. */
  loading: React.ReactNode;
  errorTitle: string;
  /** What the error says when the server gives no detail. */
  errorHint: string;
  /** The empty state, given only when the loaded list is empty. */
  empty?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The four states of a back-office list: loading, failed (with Try again), empty, and the list.
 */
export function QueryState({
  query,
  loading,
  errorTitle,
  errorHint,
  empty,
  children,
}: QueryStateProps) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        description={errorDetail(query.error, errorHint)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return empty || children;
}

/** A spinner with what is loading, in words, in the middle of an empty area. */
export function LoadingMessage({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-20 text-muted-foreground">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-600" />
      {children}
    </p>
  );
}
