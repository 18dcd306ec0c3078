import { useTranslation } from '@/i18n';
import { SearchInput } from '@/components/ui/search-input';

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
    <SearchInput
      id={id}
      label={t('media.search.label')}
      placeholder={t('media.search.placeholder')}
      value={value}
      onChange={onChange}
    />
  );
}
