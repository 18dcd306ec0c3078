import type { ApplicationListItem } from '@app/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown, Star } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Checkbox } from '@/components/ui/checkbox';
import { TableFrame } from '@/components/ui/table-frame';
import { formatDate } from '@/lib/format-date';
import { Link } from '@/lib/router';
import type { ApplicantSort, SortKey } from '../lib/filter-applications';
import { applicantName } from './applicant-card';
import { StatusBadge } from './status-badge';

/** A column's header: a button that sorts by it (first click: A-Z, newest or best first). */
function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortKey;
  label: string;
  sort: ApplicantSort;
  onSort: (sort: ApplicantSort) => void;
}) {
  const active = sort.key === column;
  const firstDirection = column === 'name' || column === 'status' ? 'asc' : 'desc';
  const next = active ? (sort.direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-2 py-2 font-medium"
    >
      <button
        type="button"
        onClick={() => onSort({ key: column, direction: next })}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 whitespace-nowrap hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {label}
        <Icon aria-hidden className={active ? 'size-3.5' : 'size-3.5 opacity-50'} />
      </button>
    </th>
  );
}

/** The applicants chosen for bulk actions, and how the table's checkboxes change them. */
export type TableSelection = {
  selected: ReadonlySet<number>;
  /** One row's checkbox; `shift`: the rows since the last one clicked too. */
  onToggle: (id: number, checked: boolean, shift: boolean) => void;
  /** The header's checkbox: every row of this page. */
  onTogglePage: (checked: boolean) => void;
};

/**
 * The dense list of applicants: one row each; a row opens the details. A checkbox per row (and
 * one for the page) selects them for bulk actions; Shift-click selects a range. Sorting asks the
 * server (the rows are one page of many). `showJob`: across jobs, a column with each one's job,
 * leading to that job's applicants.
 */
export function ApplicantsTable({
  applications,
  sort,
  onSort,
  onOpen,
  selection,
  showJob = false,
}: {
  applications: readonly ApplicationListItem[];
  sort: ApplicantSort;
  onSort: (sort: ApplicantSort) => void;
  onOpen: (application: ApplicationListItem) => void;
  selection: TableSelection;
  showJob?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const header = (column: SortKey, label: string) => (
    <SortHeader column={column} label={t(label)} sort={sort} onSort={onSort} />
  );
  const onPage = applications.filter((application) => selection.selected.has(application.id));
  const pageState =
    onPage.length === 0
      ? false
      : onPage.length === applications.length
        ? true
        : ('indeterminate' as const);
  return (
    <TableFrame>
      <table className="w-full text-left text-sm" data-testid="applicants-table">
        <caption className="sr-only">
          {t(showJob ? 'applicants.all.caption' : 'applicants.table.caption')}
        </caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 py-2 pr-1 pl-4">
              <Checkbox
                checked={pageState}
                onClick={(event) => {
                  event.preventDefault();
                  selection.onTogglePage(pageState !== true);
                }}
                aria-label={t('applicants.bulk.selectPage')}
                data-testid="select-page"
                className="size-5"
              />
            </th>
            {header('name', 'applicants.table.name')}
            {showJob && (
              <th scope="col" className="px-4 py-3 font-medium">
                {t('applicants.all.job')}
              </th>
            )}
            {header('status', 'applicants.table.status')}
            {header('rating', 'applicants.table.rating')}
            {header('applied', 'applicants.table.applied')}
            <th scope="col" className="px-4 py-3 font-medium">
              {t('applicants.table.source')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('applicants.table.documents')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {applications.map((application) => {
            const name = applicantName(application);
            const checked = selection.selected.has(application.id);
            return (
              <tr
                key={application.id}
                data-testid="applicant-row"
                data-selected={checked || undefined}
                onClick={() => onOpen(application)}
                className="cursor-pointer hover:bg-muted/40 data-[selected]:bg-brand-50/60 dark:data-[selected]:bg-brand-700/20"
              >
                <td className="py-2 pr-1 pl-4" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={checked}
                    onClick={(event) => {
                      event.preventDefault();
                      selection.onToggle(application.id, !checked, event.shiftKey);
                    }}
                    aria-label={t('applicants.bulk.selectOne', { name })}
                    data-testid="select-row"
                    className="size-5"
                  />
                </td>
                <td className="max-w-64 px-4 py-2">
                  <button
                    type="button"
                    data-testid="applicant-name"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(application);
                    }}
                    className="max-w-full truncate rounded-sm text-left font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {name}
                  </button>
                  <div className="truncate text-xs text-muted-foreground">{application.email}</div>
                </td>
                {showJob && (
                  <td className="max-w-56 px-4 py-2" data-testid="row-job">
                    <Link
                      to={`/manager/${application.job.id}/applicants`}
                      onClick={(event) => event.stopPropagation()}
                      title={t('applicants.all.jobLink', { title: application.job.title })}
                      className="block truncate rounded-sm text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:text-brand-100"
                    >
                      {application.job.title}
                    </Link>
                  </td>
                )}
                <td className="px-4 py-2">
                  <StatusBadge status={application.status} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap" data-testid="row-rating">
                  {application.rating === null ? (
                    <span className="text-muted-foreground">{t('applicants.review.noRating')}</span>
                  ) : (
                    <span
                      className="inline-flex items-center gap-1"
                      title={t('applicants.review.stars', { count: application.rating })}
                    >
                      <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                      {application.rating}/5
                    </span>
                  )}
                </td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <time dateTime={application.applied_at}>
                    {formatDate(application.applied_at, i18n.language, 'short')}
                  </time>
                </td>
                <td className="px-4 py-2 whitespace-nowrap text-muted-foreground">
                  {application.source?.utm_source ?? '–'}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {application.documents.length}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
