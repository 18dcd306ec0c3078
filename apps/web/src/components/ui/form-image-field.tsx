import type { MediaImage } from '@app/contracts';
import { type ComponentType, createContext, useContext } from 'react';
import {
  type FieldValues,
  type Path,
  type PathValue,
  useController,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';

/** What a form's picture control gets: the chosen library image, and an older address. */
export type ImageFieldProps = {
  /** The control's id (a Field's label points at it). */
  id: string;
  value: MediaImage | null;
  onChange: (image: MediaImage | null) => void;
  /** The item's older picture, an address rather than a library image. */
  url?: string | null;
  /** Clears the older address (a pick replaces it, Remove removes it). */
  onClearUrl?: () => void;
  disabled?: boolean;
};

/**
 * The picture control the screen provides (the media library's MediaField, given by the
 * back office's routes): the forms of the content features use it without importing the
 * media feature.
 */
const ImageFieldContext = createContext<ComponentType<ImageFieldProps> | null>(null);
export const ImageFieldProvider = ImageFieldContext.Provider;

/**
 * The provided picture control wired to a react-hook-form form: `name` holds the chosen image
 * (a MediaImage or null), `urlName` the item's older address, cleared by a pick or Remove.
 * Without a provider (a form rendered on its own) it shows nothing.
 */
export function FormImageField<Values extends FieldValues>({
  form,
  name,
  urlName,
  id,
  disabled,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the form's output
  form: UseFormReturn<Values, unknown, any>;
  name: Path<Values>;
  urlName: Path<Values>;
  id: string;
  disabled?: boolean;
}) {
  const ImageField = useContext(ImageFieldContext);
  const { field } = useController({ control: form.control, name });
  const url = useWatch({ control: form.control, name: urlName }) as string | null | undefined;
  if (!ImageField) return null;
  return (
    <ImageField
      id={id}
      value={(field.value as MediaImage | null | undefined) ?? null}
      onChange={(image) => field.onChange(image)}
      url={url}
      onClearUrl={() =>
        form.setValue(urlName, '' as PathValue<Values, Path<Values>>, { shouldDirty: true })
      }
      disabled={disabled}
    />
  );
}
