import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { Pagination } from '../pagination';

afterEach(cleanup);

const show = (props: { page: number; pages: number; busy?: boolean }, language = 'en' as const) => {
  const onPage = vi.fn();
  render(
    <I18nProvider store={allTexts(language)}>
      <Pagination label="Pages of the list" busy={false} onPage={onPage} {...props} />
    </I18nProvider>,
  );
  return onPage;
};

describe('the pages of a back-office list', () => {
  it('moves to the page before and after, and says where the reader is', async () => {
    const onPage = show({ page: 2, pages: 3 });
    expect(screen.getByRole('navigation', { name: 'Pages of the list' }).textContent).toContain(
      'Page 2 of 3',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot move past the first or last page, nor while a page loads', () => {
    show({ page: 1, pages: 2 });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    cleanup();
    show({ page: 2, pages: 2 });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    show({ page: 2, pages: 3, busy: true });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not shown for a single page', () => {
    show({ page: 1, pages: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks the interface language', () => {
    show({ page: 1, pages: 4 }, 'de' as 'en');
    expect(screen.getByRole('navigation').textContent).toContain('Seite 1 von 4');
    expect((screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
