import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { toastFailure } from './failure-toast';
import { type ToastInput, toast } from './use-toast';

type FormDialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sending: nothing closes the dialog, and its buttons wait. */
  busy: boolean;
  /** Something unsaved was typed: a click beside the dialog does not close it. */
  dirty?: boolean;
  title: string;
  description: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** What Cancel does besides closing. */
  onCancel?: () => void;
  submitLabel: string;
  /** The submit button's text while sending (its label when not given). */
  pendingLabel?: string;
  /** Shown before the submit button's text (a spinner while sending). */
  submitIcon?: React.ReactNode;
  /**
   * A second way to submit, beside the main one ("Save as draft" beside "Publish"): its button
   * submits the form with the value `alternative` (see `FormDialog`'s `onSave`).
   */
  alternativeSubmit?: { label: string; testId?: string };
  className?: string;
  testId?: string;
  onCloseAutoFocus?: React.ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
  children: React.ReactNode;
};

/**
 * A dialog that holds a form: its title and description, the fields, then Cancel and submit,
 * which stay in view while the fields scroll on a short screen. While sending nothing closes
 * it; Escape and Cancel close it (what was typed is the caller's to keep), a click beside it
 * only when nothing unsaved was typed.
 */
export function FormDialogFrame({
  open,
  onOpenChange,
  busy,
  dirty = false,
  title,
  description,
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  submitIcon,
  alternativeSubmit,
  className,
  testId,
  onCloseAutoFocus,
  children,
}: FormDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !busy) && onOpenChange(next)}>
      <DialogContent
        className={cn('max-h-[80dvh] sm:max-w-2xl sm:p-8', className)}
        data-testid={testId}
        onInteractOutside={(event) => {
          if (dirty || busy) event.preventDefault();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle className="text-xl tracking-tight">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-5" aria-busy={busy}>
          {children}
          {/* Held at the foot of the scrolling dialog, over its bottom padding: a sticky box
          stops at the padding, so it is offset, grown and pulled down by as much (p-6, p-8). */}
          <DialogFooter className="sticky -bottom-6 z-10 -mb-6 border-t bg-card pt-5 pb-6 sm:-bottom-8 sm:-mb-8 sm:pb-8">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => {
                onCancel?.();
                onOpenChange(false);
              }}
            >
              {t('common.cancel')}
            </Button>
            {alternativeSubmit && (
              <Button
                type="submit"
                name="intent"
                value="alternative"
                variant="outline"
                disabled={busy}
                data-testid={alternativeSubmit.testId}
              >
                {alternativeSubmit.label}
              </Button>
            )}
            <Button type="submit" variant="gradient" disabled={busy}>
              {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : submitIcon}
              {busy && pendingLabel ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form fields a refusal of the API names. Its detail lists each invalid value by its path
 * in the request (`Invalid request: body.title: …; body.translations.de.tags.2: …`); its field
 * is the longest start of the path that is a value of the form (`translations.de.tags`: the
 * form holds the tags as one text). Only the paths are read, never the wording.
 */
export function refusedFields(detail: string | undefined, values: FieldValues): string[] {
  const issues = detail?.startsWith('Invalid request: ')
    ? detail.slice('Invalid request: '.length).split('; ')
    : [];
  const fields = new Set<string>();
  for (const issue of issues) {
    const path = /^body\.([\w.]+): /.exec(issue)?.[1]?.split('.') ?? [];
    const name: string[] = [];
    let value: unknown = values;
    for (const key of path) {
      if (!value || typeof value !== 'object' || !Object.hasOwn(value, key)) break;
      value = (value as Record<string, unknown>)[key];
      name.push(key);
    }
    if (name.length > 0 && (value === null || typeof value !== 'object'))
      fields.add(name.join('.'));
  }
  return [...fields];
}

type FormDialogProps<Values extends FieldValues, Output, Saved> = Pick<
  FormDialogFrameProps,
  | 'open'
  | 'onOpenChange'
  | 'title'
  | 'description'
  | 'submitLabel'
  | 'pendingLabel'
  | 'alternativeSubmit'
  | 'className'
  | 'children'
> & {
  form: UseFormReturn<Values, unknown, Output>;
  /** A saved record is edited: Cancel takes the form back to it. A new one's draft is kept. */
  editing: boolean;
  /**
   * Sends the checked values; a rejection is the server's refusal. `alternative`: the form was
   * sent with its `alternativeSubmit` button.
   */
  onSave: (values: Output, how: { alternative: boolean }) => Promise<Saved>;
  /** After a save, before the dialog closes (the form reset to what was saved, say). */
  onSaved?: (saved: Saved) => void;
  savedToast: ToastInput;
  /** The title of the toast of a refusal. */
  failureTitle: string;
  /** What the dialog and the toast say when the server gives no detail (the title if not given). */
  failureDetail?: string;
  /** A heading above the server's detail in the dialog. */
  refusedTitle?: string;
  /** The dialog's test id; its server error is `${testId}-error`. */
  testId: string;
};

/**
 * The back office's add/edit dialog (SPEC §5): the form, checked before it is sent, then
 * `onSave`. A success toasts and closes; a refusal keeps the dialog open with everything typed
 * and shows the server's detail, in the dialog and in a toast, and marks each field it names.
 */
export function FormDialog<Values extends FieldValues, Output, Saved>({
  form,
  onOpenChange,
  editing,
  onSave,
  onSaved,
  savedToast,
  failureTitle,
  failureDetail,
  refusedTitle,
  testId,
  children,
  ...frame
}: FormDialogProps<Values, Output, Saved>) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const openChange = (open: boolean) => {
    if (!open) setServerError(null);
    onOpenChange(open);
  };

  /** Whether the form is being sent with its alternative button. */
  const alternative = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    setBusy(true);
    try {
      const saved = await onSave(values, { alternative: alternative.current });
      toast(savedToast);
      onSaved?.(saved);
      openChange(false);
    } catch (error) {
      setServerError(toastFailure(failureTitle, error, failureDetail));
      const detail = error instanceof ApiError ? error.detail : undefined;
      for (const name of refusedFields(detail, form.getValues())) {
        form.setError(name as Path<Values>, { type: 'server' });
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormDialogFrame
      {...frame}
      onOpenChange={openChange}
      busy={busy}
      dirty={form.formState.isDirty}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        alternative.current = submitter?.value === 'alternative';
        void submit(event);
      }}
      onCancel={() => editing && form.reset()}
      testId={testId}
    >
      {children}
      {serverError && (
        <div
          role="alert"
          data-testid={`${testId}-error`}
          className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 break-words">
            {refusedTitle && <p className="font-medium">{refusedTitle}</p>}
            <p>{serverError}</p>
          </div>
        </div>
      )}
    </FormDialogFrame>
  );
}
