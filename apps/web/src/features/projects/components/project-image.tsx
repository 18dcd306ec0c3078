import type { Project } from '@app/contracts';
import { CoverImage } from '@/components/ui/cover-image';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';
import { gradientStyle } from '../lib/gradient-style';

type ProjectImageProps = {
  project: Pick<Project, 'name' | 'photo_url' | 'gradient'> & {
    photo_media?: Project['photo_media'] | null;
  };
  alt: string;
  /** The language of `alt` when it is not the page's (an untranslated name). */
  lang?: string;
  className?: string;
  imageClassName?: string;
  loading?: 'lazy' | 'eager';
  /** How wide it is shown (a media library image picks its variant by it). */
  sizes?: string;
};

/**
 * A project's photo (16:10, the size of the demo images) over its gradient; without a photo, the
 * gradient with the project's initial.
 */
export function ProjectImage({
  project,
  alt,
  className,
  sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  ...image
}: ProjectImageProps) {
  if (project.photo_media) {
    return (
      <div
        className={cn(
          'relative overflow-hidden bg-gradient-to-br from-brand-600 to-accent-500',
          className,
        )}
        style={gradientStyle(project.gradient)}
      >
        <ResponsiveImage
          image={project.photo_media}
          alt={alt === '' ? '' : undefined}
          fallbackAlt={alt}
          lang={image.lang}
          sizes={sizes}
          priority={image.loading === 'eager'}
          pictureClassName="block size-full"
          className={cn('size-full object-cover', image.imageClassName)}
        />
      </div>
    );
  }
  return (
    <CoverImage
      src={project.photo_url}
      alt={alt}
      width={1200}
      height={750}
      className={cn('bg-gradient-to-br from-brand-600 to-accent-500', className)}
      style={gradientStyle(project.gradient)}
      {...image}
      fallback={
        <div
          aria-hidden
          className="flex size-full items-center justify-center text-6xl font-bold text-white/90"
        >
          {Array.from(project.name.trim())[0]?.toLocaleUpperCase() ?? ''}
        </div>
      }
    />
  );
}
