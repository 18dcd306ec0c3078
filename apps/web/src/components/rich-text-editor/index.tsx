import { lazy, Suspense, useRef, useState } from 'react';
import { type FieldValues, type Path, useController, type UseFormReturn } from 'react-hook-form';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { type PickedImage, useProvidedImagePicker } from './image-picker';
import type { RichTextEditorProps } from './rich-text-editor';

export { ImagePickerProvider, type ImagePickerProps, type PickedImage } from './image-picker';

/** Tiptap and ProseMirror load with the first editor shown: never in the public pages' code. */
const LazyEditor = lazy(() => import('./rich-text-editor'));

/**
 * The rich-text editor, loaded on demand; while it loads, a box of its size. Without an
 * `onPickImage`, the picture chooser the screen provides (ImagePickerProvider) is used.
 */
export function RichTextEditor({ onPickImage, ...props }: RichTextEditorProps) {
  const Picker = useProvidedImagePicker();
  const [picking, setPicking] = useState(false);
  // The picture chosen is answered once the picker has closed: the editor then takes the focus,
  // which the closing dialog would otherwise give back to the toolbar later.
  const answer = useRef<(image: PickedImage | null) => void>(() => {});
  const picked = useRef<PickedImage | null>(null);
  const provided =
    Picker &&
    (() =>
      new Promise<PickedImage | null>((resolve) => {
        answer.current = resolve;
        picked.current = null;
        setPicking(true);
      }));
  return (
    <>
      <Suspense
        fallback={
          <div
            aria-busy
            className={cn(fieldClasses, 'min-h-52 animate-pulse bg-muted/40', props.className)}
          />
        }
      >
        <LazyEditor {...props} onPickImage={onPickImage ?? provided ?? undefined} />
      </Suspense>
      {Picker && (
        <Picker
          open={picking}
          language={props.lang ?? 'en'}
          onOpenChange={setPicking}
          onPick={(image) => {
            picked.current = image;
          }}
          onClosed={() => {
            answer.current(picked.current);
            answer.current = () => {};
          }}
        />
      )}
    </>
  );
}

/** The editor as a react-hook-form field: `name` holds the HTML ('' when empty). */
export function FormRichText<Values extends FieldValues>({
  form,
  name,
  ...props
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the form's output
  form: UseFormReturn<Values, unknown, any>;
  name: Path<Values>;
} & Omit<RichTextEditorProps, 'value' | 'onChange' | 'onBlur'>) {
  const { field } = useController({ control: form.control, name });
  return (
    <RichTextEditor
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
