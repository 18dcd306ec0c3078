import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg">{t('common.companyName')}</span>
    </Link>
  );
}
