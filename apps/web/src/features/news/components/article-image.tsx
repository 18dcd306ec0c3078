import type { MediaImage } from '@app/contracts';
import { Newspaper } from 'lucide-react';
import { CoverImage } from '@/components/ui/cover-image';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';

/** The colours of the panel shown for an article without an image: one per category. */
const CATEGORY_TONES = [
  'from-brand-700 to-brand-500',
  'from-teal-800 to-teal-600',
  'from-sky-800 to-indigo-600',
  'from-rose-800 to-fuchsia-700',
  'from-amber-800 to-orange-700',
];

/** The same category always gets the same tone. */
function toneOf(category: string): string {
  let hash = 0;
  for (const char of category.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CATEGORY_TONES[hash % CATEGORY_TONES.length]!;
}

/**
 * An article's image (16:9, the size of the demo images), or without one a panel in its
 * category's colour with its title (decorative: the title is on the card too).
 */
export function ArticleImage({
  article,
  className,
  imageClassName,
  sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  priority,
}: {
  article: {
    image: string | null;
    image_media?: MediaImage | null;
    title: string;
    category: string;
  };
  className?: string;
  imageClassName?: string;
  /** How wide it is shown (a media library image picks its variant by it). */
  sizes?: string;
  /** The page's main picture: loaded first, not lazily. */
  priority?: boolean;
}) {
  if (article.image_media) {
    return (
      <div className={cn('relative aspect-video overflow-hidden bg-muted', className)}>
        <ResponsiveImage
          image={article.image_media}
          alt=""
          sizes={sizes}
          priority={priority}
          pictureClassName="block size-full"
          className={cn('size-full object-cover', imageClassName)}
        />
      </div>
    );
  }
  return (
    <CoverImage
      src={article.image}
      alt=""
      width={1200}
      height={675}
      className={cn('aspect-video bg-muted', className)}
      imageClassName={imageClassName}
      fallback={
        <div
          aria-hidden
          data-testid="article-image-fallback"
          className={cn(
            'relative flex size-full items-end bg-gradient-to-br p-6 text-white',
            toneOf(article.category),
          )}
        >
          <Newspaper className="absolute top-5 right-5 size-10 opacity-30" />
          <p className="line-clamp-3 max-w-[85%] text-xl leading-snug font-semibold tracking-tight text-balance">
            {article.title}
          </p>
        </div>
      }
    />
  );
}
