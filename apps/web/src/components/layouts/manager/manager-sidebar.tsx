import { canAccess } from '@app/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { NavLink } from '@/lib/router';
import { useAuth } from '@/lib/auth/auth-provider';
import { cn } from '@/lib/utils';
import { Logo } from '../logo';
import { MANAGER_NAV } from './manager-nav';

const itemClasses =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

/** The side navigation: only the entries the signed-in role may use. */
export function ManagerSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const items = MANAGER_NAV.filter((item) => user && canAccess(user.role_id, item.area));
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="px-2">
        <Logo compact />
      </div>
      <nav aria-label={t('manager.navigation')} className="flex flex-1 flex-col gap-1">
        {items.map(({ key, to, icon: Icon }) => (
          <NavLink
            key={key}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                itemClasses,
                isActive && 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100',
              )
            }
          >
            <Icon className="size-4" aria-hidden />
            {t(`manager.nav.${key}`)}
          </NavLink>
        ))}
        <a
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          className={cn(itemClasses, 'mt-auto')}
          onClick={onNavigate}
        >
          <ExternalLink className="size-4" aria-hidden />
          {t('manager.nav.website')}
        </a>
      </nav>
    </div>
  );
}
