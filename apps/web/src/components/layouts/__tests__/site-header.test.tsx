import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { SiteHeader, type HeaderMenuItem } from '../site-header';

const user = {
  id: 2,
  first_name: 'Lena',
  last_name: 'Vogel',
  email: 'lena@example.com',
  role_id: 2,
  is_enabled: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.setItem('access_token', 'access');
  localStorage.setItem('refresh_token', 'refresh');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.endsWith('/auth/user')
        ? JSON.stringify(user)
        : JSON.stringify({ detail: 'Signed out' });
      return { ok: true, status: 200, statusText: 'OK', text: async () => body } as Response;
    }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderHeader(menuItems?: HeaderMenuItem[]) {
  render(
    <AppProvider
      queryClient={createQueryClient()}
      i18n={allTexts('en')}
      site={{ language: 'en', origin: 'http://localhost' }}
    >
      <MemoryRouter>
        <SiteHeader menuItems={menuItems} />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('SiteHeader with a custom menu list', () => {
  it('shows the given items with the active one marked, external ones in a new tab, and Logout', async () => {
    renderHeader([
      { label: 'Dashboard', href: '/manager/dashboard', active: true },
      { label: 'Jobs', href: '/manager/jobs' },
      { label: 'Handbook', href: 'https://handbook.example/', external: true },
    ]);
    const logout = await screen.findByRole('button', { name: 'Logout' });
    const [dashboard] = screen.getAllByRole('link', { name: 'Dashboard' });
    expect(dashboard!.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getAllByRole('link', { name: 'Jobs' })[0]!.getAttribute('aria-current'),
    ).toBeNull();
    const [handbook] = screen.getAllByRole('link', { name: 'Handbook' });
    expect(handbook!.getAttribute('target')).toBe('_blank');
    expect(handbook!.getAttribute('rel')).toBe('noopener noreferrer');
    // The public navigation is replaced by the list.
    expect(screen.queryByRole('link', { name: 'Portfolio' })).toBeNull();

    await userEvent.setup().click(logout);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('shows the public navigation without a list', async () => {
    renderHeader();
    await screen.findByRole('button', { name: 'Logout' });
    expect(screen.getAllByRole('link', { name: 'Portfolio' })[0]!.getAttribute('href')).toBe(
      '/projects',
    );
    expect(screen.getAllByRole('link', { name: 'About' })[0]!.getAttribute('href')).toBe('/#about');
  });
});
