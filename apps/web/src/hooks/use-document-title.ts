import { useEffect } from 'react';
import { useTranslation } from '@/i18n';

/** Sets the tab title to "<title> | <company>" (or the company alone). */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation();
  const company = t('common.companyName');
  useEffect(() => {
    document.title = title ? `${title} | ${company}` : company;
  }, [title, company]);
}
