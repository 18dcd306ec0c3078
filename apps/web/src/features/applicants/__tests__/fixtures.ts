import {
  type Application,
  type ApplicationList,
  APPLICATIONS_PER_PAGE,
  type Job,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** An application as the lists answer it. */
export const application = (id: number, overrides: Partial<Application> = {}): Application => ({
  id,
  job_id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada${id}@example.com`,
  phone: null,
  status: 'pending',
  applied_at: '2026-03-10T09:00:00.000Z',
  cover_letter: null,
  resume_url: null,
  linkedin_url: null,
  portfolio_url: null,
  documents: [],
  notes: null,
  rating: null,
  reviewed_by: null,
  reviewed_at: null,
  source: null,
  other_applications: [],
  ...overrides,
});

/**
 * What `GET /api/job-applications` answers for `url` over `applications` (one job): the status
 * and search filters, newest first or by name, the page, the counts under the search, the job's total and
 * its utm sources. Enough for the screens' tests; the server's filters have their own tests.
 */
export function listAnswer(applications: readonly Application[], url: string): ApplicationList {
  const query = new URL(url, 'http://localhost').searchParams;
  const search = query.get('search')?.toLowerCase() ?? '';
  const searched = applications.filter((item) =>
    `${item.first_name} ${item.last_name} ${item.email}`.toLowerCase().includes(search),
  );
  const status = query.get('status');
  const matching = searched.filter((item) => !status || item.status === status);
  const name = (item: Application) => `${item.first_name} ${item.last_name}`;
  const sort = query.get('sort');
  if (sort === 'name' || sort === '-name') {
    matching.sort((a, b) => (sort === 'name' ? 1 : -1) * name(a).localeCompare(name(b)));
  } else {
    matching.sort((a, b) => b.applied_at.localeCompare(a.applied_at) || b.id - a.id);
  }
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? APPLICATIONS_PER_PAGE);
  const counts = { pending: 0, reviewing: 0, accepted: 0, rejected: 0 };
  for (const item of searched) counts[item.status] += 1;
  const sources = new Set(applications.flatMap((item) => item.source?.utm_source ?? []));
  return {
    items: matching
      .slice((page - 1) * perPage, page * perPage)
      .map((item) => ({ ...item, job: { id: item.job_id, title: 'Cloud Engineer' } })),
    total: matching.length,
    counts,
    all_total: applications.length,
    sources: [...sources].sort(),
    page,
    per_page: perPage,
  };
}

/** The job's read as the screen's route gives it (`GET /api/jobs/{id}?lang=en`). */
export const useJobRead = (id: number | null) =>
  useQuery({
    queryKey: ['jobs', 'detail', id],
    queryFn: () => api<Job>(`/jobs/${id}?lang=en`),
    enabled: id !== null,
  });
