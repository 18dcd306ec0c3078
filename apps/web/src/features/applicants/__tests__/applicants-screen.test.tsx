import type { Application, Job } from '@app/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@/i18n';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { ApplicantsScreen } from '../components/applicants-screen';
import { application, listAnswer, useJobRead } from './fixtures';

const i18n = allTexts('en');
beforeAll(() => {
  // What Radix Select needs from a browser and jsdom lacks.
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});

const DAY = 86_400_000;
const job: Job = {
  id: 7,
  title: 'Cloud Engineer',
  department: 'Engineering',
  location: 'Dubai',
  type: 'Full-time',
  level: 'Senior',
  description: 'Build.',
  requirements: 'AWS',
  responsibilities: 'Run',
  benefits: null,
  salary_range: null,
  is_active: true,
  application_deadline: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

let applications: Application[];
let statusAnswer: (id: number, status: string) => Promise<Response>;
const requests: string[] = [];
/** The bodies of the status changes sent. */
const statusBodies: unknown[] = [];

beforeEach(() => {
  requests.length = 0;
  statusBodies.length = 0;
  applications = [
    application(1, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      applied_at: new Date(Date.now() - 60_000).toISOString(),
      cover_letter: 'I love compilers.',
    }),
    application(2, {
      first_name: 'Alan',
      last_name: 'Turing',
      email: 'alan@example.com',
      status: 'reviewing',
      applied_at: new Date(Date.now() - 3 * DAY - 60_000).toISOString(),
    }),
  ];
  statusAnswer = async (id, status) =>
    Response.json({ ...applications.find((a) => a.id === id)!, status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
      if (url === '/api/jobs/7?lang=en') return Response.json(job);
      if (url === '/api/jobs/8?lang=en') {
        return Response.json({ detail: 'Job not found' }, { status: 404 });
      }
      if (url.startsWith('/api/job-applications?')) {
        return Response.json(listAnswer(url.includes('job_id=7') ? applications : [], url));
      }
      if (url === '/api/job-applications/1/status-email?status=accepted') {
        return Response.json({
          recipient: 'grace@example.com',
          language: 'de',
          subject: 'Zusage: Cloud Engineer',
          text: 'Guten Tag Grace Hopper,\n\nwillkommen.\n',
          html: '<p>unused</p>',
        });
      }
      const status = /^\/api\/job-applications\/(\d+)\/status$/.exec(url);
      if (status && method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as { status: string };
        statusBodies.push(body);
        return statusAnswer(Number(status[1]), body.status);
      }
      throw new Error(`unexpected call ${method} ${url}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The screen with its job's read, as its route gives it. */
function JobApplicants({ jobId }: { jobId: number | null }) {
  return <ApplicantsScreen jobId={jobId} job={useJobRead(jobId)} />;
}

function renderScreen(jobId: number | null) {
  return render(
    <I18nProvider store={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <JobApplicants jobId={jobId} />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const count = (key: string) =>
  screen.getByTestId(`count-${key}`).querySelector('[data-slot="count"]')!.textContent;

describe('the applicants screen', () => {
  it('loads the job and its applicants: header, counts and cards', async () => {
    renderScreen(7);
    expect(screen.getByText('Loading applications...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' })).toBeTruthy();
    expect((await screen.findByTestId('application-count')).textContent).toBe('2 applications');
    expect([count('total'), count('pending'), count('reviewing'), count('accepted')]).toEqual([
      '2',
      '1',
      '1',
      '0',
    ]);
    const cards = screen.getAllByTestId('applicant-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Grace Hopper',
      'Alan Turing',
    ]);
    expect(within(cards[0]!).getByText('Applied today')).toBeTruthy();
    expect(within(cards[1]!).getByText('Applied 3 days ago')).toBeTruthy();
    expect(
      within(cards[0]!).getByRole('link', { name: 'grace@example.com' }).getAttribute('href'),
    ).toBe('mailto:grace@example.com');
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a status change in the badge and the counts at once, before the server answers', async () => {
    let answer!: (response: Response) => void;
    statusAnswer = () => new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    renderScreen(7);
    await user.click(await screen.findByRole('combobox', { name: 'Status of Grace Hopper' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(count('pending')).toBe('0'));
    expect(count('accepted')).toBe('1');
    const card = screen.getAllByTestId('applicant-card')[0]!;
    expect(card.querySelector('[data-status]')!.getAttribute('data-status')).toBe('accepted');
    answer(Response.json({ ...applications[0], status: 'accepted' }));
    expect(await screen.findByText('Application status updated successfully')).toBeTruthy();
    expect(requests).toContain('PUT /api/job-applications/1/status');
  });

  it('puts the old status back and says so when the server refuses the change', async () => {
    statusAnswer = async () => Response.json({ detail: 'Forbidden' }, { status: 403 });
    const user = userEvent.setup();
    renderScreen(7);
    await user.click(await screen.findByRole('combobox', { name: 'Status of Alan Turing' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Failed to update application status')).toBeTruthy();
    await waitFor(() => expect(count('reviewing')).toBe('1'));
    expect(count('rejected')).toBe('0');
  });

  it('offers the status e-mail with its preview before the change, and sends it when ticked', async () => {
    const user = userEvent.setup();
    renderScreen(7);
    await user.click(await screen.findByRole('combobox', { name: 'Status of Grace Hopper' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status to “Accepted”?' });
    // Nothing is fetched or changed until the recruiter decides.
    expect(requests.some((request) => request.includes('status-email'))).toBe(false);
    expect(count('accepted')).toBe('0');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Send the e-mail to the candidate' }),
    );
    const preview = await within(dialog).findByTestId('status-email-preview');
    await within(preview).findByText('Zusage: Cloud Engineer');
    expect(within(preview).getByText('German')).toBeTruthy();
    expect(preview.textContent).toContain('willkommen.');
    await user.click(within(dialog).getByRole('button', { name: 'Change status and send e-mail' }));
    expect(
      await screen.findByText('Status updated. The e-mail to the candidate is on its way.'),
    ).toBeTruthy();
    expect(statusBodies).toEqual([{ status: 'accepted', send_email: true }]);
  });

  it('changes nothing when the dialog is cancelled, and sets pending without asking', async () => {
    const user = userEvent.setup();
    renderScreen(7);
    await user.click(await screen.findByRole('combobox', { name: 'Status of Alan Turing' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(count('reviewing')).toBe('1');
    expect(statusBodies).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Status of Alan Turing' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(await screen.findByText('Application status updated successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(statusBodies).toEqual([{ status: 'pending' }]);
  });

  it('filters by search, shows the no-match state and clears the filters', async () => {
    const user = userEvent.setup();
    renderScreen(7);
    const search = await screen.findByRole('searchbox', {
      name: 'Search applicants by name or email',
    });
    await user.type(search, 'ALAN@');
    await waitFor(() => expect(screen.getAllByTestId('applicant-card')).toHaveLength(1));
    expect(requests).toContain(
      'GET /api/job-applications?page=1&per_page=24&job_id=7&search=ALAN%40&sort=-applied_at',
    );
    await user.type(search, 'nobody');
    expect(await screen.findByText('No applications match your filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getAllByTestId('applicant-card')).toHaveLength(2));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('filters by status when a count card is pressed, and Total shows all again', async () => {
    const user = userEvent.setup();
    renderScreen(7);
    const reviewing = within(await screen.findByTestId('count-reviewing')).getByRole('button');
    expect(reviewing.getAttribute('aria-pressed')).toBe('false');
    await user.click(reviewing);
    expect(reviewing.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('applicant-card')).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Filter by status' }).textContent).toBe(
      'Reviewing',
    );
    await user.click(within(screen.getByTestId('count-total')).getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('applicant-card')).toHaveLength(2));
  });

  it('shows a sortable table, remembers it, and opens the details from a row', async () => {
    localStorage.removeItem('applicants_view');
    const user = userEvent.setup();
    renderScreen(7);
    await user.click(await screen.findByRole('button', { name: 'Table' }));
    expect(localStorage.getItem('applicants_view')).toBe('table');
    const rows = () =>
      screen
        .getAllByTestId('applicant-row')
        .map((row) => within(row).getByTestId('applicant-name').textContent);
    expect(rows()).toEqual(['Grace Hopper', 'Alan Turing']);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(rows()).toEqual(['Alan Turing', 'Grace Hopper']));
    await user.click(screen.getByRole('button', { name: 'Alan Turing' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    cleanup();
    renderScreen(7);
    expect(await screen.findByTestId('applicants-table')).toBeTruthy();
    localStorage.removeItem('applicants_view');
  });

  it('says when no application has come in yet', async () => {
    applications = [];
    renderScreen(7);
    expect(await screen.findByText('No applications received yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(true);
  });

  it('says Job not found for an unknown job, and for an id that is not a number without a call', async () => {
    renderScreen(8);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeTruthy();
    cleanup();
    requests.length = 0;
    renderScreen(null);
    expect(screen.getByRole('heading', { name: 'Job not found' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to Jobs' })[0]!.getAttribute('href')).toBe(
      '/manager/jobs',
    );
    expect(requests).toEqual([]);
  });
});
