import { lazy, Suspense, useEffect, useState } from 'react';
import { useIdle } from '@/hooks/use-idle';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** SPEC §2: F8 focuses the notification area. */
const HOTKEY = 'F8';

/**
 * The notification area, fetched once the page is idle, or at once for a first notification or
 * an F8 pressed before it is in (pressed again for it once it is there).
 */
export function DeferredToaster() {
  const idle = useIdle();
  const hasToast = useToasts().length > 0;
  const [wanted, setWanted] = useState(false);
  const needed = idle || hasToast || wanted;

  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) setWanted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onReady={wanted ? pressHotkey : undefined} />
    </Suspense>
  );
}

const pressHotkey = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: HOTKEY, code: HOTKEY }));
