import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex items-center justify-center py-16', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
