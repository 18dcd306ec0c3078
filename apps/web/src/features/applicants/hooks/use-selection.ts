import { useCallback, useRef, useState } from 'react';

/**
 * The selection after a click on `id`'s checkbox: with Shift, every id of `order` between the
 * last one clicked (`anchor`) and `id` takes `checked`; else only `id`.
 */
export function nextSelection(
  selected: ReadonlySet<number>,
  order: readonly number[],
  id: number,
  checked: boolean,
  anchor: number | null,
  shift: boolean,
): Set<number> {
  const next = new Set(selected);
  const from = shift && anchor !== null ? order.indexOf(anchor) : -1;
  const to = order.indexOf(id);
  const range =
    from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of range) {
    if (checked) next.add(each);
    else next.delete(each);
  }
  return next;
}

/** The applicants chosen for a bulk action, kept as ids (across pages and filter changes). */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const anchor = useRef<number | null>(null);

  /** A click on one checkbox; `order` is the ids in the order shown (for Shift ranges). */
  const toggle = useCallback(
    (id: number, checked: boolean, shift: boolean, order: readonly number[]) => {
      // The anchor as it is now: the update below may run later, after the next click.
      const from = anchor.current;
      setSelected((current) => nextSelection(current, order, id, checked, from, shift));
      anchor.current = id;
    },
    [],
  );
  /** Selects (or unselects) all of `ids`. */
  const setMany = useCallback((ids: readonly number[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    setSelected(new Set());
    anchor.current = null;
  }, []);
  return { selected, toggle, setMany, clear };
}
