import type * as React from 'react';
import { Link, useParams } from '@/lib/router';
import { parseId } from '@/lib/parse-id';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type ItemPageProps<T> = {
  /** The address parameter that holds the item's id (`newsId` of `/news/:newsId`). */
  param: string;
  /** The item's query hook; the id is null when the address names no item. */
  useItem: (id: number | null) => { data: T | undefined; isPending: boolean; isError: boolean };
  /** Shown while the item loads. */
  loading: React.ReactNode;
  /** The not-found state (the page's h1) and the way back to the item's list. */
  notFound: {
    icon: React.ReactNode;
    title: string;
    description: string;
    backTo: string;
    backLabel: string;
  };
  children: (item: T) => React.ReactNode;
};

/**
 * A public page about one item (a project, an article, a member, a job): its loading state,
 * the not-found state when the address names no item or it could not be loaded, or the item.
 */
export function ItemPage<T>({ param, useItem, loading, notFound, children }: ItemPageProps<T>) {
  const id = parseId(useParams()[param]);
  const query = useItem(id);
  const missing = id === null || query.isError || (!query.isPending && query.data === undefined);
  if (missing) {
    return (
      <div className="px-4 py-20 sm:py-28">
        <EmptyState
          headingLevel="h1"
          icon={notFound.icon}
          title={notFound.title}
          description={notFound.description}
          action={
            <Button asChild>
              <Link to={notFound.backTo}>{notFound.backLabel}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return query.data === undefined ? loading : children(query.data);
}
