import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A list that could not be loaded: what went wrong, and a Try again button while it retries. */
export function LoadError({
  title,
  description,
  onRetry,
  retrying,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      tone="destructive"
      icon={<TriangleAlert />}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}
