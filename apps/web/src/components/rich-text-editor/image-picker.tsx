import { type ComponentType, createContext, useContext } from 'react';

/** A picture put into rich text: the media library's address, its alt text and its size. */
export type PickedImage = { url: string; alt: string; width: number; height: number };

/**
 * What the provided picker gets: shown while `open`, it answers one picture, or closes; once it
 * is gone, `onClosed` (the editor takes the focus back then, not the button that opened it).
 */
export type ImagePickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (image: PickedImage) => void;
  onClosed: () => void;
  /** The language of the text being written (the alt text's language). */
  language: string;
};

/**
 * The picture chooser the screen provides (the media library's picker, given by the back
 * office's routes): the editor uses it without importing the media feature.
 */
const ImagePickerContext = createContext<ComponentType<ImagePickerProps> | null>(null);
export const ImagePickerProvider = ImagePickerContext.Provider;
export const useProvidedImagePicker = () => useContext(ImagePickerContext);
