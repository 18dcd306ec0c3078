import type { Project } from '@app/contracts';
import { cn } from '@/lib/utils';
import { gradientStyle } from '../lib/gradient-style';

/** The size of the demo project images (16:10); the attributes reserve the space before load. */
const WIDTH = 1200;
const HEIGHT = 750;

type ProjectImageProps = {
  project: Pick<Project, 'name' | 'photo_url' | 'gradient'>;
  alt: string;
  className?: string;
  imageClassName?: string;
  loading?: 'lazy' | 'eager';
};

/**
 * A project's photo over its gradient; without a photo, the gradient with the project's initial.
 */
export function ProjectImage({
  project,
  alt,
  className,
  imageClassName,
  loading = 'lazy',
}: ProjectImageProps) {
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-brand-600 to-accent-500',
        className,
      )}
      style={gradientStyle(project.gradient)}
    >
      {project.photo_url ? (
        <img
          src={project.photo_url}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading={loading}
          decoding="async"
          className={cn('size-full object-cover', imageClassName)}
        />
      ) : (
        <div
          aria-hidden
          className="flex size-full items-center justify-center text-6xl font-bold text-white/90"
        >
          {Array.from(project.name.trim())[0]?.toLocaleUpperCase() ?? ''}
        </div>
      )}
    </div>
  );
}
