import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { MEDIA_FORMATS, type MediaImage } from '@app/contracts';
import { rgbaToDataURL, thumbHashToRGBA } from 'thumbhash';
import { useTranslation } from '@/i18n';

/** The placeholders made so far, by ThumbHash: the same picture is often on a page twice. */
const placeholders = new Map<string, string>();

/** The placeholder's longest side in pixels: the browser's smoothing blurs it when scaled up. */
const PLACEHOLDER_SIDE = 8;

/**
 * The ThumbHash decoded and shrunk to at most 8 × 8 pixels (averaging each block), as a PNG
 * data URL of a few hundred bytes: small enough to be inline in the server's HTML.
 */
function smallDataUrl(bytes: Uint8Array) {
  const { w, h, rgba } = thumbHashToRGBA(bytes);
  const scale = Math.max(1, Math.max(w, h) / PLACEHOLDER_SIDE);
  const width = Math.max(1, Math.round(w / scale));
  const height = Math.max(1, Math.round(h / scale));
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [x0, x1] = [Math.floor((x * w) / width), Math.floor(((x + 1) * w) / width)];
      const [y0, y1] = [Math.floor((y * h) / height), Math.floor(((y + 1) * h) / height)];
      const sum = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          for (let c = 0; c < 4; c++) sum[c]! += rgba[(sy * w + sx) * 4 + c]!;
        }
      }
      const count = Math.max(1, (x1 - x0) * (y1 - y0));
      for (let c = 0; c < 4; c++) out[(y * width + x) * 4 + c] = Math.round(sum[c]! / count);
    }
  }
  return rgbaToDataURL(width, height, out);
}

/** The ThumbHash (base64) as a tiny PNG data URL, or undefined when it cannot be read. */
export function placeholderUrl(hash: string | null): string | undefined {
  if (!hash) return undefined;
  let url = placeholders.get(hash);
  if (url === undefined) {
    try {
      const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
      url = smallDataUrl(bytes);
    } catch {
      url = '';
    }
    if (placeholders.size > 500) placeholders.clear();
    placeholders.set(hash, url);
  }
  return url || undefined;
}

/** The image's alternative text in `language`, else in English, else none. */
export const altIn = (image: Pick<MediaImage, 'alt'>, language: string) =>
  image.alt[language as keyof MediaImage['alt']]?.trim() || image.alt.en?.trim() || '';

/** `url 320w, url 640w, …` of the variants of one format, narrowest first. */
export const srcSetOf = (image: MediaImage, format: MediaImage['variants'][number]['format']) =>
  image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

type ResponsiveImageProps = Omit<
  React.ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading'
> & {
  image: MediaImage;
  /** How wide the image is shown, as the `sizes` attribute says it (`(min-width: 768px) 50vw, 100vw`). */
  sizes: string;
  /**
   * The text for screen readers: "" when the picture is decorative (its text is next to it);
   * left out, the image's own alternative text in the page's language (else English), else
   * `fallbackAlt`.
   */
  alt?: string;
  fallbackAlt?: string;
  /** Above the fold (the page's main picture): loaded at once and first, not lazily. */
  priority?: boolean;
  pictureClassName?: string;
};

/**
 * A media library image as the public pages show it: a `<picture>` with AVIF and WebP sources
 * (`srcset` of the variants, `sizes`), the original as the fallback, width and height against
 * layout shift, lazy loading below the fold, and its ThumbHash placeholder as the background
 * until it has loaded. Rendered the same on the server and in the browser.
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  fallbackAlt = '',
  priority = false,
  pictureClassName,
  style,
  onLoad,
  ...rest
}: ResponsiveImageProps) {
  const { i18n } = useTranslation();
  const ref = useRef<HTMLImageElement>(null);
  const placeholder = placeholderUrl(image.placeholder);
  const text = alt ?? (altIn(image, i18n.language) || fallbackAlt);

  // Loaded before the page's script ran (server-rendered): no placeholder behind it either.
  useEffect(() => {
    if (ref.current?.complete) ref.current.style.backgroundImage = 'none';
  }, []);

  return (
    <picture className={pictureClassName}>
      {MEDIA_FORMATS.map((format) => {
        const srcSet = srcSetOf(image, format);
        return srcSet ? (
          <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
        ) : null;
      })}
      <img
        ref={ref}
        src={image.url}
        alt={text}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={
          placeholder
            ? {
                backgroundImage: `url(${placeholder})`,
                backgroundSize: 'cover',
                backgroundRepeat: 'no-repeat',
                ...style,
              }
            : style
        }
        onLoad={(event) => {
          event.currentTarget.style.backgroundImage = 'none';
          onLoad?.(event);
        }}
        {...rest}
      />
    </picture>
  );
}
