import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';
import { dismiss, TOAST_DURATION_MS, useToasts } from './use-toast';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
  {
    variants: {
      variant: {
        default: 'bg-card text-foreground',
        destructive: 'border-destructive bg-destructive text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Toasts (SPEC §2, §9): swipe right past 50 px, Escape or the close button dismiss; F8 focuses. */
export function Toaster({ onReady }: { onReady?: () => void }) {
  const toasts = useToasts();
  const { t } = useTranslation();
  // After the viewport's own effects: it listens for F8 by then.
  useEffect(() => onReady?.(), [onReady]);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('common.notifications')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={cn(toastVariants({ variant: item.variant }))}
        >
          <div className="grid gap-1">
            {item.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">
                {item.title}
              </ToastPrimitive.Title>
            )}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {item.action && (
            <ToastPrimitive.Action
              altText={item.action.label}
              onClick={item.action.onClick}
              className="shrink-0 self-center rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label={t('common.close')}
          >
            <XIcon className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={t('common.notificationsRegion')}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-[420px] sm:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
