import { useTranslation } from '@/i18n';
import { BrandIcon } from '@/components/ui/brand-icon';
import { COMPANY } from '@app/contracts/site';
import { cn } from '@/lib/utils';

export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex items-center gap-2', className)}>
      {COMPANY.social.map(({ network, brand, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.social', { network })}
            className="flex size-9 items-center justify-center rounded-full border text-muted-foreground transition-colors hover:border-brand-500 hover:text-brand-600"
          >
            <BrandIcon name={brand} />
          </a>
        </li>
      ))}
    </ul>
  );
}
