import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { type ReviewDrafts, ReviewForm } from '../components/review-form';
import { application } from './fixtures';

const i18n = allTexts('en');
beforeAll(() => {
  // The radio group measures its items; jsdom has no layout to observe.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let answer: () => Response;
let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  answer = () =>
    Response.json(
      application(5, {
        notes: 'Great fit',
        rating: 4,
        reviewed_by: { id: 1, name: 'Site Administrator' },
        reviewed_at: '2026-03-11T10:00:00.000Z',
      }),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('/api/job-applications/5/review');
      expect(init?.method).toBe('PUT');
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(drafts: ReviewDrafts = new Map(), overrides = {}) {
  return render(
    <I18nProvider store={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ReviewForm application={application(5, overrides)} drafts={drafts} />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the notes and rating form', () => {
  it('sends the notes and the chosen stars, and says when they are saved', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText('No notes or rating saved yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Internal notes'), 'Great fit');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes and rating saved')).toBeTruthy();
    expect(bodies).toEqual([{ notes: 'Great fit', rating: 4 }]);
  });

  it('moves the rating with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderForm(new Map(), { rating: 2 });
    const checked = () => screen.getByRole('radio', { checked: true }).getAttribute('aria-label');
    expect(checked()).toBe('2 stars');
    fireEvent.keyDown(screen.getByRole('radio', { name: '2 stars' }), { key: 'ArrowRight' });
    expect(checked()).toBe('3 stars');
    fireEvent.keyDown(screen.getByRole('radio', { name: '3 stars' }), { key: 'End' });
    expect(checked()).toBe('5 stars');
    fireEvent.keyDown(screen.getByRole('radio', { name: '5 stars' }), { key: 'ArrowRight' });
    expect(checked()).toBe('5 stars');
    fireEvent.keyDown(screen.getByRole('radio', { name: '5 stars' }), { key: 'Home' });
    expect(checked()).toBe('1 star');
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.getByText('Not rated')).toBeTruthy();
  });

  it("keeps what was typed when the save fails, and shows the server's reason", async () => {
    answer = () => Response.json({ detail: 'Application not found' }, { status: 404 });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Internal notes'), 'Call back');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application not found')).toBeTruthy();
    expect((screen.getByLabelText('Internal notes') as HTMLTextAreaElement).value).toBe(
      'Call back',
    );
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('refuses notes over 10000 characters before sending', async () => {
    const user = userEvent.setup();
    renderForm();
    fireEvent.change(screen.getByLabelText('Internal notes'), {
      target: { value: 'x'.repeat(10_001) },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes can be at most 10000 characters long.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('keeps an unsaved draft for when the form is opened again', async () => {
    const drafts: ReviewDrafts = new Map();
    const user = userEvent.setup();
    const first = renderForm(drafts);
    await user.type(screen.getByLabelText('Internal notes'), 'Draft');
    first.unmount();
    renderForm(drafts);
    expect((screen.getByLabelText('Internal notes') as HTMLTextAreaElement).value).toBe('Draft');
  });

  it('shows who saved the notes last, and when', () => {
    renderForm(new Map(), {
      notes: 'Seen',
      reviewed_by: { id: 3, name: 'Lena Fischer' },
      reviewed_at: '2026-03-11T10:00:00.000Z',
    });
    expect(screen.getByTestId('review-meta').textContent).toMatch(
      /^Last saved by Lena Fischer on 11 March 2026/,
    );
  });
});
