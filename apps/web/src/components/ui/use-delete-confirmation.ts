import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type ToastInput, toast } from './use-toast';

type DeleteToasts = {
  deleted: ToastInput;
  /** The toast of a refusal; the dialog stays open to try again. */
  failed: (error: Error) => ToastInput;
};

/**
 * The question before a record is deleted: `ask(record)` opens it, and the returned `dialog`
 * props drive a ConfirmDialog that sends the delete, toasts the outcome and closes on success.
 * While the delete is on its way the dialog cannot be closed.
 */
export function useDeleteConfirmation<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  toasts: DeleteToasts,
) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: setTarget,
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open && !remove.isPending) setTarget(null);
      },
      onConfirm: () => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => {
            toast(toasts.deleted);
            setTarget(null);
          },
          onError: (error) => toast(toasts.failed(error)),
        });
      },
      pending: remove.isPending,
    },
  };
}
