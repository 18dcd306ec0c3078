import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';
import { errorAria } from './field';
import { PrivacyLink } from './privacy-link';

/**
 * A form's required consent to the processing of the visitor's data, with the link to the
 * privacy policy, and its error (texts `common.consent.*`). The input takes the other props (a
 * react-hook-form registration, or `checked` and `onChange`).
 */
export function ConsentCheckbox({
  id,
  error,
  onPrivacyLink,
  className,
  ...input
}: {
  id: string;
  error?: string;
  /** The privacy link was followed. */
  onPrivacyLink?: () => void;
  className?: string;
} & Omit<React.ComponentProps<'input'>, 'id' | 'type' | 'className'>) {
  const { t } = useTranslation();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-start gap-2.5">
        <input
          type="checkbox"
          id={id}
          aria-required
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          {...errorAria(id, Boolean(error))}
          {...input}
        />
        <label htmlFor={id} className="text-xs leading-relaxed text-muted-foreground">
          {t('common.consent.before')}{' '}
          <PrivacyLink onClick={onPrivacyLink}>{t('common.consent.link')}</PrivacyLink>
          {t('common.consent.after')}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
