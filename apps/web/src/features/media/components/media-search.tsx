import { Search } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Input } from '@/components/ui/input';

/** The search box of the library and the picker (file names and alternative texts). */
export function MediaSearch({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative w-full min-w-0 sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {t('media.search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={t('media.search.placeholder')}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
