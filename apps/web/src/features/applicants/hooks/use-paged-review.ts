import { useEffect, useRef, useState } from 'react';
import type { ReviewNavigation } from '../components/applicant-details-dialog';

/** A page asked for by the review, and which of its applicants to open once it is shown. */
type Crossing = { page: number; open: 'first' | 'last' };

/**
 * The open applicant of a paged list and the way to its neighbours: on the page, then across
 * pages (the next page opens on its first applicant, the previous one on its last). The open
 * applicant is kept while it leaves the page (e.g. a status filter after a change); its
 * neighbours are then those around the place it had.
 */
export function usePagedReview<Item extends { id: number }>({
  items,
  page,
  perPage,
  total,
  onPage,
}: {
  /** The page shown, null while it loads (the one before may still be on screen). */
  items: readonly Item[] | null;
  /** The page `items` is. */
  page: number;
  perPage: number;
  /** How many match, on all pages. */
  total: number;
  onPage: (page: number) => void;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [crossing, setCrossing] = useState<Crossing | null>(null);
  const shown = items ?? [];
  const last = useRef<{ item: Item; index: number } | null>(null);
  const index = shown.findIndex((item) => item.id === selectedId);
  if (index >= 0) last.current = { item: shown[index]!, index };
  const kept = selectedId !== null && last.current?.item.id === selectedId;
  const selected = index >= 0 ? shown[index]! : kept ? last.current!.item : null;
  const at = index >= 0 ? index : (last.current?.index ?? 0);

  useEffect(() => {
    if (!crossing || !items || page !== crossing.page) return;
    const item = crossing.open === 'first' ? items[0] : items[items.length - 1];
    if (item) setSelectedId(item.id);
    setCrossing(null);
  }, [crossing, items, page]);

  const cross = (to: number, open: Crossing['open']) => () => {
    setCrossing({ page: to, open });
    onPage(to);
  };
  const previous = shown[at - 1];
  const next = index >= 0 ? shown[at + 1] : shown[at];
  const pages = Math.ceil(total / perPage);
  const navigation: ReviewNavigation = {
    position: index >= 0 ? (page - 1) * perPage + index + 1 : null,
    total,
    onPrevious: previous
      ? () => setSelectedId(previous.id)
      : at === 0 && page > 1
        ? cross(page - 1, 'last')
        : null,
    onNext: next ? () => setSelectedId(next.id) : page < pages ? cross(page + 1, 'first') : null,
  };
  return { selected, open: setSelectedId, navigation };
}
