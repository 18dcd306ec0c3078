import { Users } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { ListPage } from '@/components/layouts/list-page';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { teamMembersQueryOptions, useTeamMembers } from '@/features/team/api/get-team-members';
import {
  TeamMemberCard,
  TeamMemberCardSkeleton,
} from '@/features/team/components/team-member-card';
import { publicMembers } from '@/features/team/lib/sort-members';
import type { PageContext, PageMeta } from '@/lib/page-meta';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export const prefetch = ({ queryClient, language }: PageContext) =>
  queryClient.prefetchQuery(teamMembersQueryOptions(language));

export const meta = ({ t }: PageContext): PageMeta => ({
  title: t('team.title'),
  description: t('team.subtitle'),
});

/** /team: the visible members by display order (SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  const team = useTeamMembers();
  const members = team.data ? publicMembers(team.data.members) : [];

  return (
    <ListPage
      eyebrow={t('team.eyebrow')}
      title={t('team.title')}
      description={t('team.subtitle')}
      query={team}
      skeleton={
        <SkeletonGrid label={t('common.loading')} count={8} gridClassName={GRID} aria-live="polite">
          <TeamMemberCardSkeleton />
        </SkeletonGrid>
      }
      loadError={{
        title: t('team.loadError'),
        description: t('team.loadErrorHint'),
        homeLink: true,
      }}
      isEmpty={members.length === 0}
      empty={{ icon: <Users />, title: t('team.empty'), description: t('team.emptyHint') }}
    >
      <ul className={GRID} data-testid="team-grid">
        {members.map((member) => (
          <li key={member.id}>
            <TeamMemberCard member={member} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
