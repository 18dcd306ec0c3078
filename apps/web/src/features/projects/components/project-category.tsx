import type { Project } from '@app/contracts';
import { Eyebrow } from '@/components/ui/eyebrow';
import { useContentLanguage } from '@/lib/content-language';
import { cn } from '@/lib/utils';

/**
 * A project's category, small and capitalised above its name; nothing when it has none. Its
 * `lang` is the category's, so that the capitals are those of its language; `lang` overrides
 * it where the caller knows better (the back office lists the English originals).
 */
export function ProjectCategory({
  project,
  lang,
  className,
}: {
  project: Pick<Project, 'category' | 'lang' | 'untranslated'>;
  lang?: string;
  className?: string;
}) {
  const { langOf } = useContentLanguage(project);
  if (!project.category) return null;
  return (
    <Eyebrow lang={lang ?? langOf('category')} className={cn('text-xs', className)}>
      {project.category}
    </Eyebrow>
  );
}
