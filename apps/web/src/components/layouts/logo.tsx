import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';

/**
 * The brand, always on one line: the mark and the company's name, of which phones show the
 * first word ("Veltrix"). `compact` sets the name smaller, for the back office's sidebar.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const name = t('common.companyName');
  const [first, ...rest] = name.split(' ');
  return (
    <Link
      to="/"
      aria-label={name}
      data-testid="brand"
      className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight whitespace-nowrap"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className={cn(compact ? 'text-base' : 'text-lg')}>
        {first}
        {rest.length > 0 && <span className="max-sm:hidden"> {rest.join(' ')}</span>}
      </span>
    </Link>
  );
}
