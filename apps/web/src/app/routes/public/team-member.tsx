import { htmlToText } from '@app/contracts/html-text';
import { PAGE_PATHS } from '@app/contracts/site';
import { UserX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { itemMeta, type PageContext, type PageMeta, prefetchItem, summary } from '@/lib/page-meta';
import { ItemPage } from '@/components/layouts/item-page';
import { Spinner } from '@/components/ui/spinner';
import { teamMemberQueryOptions, useTeamMember } from '@/features/team/api/get-team-member';
import { TeamMemberDetail } from '@/features/team/components/team-member-detail';

export const prefetch = prefetchItem('id', teamMemberQueryOptions);

export const meta = (context: PageContext): PageMeta => {
  const { t } = context;
  return itemMeta(context, 'id', teamMemberQueryOptions, {
    loading: { title: t('team.detail.loading'), description: t('team.subtitle') },
    missing: { title: t('team.detail.notFound'), description: t('team.detail.notFoundText') },
    list: { name: t('nav.team'), path: PAGE_PATHS.team },
    found: (member) => ({
      title: `${member.name}, ${member.position}`,
      description: summary(
        member.bio ? htmlToText(member.bio) : `${member.position} · ${member.department}`,
      ),
      image: member.profile_image,
      type: 'website',
      crumb: { name: member.name, path: PAGE_PATHS.member(member.id) },
    }),
  });
};

/** /team/{id} (SPEC §2): one member, or 'Team Member Not Found' with a way back to the team. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ItemPage
      param="id"
      useItem={useTeamMember}
      loading={<Spinner className="py-32" label={t('team.detail.loading')} />}
      notFound={{
        icon: <UserX />,
        title: t('team.detail.notFound'),
        description: t('team.detail.notFoundText'),
        backTo: '/team',
        backLabel: t('team.detail.backToTeam'),
      }}
    >
      {(member) => <TeamMemberDetail member={member} />}
    </ItemPage>
  );
}
