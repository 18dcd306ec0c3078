import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useProject } from '@/features/projects/api/get-project';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

const readId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /project/{projectId} (SPEC §2): a loading text, 'Project Not Found', or the project. */
export function Component() {
  const { t } = useTranslation();
  const id = readId(useParams().projectId);
  const { data: project, isPending, isError } = useProject(id);
  const loading = id !== null && isPending;
  const missing = id === null || isError || (!isPending && !project);
  useDocumentTitle(
    loading
      ? t('projects.detail.loading')
      : missing
        ? t('projects.detail.notFound')
        : project?.name,
  );

  if (loading) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-32">
        <Spinner className="py-0" label={t('projects.detail.loading')} />
        <p aria-hidden className="mt-4 text-muted-foreground">
          {t('projects.detail.loading')}
        </p>
      </div>
    );
  }

  if (missing || !project) {
    return (
      <div className="px-4 py-20 sm:py-28">
        <EmptyState
          headingLevel="h1"
          icon={<SearchX />}
          title={t('projects.detail.notFound')}
          description={t('projects.detail.notFoundText')}
          action={
            <Button asChild>
              <Link to="/">{t('common.backToHome')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return <ProjectDetail project={project} />;
}
