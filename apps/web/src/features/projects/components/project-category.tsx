import type { Project } from '@app/contracts';
import { Eyebrow } from '@/components/ui/eyebrow';
import { useContentLanguage } from '@/lib/content-language';
import { cn } from '@/lib/utils';

/** A project's category, small and capitalised above its name; nothing when it has none. */
export function ProjectCategory({
  project,
  className,
}: {
  project: Pick<Project, 'category' | 'lang' | 'untranslated'>;
  className?: string;
}) {
  const { langOf } = useContentLanguage(project);
  if (!project.category) return null;
  return (
    <Eyebrow lang={langOf('category')} className={cn('text-xs', className)}>
      {project.category}
    </Eyebrow>
  );
}
