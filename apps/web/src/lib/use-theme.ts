import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '@/lib/storage';

export type Theme = 'light' | 'dark';

/**
 * Light or dark (SPEC §4), stored locally. The `dark` class on <html> is the state: the head
 * script (public/theme-init.js) sets it from storage before the first paint, and `setTheme`
 * changes it. The server does not know the theme, so it renders, and hydration reads, 'light';
 * React then renders again with the class's value, so no mismatch and no flash.
 */
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const currentTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

/** Switches the theme at once: no colour fades while the page changes (see index.css). */
export function setTheme(theme: Theme) {
  storage.set(STORAGE_KEYS.theme, theme);
  const root = document.documentElement;
  root.classList.add('theme-switching');
  root.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.classList.remove('theme-switching')),
  );
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, (): Theme => 'light');
  return { theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
