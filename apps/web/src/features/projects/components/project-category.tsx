import type { Project } from '@app/contracts';
import { Eyebrow } from '@/components/ui/eyebrow';
import { cn } from '@/lib/utils';

/** A project's category, small and capitalised above its name; nothing when it has none. */
export function ProjectCategory({
  project,
  className,
}: {
  project: Pick<Project, 'category'>;
  className?: string;
}) {
  if (!project.category) return null;
  return <Eyebrow className={cn('text-xs', className)}>{project.category}</Eyebrow>;
}
