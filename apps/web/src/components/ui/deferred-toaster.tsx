import { lazy, Suspense } from 'react';
import { useIdle } from '@/hooks/use-idle';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** The notification area, fetched once the page is idle, or at once for a first notification. */
export function DeferredToaster() {
  const idle = useIdle();
  const hasToast = useToasts().length > 0;
  if (!idle && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
