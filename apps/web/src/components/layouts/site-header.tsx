import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { Link, NavLink, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-provider';
import { ThemeToggle } from '@/components/layouts/theme-toggle';
import { cn } from '@/lib/utils';
import { AnchorLink } from './anchor-link';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';

const linkClasses =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground';

/** The public navigation: pages, then sections of the landing page. */
const PAGES = [
  { to: '/', label: 'nav.home' },
  { to: '/projects', label: 'nav.portfolio' },
  { to: '/news', label: 'nav.news' },
];
const SECTIONS = [
  { section: 'about', label: 'nav.about' },
  { section: 'contact', label: 'nav.contact' },
];

/** A dashboard-style menu item list can replace the public navigation (SPEC §2). */
export type HeaderMenuItem = { label: string; href: string; external?: boolean; active?: boolean };

export function SiteHeader({
  menuItems,
  actions,
}: {
  menuItems?: HeaderMenuItem[];
  /** Shown before the language menu (the public pages' chat launcher). */
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { isAuthenticated, logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const onLogout = async () => {
    close();
    await logout();
    void navigate('/');
  };

  const logoutLabel = (
    <>
      <LogOut aria-hidden />
      {t('nav.logout')}
    </>
  );

  const links = (mobile: boolean) => {
    const classes = cn(linkClasses, mobile && 'block px-4 py-3 text-base');
    if (menuItems) {
      return menuItems.map((item) =>
        item.external ? (
          <a
            key={item.href}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            className={classes}
            onClick={close}
          >
            {item.label}
          </a>
        ) : (
          <Link
            key={item.href}
            to={item.href}
            onClick={close}
            aria-current={item.active ? 'page' : undefined}
            className={cn(classes, item.active && 'text-foreground')}
          >
            {item.label}
          </Link>
        ),
      );
    }
    return (
      <>
        {PAGES.map(({ to, label }) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/'}
            onClick={close}
            className={({ isActive }) => cn(classes, isActive && 'text-foreground')}
          >
            {t(label)}
          </NavLink>
        ))}
        {SECTIONS.map(({ section, label }) => (
          <AnchorLink key={section} section={section} onNavigate={close} className={classes}>
            {t(label)}
          </AnchorLink>
        ))}
      </>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('nav.mainNavigation')} className="hidden items-center gap-1 lg:flex">
          {links(false)}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {actions}
          <LanguageMenu />
          <ThemeToggle />
          {isAuthenticated && (
            <Button
              variant="outline"
              size="sm"
              onClick={onLogout}
              className="hidden lg:inline-flex"
            >
              {logoutLabel}
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((value) => !value)}
            data-testid="mobile-menu-button"
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mainNavigation')}
          className="border-t bg-background px-2 pb-4 lg:hidden"
        >
          {links(true)}
          <div className="mt-2 px-4">
            {isAuthenticated ? (
              <Button variant="outline" className="w-full" onClick={onLogout}>
                {logoutLabel}
              </Button>
            ) : (
              <Button asChild className="w-full">
                {/* A page of its own outside the languages' addresses (/login, never /de/login). */}
                <a href="/login">{t('nav.login')}</a>
              </Button>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
