import type { MediaImage } from '@app/contracts';
import type { ReactNode } from 'react';
import {
  ImagePickerProvider,
  type ImagePickerProps,
  type PickedImage,
} from '@/components/rich-text-editor';
import { ImageFieldProvider } from '@/components/ui/form-image-field';
import { MediaField } from './media-field';
import { MediaPicker } from './media-picker';

/** A picture in rich text is at most this wide: the text column, sharp on a dense screen. */
const INLINE_WIDTH = 1280;

/**
 * A library image as rich text shows it: its widest WebP variant up to INLINE_WIDTH (the
 * original when it has none), that file's size, and the alternative text in the text's language.
 */
export function inlineImage(image: MediaImage, language: string): PickedImage {
  const alt = image.alt[language as keyof MediaImage['alt']] ?? image.alt.en ?? '';
  const variant = image.variants
    .filter(({ format, width }) => format === 'webp' && width <= INLINE_WIDTH)
    .sort((a, b) => b.width - a.width)[0];
  const file = variant ?? image;
  return { url: file.url, alt, width: file.width, height: file.height };
}

/** The media library's picker as the rich-text editor's picture chooser. */
function MediaImagePicker({ open, onOpenChange, onPick, onClosed, language }: ImagePickerProps) {
  return (
    <MediaPicker
      open={open}
      onOpenChange={onOpenChange}
      onClosed={onClosed}
      onPick={(image) => onPick(inlineImage(image, language))}
    />
  );
}

/**
 * The media library in the content screens' forms: the picture field of articles, members
 * and projects, and the picture chooser of their rich text.
 */
export function MediaProviders({ children }: { children: ReactNode }) {
  return (
    <ImageFieldProvider value={MediaField}>
      <ImagePickerProvider value={MediaImagePicker}>{children}</ImagePickerProvider>
    </ImageFieldProvider>
  );
}
