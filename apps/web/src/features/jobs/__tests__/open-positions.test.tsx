import type { Job } from '@app/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@/i18n';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { OpenPositions } from '../components/open-positions';

const i18n = allTexts('en');
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const job = (id: number, overrides: Partial<Job> = {}): Job => ({
  id,
  title: `Job ${id}`,
  department: 'Engineering',
  location: 'Dubai',
  type: 'Part-time',
  level: 'Executive',
  description: 'A role.',
  requirements: 'One',
  responsibilities: 'Two',
  benefits: null,
  salary_range: null,
  is_active: true,
  application_deadline: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

function renderList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider store={i18n}>
        <MemoryRouter>
          <OpenPositions />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the open positions', () => {
  it('shows a spinner, then the active jobs with translated type and level badges', async () => {
    answer(200, {
      jobs: [job(1, { salary_range: 'AED 10,000 / month' }), job(2, { is_active: false })],
    });
    renderList();
    expect(screen.getByRole('status').textContent).toBe('Loading open positions...');
    await screen.findByRole('heading', { name: 'Job 1' });
    expect(screen.queryByRole('heading', { name: 'Job 2' })).toBeNull();
    expect(screen.getAllByText('Part-time')).toHaveLength(2); // the badge and the facts line
    expect(screen.getByText('Executive')).toBeTruthy();
    expect(screen.getByText('AED 10,000 / month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details: Job 1' }).getAttribute('href')).toBe(
      '/careers/1',
    );
    expect(screen.getByText('1 open position')).toBeTruthy();
  });

  it('translates the entry level badge', async () => {
    answer(200, { jobs: [job(3, { level: 'Entry', type: 'Internship' })] });
    renderList();
    await screen.findByRole('heading', { name: 'Job 3' });
    expect(screen.getByText('Entry Level')).toBeTruthy();
  });

  it("shows 'No Open Positions' when there are none", async () => {
    answer(200, { jobs: [] });
    renderList();
    await screen.findByRole('heading', { name: 'No Open Positions' });
  });

  it('shows an error with a way to try again when the list cannot be loaded', async () => {
    answer(500, { detail: 'Internal server error' });
    renderList();
    await screen.findByRole('heading', { name: 'The open positions could not be loaded' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
