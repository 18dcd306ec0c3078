import type * as React from 'react';
import { cn } from '@/lib/utils';

type CoverImageProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  src: string | null;
  alt: string;
  /** The picture's size: the attributes reserve its space before it loads. */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  imageClassName?: string;
  /** What fills the frame when there is no picture (decorative). */
  fallback: React.ReactNode;
};

/** A record's picture filling its frame, or a designed placeholder when it has none. */
export function CoverImage({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  imageClassName,
  fallback,
  className,
  ...frame
}: CoverImageProps) {
  return (
    <div className={cn('relative overflow-hidden', className)} {...frame}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          className={cn('size-full object-cover', imageClassName)}
        />
      ) : (
        fallback
      )}
    </div>
  );
}
