import type { TeamMember } from '@app/contracts';
import { PAGE_PATHS } from '@app/contracts/site';
import { UserX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link, useParams } from '@/lib/router';
import { itemMeta, type PageContext, type PageMeta, pageUrl, summary } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { teamMemberQueryOptions, useTeamMember } from '@/features/team/api/get-team-member';
import { TeamMemberDetail } from '@/features/team/components/team-member-detail';
import { parseId } from '@/lib/parse-id';
import { breadcrumbs } from '@/lib/structured-data';

/** The bio's text without its markup, for the description. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

export const prefetch = ({ queryClient, params }: PageContext) => {
  const id = parseId(params.id);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(teamMemberQueryOptions(id));
};

export const meta = (context: PageContext): PageMeta => {
  const { t, params } = context;
  const id = parseId(params.id);
  return itemMeta<TeamMember>(context, id === null ? null : teamMemberQueryOptions(id).queryKey, {
    loading: { title: t('team.detail.loading'), description: t('team.subtitle') },
    missing: { title: t('team.detail.notFound'), description: t('team.detail.notFoundText') },
    found: (member) => ({
      title: `${member.name}, ${member.position}`,
      description: summary(
        member.bio ? plainText(member.bio) : `${member.position} · ${member.department}`,
      ),
      image: member.profile_image,
      type: 'website',
      jsonLd: [
        breadcrumbs([
          { name: t('nav.home'), url: pageUrl(context, PAGE_PATHS.home) },
          { name: t('nav.team'), url: pageUrl(context, PAGE_PATHS.team) },
          { name: member.name, url: pageUrl(context, PAGE_PATHS.member(member.id)) },
        ]),
      ],
    }),
  });
};

/** /team/{id} (SPEC §2): one member, or 'Team Member Not Found' with a way back to the team. */
export function Component() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const { data: member, isPending, isError } = useTeamMember(id);
  const loading = id !== null && isPending;
  const missing = id === null || isError || (!isPending && !member);

  if (loading) {
    return <Spinner className="py-32" label={t('team.detail.loading')} />;
  }

  if (missing || !member) {
    return (
      <div className="px-4 py-20 sm:py-28">
        <EmptyState
          headingLevel="h1"
          icon={<UserX />}
          title={t('team.detail.notFound')}
          description={t('team.detail.notFoundText')}
          action={
            <Button asChild>
              <Link to="/team">{t('team.detail.backToTeam')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return <TeamMemberDetail member={member} />;
}
