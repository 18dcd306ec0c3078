import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A paged list's view as its address keeps it (a reload or a shared link shows the same):
 * `read` turns the address into the view, `write` the view into the address. `setView` changes
 * it, back on the first page unless a page is given; the search box's words (`typed`) reach
 * the view once the typing has paused.
 */
export function useListAddress<View extends { search: string; page: number }>(
  read: (params: URLSearchParams) => View,
  write: (view: View) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => read(searchParams), [read, searchParams]);
  const setView = (next: Partial<View>) => setSearchParams(write({ ...view, page: 1, ...next }));
  const [typed, setTyped] = useState(view.search);
  const settled = useDebouncedValue(typed, 250);
  useEffect(() => {
    if (settled.trim() !== view.search.trim()) setView({ search: settled } as Partial<View>);
    // Only a settled change of the typed words moves the address.
  }, [settled]);
  return { view, setView, typed, setTyped };
}
