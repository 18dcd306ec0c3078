import { useTranslation } from 'react-i18next';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { changeLanguage } from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';

export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Select value={i18n.language} onValueChange={(value) => void changeLanguage(value)}>
      <SelectTrigger
        className={className ?? 'h-9 w-[4.5rem]'}
        aria-label={t('nav.language')}
        data-testid="language-select"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {LANGUAGES.map((language) => (
          <SelectItem key={language} value={language}>
            {language.toUpperCase()}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
