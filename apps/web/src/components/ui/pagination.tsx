import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n';

/** Previous and next through the pages of a back-office list, and where the reader is. */
export function Pagination({
  label,
  page,
  pages,
  busy,
  onPage,
}: {
  /** What the pages are of, for screen readers ("Pages of the inbox"). */
  label: string;
  page: number;
  pages: number;
  /** While a page loads, neither button moves on. */
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 text-sm">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('manager.pagination.previous')}
      </Button>
      <span>{t('manager.pagination.page', { page, pages })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('manager.pagination.next')}
      </Button>
    </nav>
  );
}
