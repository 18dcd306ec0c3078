import type { Project } from '@app/contracts';
import { CoverImage } from '@/components/ui/cover-image';
import { cn } from '@/lib/utils';
import { gradientStyle } from '../lib/gradient-style';

type ProjectImageProps = {
  project: Pick<Project, 'name' | 'photo_url' | 'gradient'>;
  alt: string;
  /** The language of `alt` when it is not the page's (an untranslated name). */
  lang?: string;
  className?: string;
  imageClassName?: string;
  loading?: 'lazy' | 'eager';
};

/**
 * A project's photo (16:10, the size of the demo images) over its gradient; without a photo, the
 * gradient with the project's initial.
 */
export function ProjectImage({ project, alt, className, ...image }: ProjectImageProps) {
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
