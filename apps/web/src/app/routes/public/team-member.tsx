import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTeamMember } from '@/features/team/api/get-team-member';
import { TeamMemberDetail } from '@/features/team/components/team-member-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

const readId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /team/{id} (SPEC §2): one member, or 'Team Member Not Found' with a way back to the team. */
export function Component() {
  const { t } = useTranslation();
  const id = readId(useParams().id);
  const { data: member, isPending, isError } = useTeamMember(id);
  const loading = id !== null && isPending;
  const missing = id === null || isError || (!isPending && !member);
  useDocumentTitle(
    loading ? t('team.detail.loading') : missing ? t('team.detail.notFound') : member?.name,
  );

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
