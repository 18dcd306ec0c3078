import { LayoutGrid, Table2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n';
import { storage } from '@/lib/storage';
import { cn } from '@/lib/utils';
import { Button } from './button';

export type Layout = 'cards' | 'table';

/**
 * A back-office list's layout, cards or a compact table, remembered in this browser under
 * `key` (`fallback` until the page has loaded there and when nothing is remembered, as the
 * server renders it). `settled` turns true once the remembered choice is read.
 */
export function useStoredLayout(key: string, fallback: Layout = 'cards') {
  const [layout, setLayout] = useState<Layout>(fallback);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const stored = storage.get(key);
    if (stored === 'table' || stored === 'cards') setLayout(stored);
    setSettled(true);
  }, [key]);
  const choose = (next: Layout) => {
    storage.set(key, next);
    setLayout(next);
  };
  return [layout, choose, settled] as const;
}

/**
 * "Cards | Table": two pressed-or-not buttons in a named group; `texts` is the list's
 * translation keys (`${texts}.label`, `.cards`, `.table`).
 */
export function LayoutToggle({
  layout,
  onChange,
  texts,
}: {
  layout: Layout;
  onChange: (layout: Layout) => void;
  texts: string;
}) {
  const { t } = useTranslation();
  const option = (value: Layout, Icon: typeof Table2) => (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={layout === value}
      onClick={() => onChange(value)}
      className={cn(layout === value && 'bg-background shadow-sm hover:bg-background')}
    >
      <Icon aria-hidden />
      {t(`${texts}.${value}`)}
    </Button>
  );
  return (
    <div
      role="group"
      aria-label={t(`${texts}.label`)}
      className="inline-flex gap-1 rounded-lg border bg-muted p-1"
    >
      {option('cards', LayoutGrid)}
      {option('table', Table2)}
    </div>
  );
}
