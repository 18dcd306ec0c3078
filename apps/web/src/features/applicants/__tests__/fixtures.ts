import type { Application } from '@app/contracts';

/** An application as GET /jobs/{jobId}/with-applicants answers it. */
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
