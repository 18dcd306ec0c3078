import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { ApplicantsList } from './applicants-list';

/** `/manager/applicants`: the applications of every job, with a job filter and the same tools. */
export function AllApplicantsScreen({
  jobs,
}: {
  /** The jobs of the job filter (newest first); empty while they load. */
  jobs: readonly { id: number; title: string }[];
}) {
  const { t } = useTranslation();
  return (
    <ManagerPage title={t('applicants.all.title')} subtitle={t('applicants.all.subtitle')}>
      <ApplicantsList jobs={jobs} header={() => null} />
    </ManagerPage>
  );
}
