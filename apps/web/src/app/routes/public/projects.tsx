import { ChevronLeft, ChevronRight, FolderOpen } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/layouts/list-page';
import { Skeleton } from '@/components/ui/skeleton';
import {
  PROJECTS_PER_PAGE,
  projectsQueryOptions,
  useProjects,
} from '@/features/projects/api/get-projects';
import { ProjectsGrid, ProjectsGridSkeleton } from '@/features/projects/components/projects-grid';
import { countLine } from '@/features/projects/lib/count-line';
import { sortProjects } from '@/features/projects/lib/sort-projects';
import type { PageContext, PageMeta } from '@/lib/page-meta';
import { parseId } from '@/lib/parse-id';

const readPage = (value: string | null) => parseId(value ?? undefined) ?? 1;

export const prefetch = ({ queryClient, search, language }: PageContext) =>
  queryClient.prefetchQuery(
    projectsQueryOptions(language, {
      page: readPage(search.get('page')),
      per_page: PROJECTS_PER_PAGE,
    }),
  );

export const meta = ({ t }: PageContext): PageMeta => ({
  title: t('projects.title'),
  description: t('projects.subtitle'),
});

/** /projects: the full portfolio (SPEC §2), 100 projects a page, sorted by their order. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const projects = useProjects({ page, per_page: PROJECTS_PER_PAGE });
  const { data, isPending } = projects;

  return (
    <ListPage
      eyebrow={t('projects.eyebrow')}
      title={t('projects.title')}
      description={t('projects.subtitle')}
      header={
        <div className="mt-6 h-6" aria-live="polite">
          {isPending ? (
            <Skeleton className="h-5 w-40" />
          ) : data ? (
            <p className="text-sm font-medium text-muted-foreground" data-testid="projects-count">
              {countLine(t, data)}
            </p>
          ) : null}
        </div>
      }
      query={projects}
      skeleton={<ProjectsGridSkeleton />}
      loadError={{ title: t('projects.loadError'), description: t('projects.loadErrorHint') }}
      isEmpty={data?.projects.length === 0}
      empty={{
        icon: <FolderOpen />,
        title: t('projects.empty'),
        description: t('projects.emptyHint'),
      }}
    >
      <ProjectsGrid projects={sortProjects(data?.projects ?? [])} />
      {data && data.total_pages > 1 && (
        <nav
          aria-label={t('projects.pagination')}
          className="mt-12 flex items-center justify-center gap-3"
        >
          {page > 1 ? (
            <Button variant="outline" asChild>
              <Link to={page === 2 ? '/projects' : `/projects?page=${page - 1}`}>
                <ChevronLeft aria-hidden />
                {t('projects.previousPage')}
              </Link>
            </Button>
          ) : null}
          {page < data.total_pages ? (
            <Button variant="outline" asChild>
              <Link to={`/projects?page=${page + 1}`}>
                {t('projects.nextPage')}
                <ChevronRight aria-hidden />
              </Link>
            </Button>
          ) : null}
        </nav>
      )}
    </ListPage>
  );
}
