import { Newspaper } from 'lucide-react';
import { CoverImage } from '@/components/ui/cover-image';
import { cn } from '@/lib/utils';

/** An article's image (16:9, the size of the demo images), or a calm placeholder without one. */
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
    <CoverImage
      src={src}
      alt={alt}
      width={1200}
      height={675}
      className={cn('aspect-video bg-muted', className)}
      imageClassName={imageClassName}
      fallback={
        <div
          aria-hidden
          className="flex size-full items-center justify-center bg-gradient-to-br from-brand-600/15 to-accent-500/15 text-brand-600 dark:text-brand-100"
        >
          <Newspaper className="size-12" />
        </div>
      }
    />
  );
}
