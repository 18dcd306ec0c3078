import type { MediaImage } from '@app/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { MemoryRouter } from '@/lib/router';
import { type FetchCall, stubFetch } from '@/test/fetch-stub';
import { MediaField } from '../components/media-field';
import { mediaItem } from './fixtures';

const i18n = allTexts('en');
const library = [
  mediaItem(3, { file_name: 'office.jpg', alt: { en: 'Our office' } }),
  mediaItem(2),
];
let calls: FetchCall[];

beforeEach(() => {
  calls = stubFetch(({ url }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/media') throw new Error(`unexpected call ${url}`);
    const search = searchParams.get('search') ?? '';
    const items = library.filter((item) => item.file_name.includes(search));
    return Response.json({ items, total: items.length, page: 1, per_page: 12 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The field in a form of its own: what it holds is shown below it. */
function Harness({ initial, url: initialUrl }: { initial: MediaImage | null; url?: string }) {
  const [image, setImage] = useState(initial);
  const [url, setUrl] = useState(initialUrl ?? '');
  return (
    <I18nProvider store={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter path="/manager/news">
          <MediaField
            id="image"
            value={image}
            onChange={setImage}
            url={url}
            onClearUrl={() => setUrl('')}
          />
          <output data-testid="held">{JSON.stringify({ id: image?.id ?? null, url })}</output>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}

const held = () => JSON.parse(screen.getByTestId('held').textContent!) as unknown;

describe('the image field of a form', () => {
  it('picks an image of the library in the picker, replacing an older image address', async () => {
    const user = userEvent.setup();
    render(<Harness initial={null} url="/media/news/old.svg" />);
    expect(screen.getByText('Image from an address (not in the library)')).toBeTruthy();
    expect(screen.getByText('/media/news/old.svg')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Change' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an image' });
    const use = within(picker).getByRole('button', { name: 'Use this image' });
    expect(use.hasAttribute('disabled')).toBe(true);
    const tile = await within(picker).findByRole('button', { name: /office\.jpg/ });
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    await user.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    await user.click(use);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held()).toEqual({ id: 3, url: '' });
    expect(screen.getByText('Our office')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Our office' }).getAttribute('src')).toBe(
      '/images/3/320.webp',
    );
  });

  it('searches the library in the picker', async () => {
    const user = userEvent.setup();
    render(<Harness initial={null} />);
    expect(screen.getByText('No image chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose image' }));
    const picker = await screen.findByRole('dialog');
    await within(picker).findByRole('button', { name: /photo-2\.jpg/ });
    await user.type(within(picker).getByRole('searchbox', { name: 'Search images' }), 'office');
    await waitFor(() =>
      expect(within(picker).queryByRole('button', { name: /photo-2\.jpg/ })).toBeNull(),
    );
    expect(calls.some((call) => call.url.includes('search=office'))).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held()).toEqual({ id: null, url: '' });
  });

  it('removes the chosen image and shows the current one chosen in the picker', async () => {
    const user = userEvent.setup();
    render(<Harness initial={library[0]!} />);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const picker = await screen.findByRole('dialog');
    const tile = await within(picker).findByRole('button', { name: /office\.jpg/ });
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(held()).toEqual({ id: null, url: '' });
    expect(screen.getByText('No image chosen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
