import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the page came alive: what the first view does
 * not need (the chat, the notification area) is fetched then, not with the page.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 500);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
