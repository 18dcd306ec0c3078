import type { UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

type ListPageProps = {
  eyebrow: string;
  title: string;
  description: string;
  /** Under the description (the projects' count line). */
  header?: React.ReactNode;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** Shown while the list loads. */
  skeleton: React.ReactNode;
  loadError: {
    title: string;
    description: string;
    /** Offer the way home first, with Try again beside it. */
    homeLink?: boolean;
  };
  /** The loaded list has no items: this state is shown instead. */
  isEmpty: boolean;
  empty: { icon: React.ReactNode; title: string; description: string };
  /** The loaded list. */
  children: React.ReactNode;
};

/**
 * A public page that lists items (news, team, projects): the header band, then the list's
 * skeleton while it loads, the error with Try again when it could not be loaded, its empty
 * state, or the list.
 */
export function ListPage({
  eyebrow,
  title,
  description,
  header,
  query,
  skeleton,
  loadError,
  isEmpty,
  empty,
  children,
}: ListPageProps) {
  const { t } = useTranslation();
  const retry = (
    <Button
      variant={loadError.homeLink ? 'outline' : 'default'}
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      {t('common.tryAgain')}
    </Button>
  );

  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} description={description}>
        {header}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {query.isPending ? (
          skeleton
        ) : query.isError ? (
          <EmptyState
            role="alert"
            tone="destructive"
            icon={<TriangleAlert />}
            title={loadError.title}
            description={loadError.description}
            action={
              loadError.homeLink ? (
                <>
                  <Button asChild>
                    <Link to="/">{t('common.backToHome')}</Link>
                  </Button>
                  {retry}
                </>
              ) : (
                retry
              )
            }
          />
        ) : isEmpty ? (
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
        ) : (
          children
        )}
      </div>
    </>
  );
}
