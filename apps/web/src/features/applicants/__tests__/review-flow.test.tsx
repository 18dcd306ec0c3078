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
import { stubFetch } from '@/test/fetch-stub';

const i18n = allTexts('en');
beforeAll(() => {
  // What Radix Select and the star rating need from a browser and jsdom lacks.
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const job = {
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
} satisfies Job;

let applications: Application[];
const statusBodies: unknown[] = [];

beforeEach(() => {
  statusBodies.length = 0;
  // Newest first: Ada, Grace, Alan, Linus; Linus is rejected and filtered out below.
  const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;
  applications = [
    application(1, { first_name: 'Alan', last_name: 'Turing', applied_at: at(10) }),
    application(2, { first_name: 'Grace', last_name: 'Hopper', applied_at: at(11), notes: 'G' }),
    application(3, { first_name: 'Ada', last_name: 'Lovelace', applied_at: at(12), rating: 5 }),
    application(4, {
      first_name: 'Linus',
      last_name: 'Torvalds',
      applied_at: at(13),
      status: 'rejected',
    }),
  ];
  stubFetch(({ url, method, body }) => {
    if (url === '/api/jobs/7?lang=en') return Response.json(job);
    if (url.startsWith('/api/job-applications?'))
      return Response.json(listAnswer(applications, url));
    const status = /^\/api\/job-applications\/(\d+)\/status$/.exec(url);
    if (status && method === 'PUT') {
      const sent = JSON.parse(String(body)) as { status: string };
      statusBodies.push(sent);
      applications = applications.map((one) =>
        one.id === Number(status[1])
          ? { ...one, status: sent.status as Application['status'] }
          : one,
      );
      return Response.json(applications.find((one) => one.id === Number(status[1])));
    }
    throw new Error(`unexpected call ${method} ${url}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The screen with its job's read, as its route gives it. */
function JobApplicants() {
  return <ApplicantsScreen jobId={7} job={useJobRead(7)} />;
}

/** The screen with every status but rejected, as a recruiter reviewing the open ones. */
function renderScreen() {
  return render(
    <I18nProvider store={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter path="/?status=pending">
          <JobApplicants />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const dialog = () => screen.getByRole('dialog');
const shownName = () => within(dialog()).getByRole('heading').textContent;
const position = () => within(dialog()).getByTestId('review-position').textContent;
const button = (name: 'Previous' | 'Next') => within(dialog()).getByRole('button', { name });

async function openFirst() {
  const user = userEvent.setup();
  renderScreen();
  const cards = await screen.findAllByTestId('applicant-card');
  expect(cards).toHaveLength(3);
  await user.click(within(cards[0]!).getByRole('button', { name: /View Details/ }));
  await screen.findByRole('dialog');
  return user;
}

describe('the review flow in the details dialog', () => {
  it('moves through the filtered list with the buttons, disabled at both ends', async () => {
    const user = await openFirst();
    expect(shownName()).toBe('Ada Lovelace');
    expect(position()).toBe('1 of 3');
    expect(button('Previous').hasAttribute('disabled')).toBe(true);
    await user.click(button('Next'));
    expect(shownName()).toBe('Grace Hopper');
    expect(position()).toBe('2 of 3');
    await user.click(button('Next'));
    expect(shownName()).toBe('Alan Turing');
    expect(position()).toBe('3 of 3');
    expect(button('Next').hasAttribute('disabled')).toBe(true);
    await user.click(button('Previous'));
    expect(shownName()).toBe('Grace Hopper');
  });

  it('moves with J and K, and the review form shows the new applicant’s notes and rating', async () => {
    const user = await openFirst();
    await user.click(within(dialog()).getByRole('tab', { name: 'Notes & Rating' }));
    expect(within(dialog()).getByTestId('rating-value').textContent).toBe('5 stars');
    await user.keyboard('j');
    expect(shownName()).toBe('Grace Hopper');
    expect(
      (within(dialog()).getByRole('textbox', { name: 'Internal notes' }) as HTMLTextAreaElement)
        .value,
    ).toBe('G');
    expect(within(dialog()).getByTestId('rating-value').textContent).toBe('Not rated');
    await user.keyboard('j');
    expect(shownName()).toBe('Alan Turing');
    // Nothing after the last one.
    await user.keyboard('j');
    expect(shownName()).toBe('Alan Turing');
    await user.keyboard('k');
    expect(shownName()).toBe('Grace Hopper');
    await user.keyboard('K');
    await user.keyboard('k');
    expect(shownName()).toBe('Ada Lovelace');
  });

  it('ignores J and K while typing in the notes', async () => {
    const user = await openFirst();
    await user.click(within(dialog()).getByRole('tab', { name: 'Notes & Rating' }));
    const notes = within(dialog()).getByRole('textbox', { name: 'Internal notes' });
    await user.type(notes, 'jk');
    expect((notes as HTMLTextAreaElement).value).toBe('jk');
    expect(shownName()).toBe('Ada Lovelace');
  });

  it('changes the status from the dialog through the e-mail offer, and the next is still there', async () => {
    const user = await openFirst();
    await user.keyboard('j');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Status of Grace Hopper' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the status to “Rejected”?' });
    // The keys do not move behind the confirmation.
    await user.keyboard('j');
    await user.click(within(confirm).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(statusBodies).toEqual([{ status: 'rejected', send_email: false }]));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    // Grace has left the pending list; her neighbours are still a key away.
    expect(shownName()).toBe('Grace Hopper');
    await user.keyboard('j');
    expect(shownName()).toBe('Alan Turing');
    expect(position()).toBe('2 of 2');
  });

  it('goes on to the next page after the last applicant of one, and back', async () => {
    // 24 cards a page: Candidate26 to Candidate3 on the first, then Candidate2 and Candidate1.
    applications = Array.from({ length: 26 }, (_, index) =>
      application(index + 1, {
        first_name: `Candidate${index + 1}`,
        last_name: 'Example',
        applied_at: new Date(Date.UTC(2026, 2, 1) + index * 60_000).toISOString(),
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    const cards = await screen.findAllByTestId('applicant-card');
    expect(cards).toHaveLength(24);
    await user.click(within(cards[23]!).getByRole('button', { name: /View Details/ }));
    await screen.findByRole('dialog');
    expect(shownName()).toBe('Candidate3 Example');
    expect(position()).toBe('24 of 26');
    await user.keyboard('j');
    await waitFor(() => expect(shownName()).toBe('Candidate2 Example'));
    expect(position()).toBe('25 of 26');
    await user.keyboard('j');
    expect(shownName()).toBe('Candidate1 Example');
    expect(button('Next').hasAttribute('disabled')).toBe(true);
    await user.keyboard('k');
    await user.keyboard('k');
    await waitFor(() => expect(shownName()).toBe('Candidate3 Example'));
    expect(position()).toBe('24 of 26');
  }, 20_000);
});
