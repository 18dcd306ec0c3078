import { TriangleAlert, Users } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { teamMembersQueryOptions, useTeamMembers } from '@/features/team/api/get-team-members';
import {
  TeamMemberCard,
  TeamMemberCardSkeleton,
} from '@/features/team/components/team-member-card';
import { publicMembers } from '@/features/team/lib/sort-members';
import type { PageContext, PageMeta } from '@/lib/page-meta';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export const prefetch = ({ queryClient }: PageContext) =>
  queryClient.prefetchQuery(teamMembersQueryOptions());

export const meta = ({ t }: PageContext): PageMeta => ({
  title: t('team.title'),
  description: t('team.subtitle'),
});

/** /team: the visible members by display order (SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useTeamMembers();
  const members = data ? publicMembers(data.members) : [];

  return (
    <>
      <PageHeader
        eyebrow={t('team.eyebrow')}
        title={t('team.title')}
        description={t('team.subtitle')}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {isPending ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">{t('common.loading')}</span>
            <div className={GRID}>
              {Array.from({ length: 8 }, (_, index) => (
                <TeamMemberCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : isError ? (
          <EmptyState
            role="alert"
            tone="destructive"
            icon={<TriangleAlert />}
            title={t('team.loadError')}
            description={t('team.loadErrorHint')}
            action={
              <>
                <Button asChild>
                  <Link to="/">{t('common.backToHome')}</Link>
                </Button>
                <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
                  {t('common.tryAgain')}
                </Button>
              </>
            }
          />
        ) : members.length === 0 ? (
          <EmptyState icon={<Users />} title={t('team.empty')} description={t('team.emptyHint')} />
        ) : (
          <ul className={GRID} data-testid="team-grid">
            {members.map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
