import { useSyncExternalStore } from 'react';

/** SPEC §9: at most one toast visible; a new one replaces the previous. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast (Undo): clicking it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void };
  /** How long it stays, when not TOAST_DURATION_MS. */
  duration?: number;
};
export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismiss(id: string) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (!removals.has(id)) {
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        emit(toasts.filter((item) => item.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

export function toast(input: ToastInput) {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => toasts;
const NO_TOASTS: ToastItem[] = [];
const serverSnapshot = () => NO_TOASTS;

export function useToasts() {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
