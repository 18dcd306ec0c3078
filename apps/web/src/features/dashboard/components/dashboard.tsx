import type { Dashboard as DashboardFigures } from '@app/contracts';
import { Briefcase, Inbox, MessageSquare, Newspaper } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TableFrame } from '@/components/ui/table-frame';
import { errorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDashboard } from '../api/get-dashboard';
import { DayChart } from './day-chart';

/** A figure that links to the screen it counts, filtered. */
function StatCard({
  to,
  label,
  value,
  hint,
  testId,
}: {
  to: string;
  label: string;
  value: number;
  hint?: string;
  testId: string;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-1 rounded-2xl border bg-card p-4 shadow-sm transition hover:border-brand-500 focus-visible:border-brand-500"
    >
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-3xl font-bold tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </span>
      {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
    </Link>
  );
}

/** A titled group of the dashboard (one per area). */
function Block({
  title,
  icon,
  children,
  testId,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <section
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className="grid grid-cols-1 gap-4"
    >
      <h2 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden className="text-brand-600 dark:text-brand-500 [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card around a chart or a short list. */
function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl border bg-card p-4 shadow-sm">
      <h3 className="text-sm font-medium">{title}</h3>
      {children}
    </div>
  );
}

const sum = (days: readonly { count: number }[]) => days.reduce((all, day) => all + day.count, 0);

function JobsBlock({ jobs }: { jobs: NonNullable<DashboardFigures['jobs']> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Block title={t('dashboard.jobs.title')} icon={<Briefcase />} testId="dashboard-jobs">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          to="/manager/jobs"
          testId="stat-new-applications"
          label={t('dashboard.jobs.newThisWeek')}
          value={jobs.new_this_week}
          hint={jobs.new_this_week === 0 ? t('dashboard.jobs.noneThisWeek') : undefined}
        />
        <StatCard
          to="/manager/jobs"
          testId="stat-waiting-review"
          label={t('dashboard.jobs.waitingReview')}
          value={jobs.waiting_review}
        />
        <StatCard
          to="/manager/jobs"
          testId="stat-open-jobs"
          label={t('dashboard.jobs.openJobs')}
          value={jobs.per_job.length}
        />
      </div>
      <Panel title={t('dashboard.jobs.perDay')}>
        {sum(jobs.applications_per_day) === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.jobs.noneInChart')}</p>
        ) : (
          <DayChart
            days={jobs.applications_per_day}
            language={language}
            label={(day, count) =>
              t('dashboard.jobs.barLabel', { count, day: formatDate(day, language, 'short') })
            }
          />
        )}
      </Panel>
      {jobs.per_job.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card p-4 text-sm text-muted-foreground">
          {t('dashboard.jobs.noOpenJobs')}
        </p>
      ) : (
        <TableFrame>
          <table className="w-full text-sm" data-testid="dashboard-per-job">
            <caption className="sr-only">{t('dashboard.jobs.tableCaption')}</caption>
            <thead className="border-b text-left text-muted-foreground">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  {t('dashboard.jobs.columns.job')}
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  {t('dashboard.jobs.columns.applications')}
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  {t('dashboard.jobs.columns.new')}
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  {t('dashboard.jobs.columns.pending')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('dashboard.jobs.columns.deadline')}
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.per_job.map((job) => (
                <tr key={job.id} className="border-b last:border-0">
                  <th scope="row" className="p-3 text-left font-medium">
                    <Link
                      to={`/manager/${job.id}/applicants`}
                      className="text-brand-600 underline-offset-4 hover:underline dark:text-brand-100"
                    >
                      {job.title}
                    </Link>
                  </th>
                  <td className="p-3 text-right tabular-nums">{job.applications}</td>
                  <td className="p-3 text-right tabular-nums">{job.new_this_week}</td>
                  <td className="p-3 text-right tabular-nums">{job.pending}</td>
                  <td className="p-3 whitespace-nowrap">
                    {job.application_deadline
                      ? formatDate(job.application_deadline, language, 'short')
                      : t('dashboard.jobs.noDeadline')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </Block>
  );
}

function ContentBlock({ content }: { content: NonNullable<DashboardFigures['content']> }) {
  const { t, i18n } = useTranslation();
  return (
    <Block title={t('dashboard.content.title')} icon={<Newspaper />} testId="dashboard-content">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard
          to="/manager/news"
          testId="stat-published"
          label={t('dashboard.content.published')}
          value={content.published}
        />
        <StatCard
          to="/manager/news"
          testId="stat-scheduled"
          label={t('dashboard.content.scheduled')}
          value={content.scheduled}
        />
      </div>
      <Panel title={t('dashboard.content.latest')}>
        {content.latest.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.content.noArticles')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 text-sm" data-testid="dashboard-latest">
            {content.latest.map((article) => (
              <li key={article.id} className="flex min-w-0 flex-wrap justify-between gap-x-3">
                <Link
                  to="/manager/news"
                  className="min-w-0 break-words text-brand-600 underline-offset-4 hover:underline dark:text-brand-100"
                >
                  {article.title}
                </Link>
                <span className="text-muted-foreground">
                  {formatDate(article.published_at, i18n.language, 'short')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </Block>
  );
}

function ChatBlock({ chat }: { chat: NonNullable<DashboardFigures['chat']> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Block title={t('dashboard.chat.title')} icon={<Inbox />} testId="dashboard-chat">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard
          to="/manager/inbox?status=new&kind=contact"
          testId="stat-new-messages"
          label={t('dashboard.chat.newMessages')}
          value={chat.new_messages}
        />
        <StatCard
          to="/manager/inbox?status=new&kind=lead"
          testId="stat-new-leads"
          label={t('dashboard.chat.newLeads')}
          value={chat.new_leads}
        />
      </div>
      <Panel title={t('dashboard.chat.perDay')}>
        {sum(chat.conversations_per_day) === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.chat.noneInChart')}</p>
        ) : (
          <DayChart
            days={chat.conversations_per_day}
            language={language}
            label={(day, count) =>
              t('dashboard.chat.barLabel', { count, day: formatDate(day, language, 'short') })
            }
          />
        )}
        <Link
          to="/manager/chats"
          className="text-sm text-brand-600 underline-offset-4 hover:underline dark:text-brand-100"
        >
          <MessageSquare aria-hidden className="mr-1 inline size-4" />
          {t('dashboard.chat.openChats')}
        </Link>
      </Panel>
    </Block>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('dashboard.loading')} className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-44 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}

/**
 * The back office's dashboard: the figures of each area the role may see (jobs, content,
 * contact and chat), each linking to the screen it counts.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    return (
      <LoadError
        title={t('dashboard.error')}
        description={errorDetail(dashboard.error, t('dashboard.errorHint'))}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }
  const { jobs, content, chat } = dashboard.data;
  return (
    <div className="grid grid-cols-1 gap-8">
      {jobs && <JobsBlock jobs={jobs} />}
      {chat && <ChatBlock chat={chat} />}
      {content && <ContentBlock content={content} />}
    </div>
  );
}
