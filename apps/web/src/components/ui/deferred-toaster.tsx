import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIdle } from '@/hooks/use-idle';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** SPEC §2: F8 focuses the notification area. */
const HOTKEY = 'F8';

/**
 * The notification area, fetched once the page is idle, or at once for a first notification or
 * an F8 pressed before it is in. Until it is ready, an F8 is remembered and pressed again for it
 * then, also while its code is on the way.
 */
export function DeferredToaster() {
  const idle = useIdle();
  const hasToast = useToasts().length > 0;
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const pressedEarly = useRef(false);

  useEffect(() => {
    if (ready) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY || !event.isTrusted) return;
      pressedEarly.current = true;
      setWanted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ready]);

  const onReady = useCallback(() => {
    setReady(true);
    if (pressedEarly.current) pressHotkey();
  }, []);

  if (!(idle || hasToast || wanted)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onReady={onReady} />
    </Suspense>
  );
}

const pressHotkey = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: HOTKEY, code: HOTKEY }));
