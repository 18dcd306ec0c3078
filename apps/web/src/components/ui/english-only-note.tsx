import { Languages } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { type LocalizedItem, useContentLanguage } from '@/lib/content-language';
import { cn } from '@/lib/utils';

/**
 * The discreet line on a German or Azerbaijani item page whose content is all or partly in
 * English for want of a translation ("Available in English only"); nothing otherwise.
 */
export function EnglishOnlyNote({ item, className }: { item: LocalizedItem; className?: string }) {
  const { t } = useTranslation();
  const { englishPart } = useContentLanguage(item);
  if (englishPart === 'none') return null;
  return (
    <p
      role="note"
      data-testid="english-only-note"
      className={cn(
        'flex w-fit items-center gap-2 rounded-lg border bg-muted/60 px-3 py-1.5 text-sm text-muted-foreground',
        className,
      )}
    >
      <Languages aria-hidden className="size-4 shrink-0" />
      {t(`common.englishOnly.${englishPart}`)}
    </p>
  );
}
