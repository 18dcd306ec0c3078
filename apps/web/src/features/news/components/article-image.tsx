import { Newspaper } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The size of the demo article images (16:9); the attributes reserve the space before load. */
const WIDTH = 1200;
const HEIGHT = 675;

/** An article's image, or a calm placeholder when it has none. */
export function ArticleImage({
  src,
  alt,
  className,
  imageClassName,
}: {
  src: string | null;
  alt: string;
  className?: string;
  imageClassName?: string;
}) {
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-muted', className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading="lazy"
          decoding="async"
          className={cn('size-full object-cover', imageClassName)}
        />
      ) : (
        <div
          aria-hidden
          className="flex size-full items-center justify-center bg-gradient-to-br from-brand-600/15 to-accent-500/15 text-brand-600 dark:text-brand-100"
        >
          <Newspaper className="size-12" />
        </div>
      )}
    </div>
  );
}
