import { LogOut, Menu } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-provider';
import { ThemeToggle } from '@/components/layouts/theme-toggle';
import { storage } from '@/lib/storage';
import { LanguageMenu } from '../language-menu';
import { ManagerSidebar } from './manager-sidebar';

/** The back office frame: sidebar (a slide-in drawer on small screens) and top bar. */
export function ManagerLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const onLogout = async () => {
    await logout();
    // SPEC §2: the manager Logout clears all local storage and goes to /login.
    storage.clear();
    void navigate('/login');
  };

  return (
    <div className="min-h-screen bg-muted/30 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r bg-card lg:block">
        <div className="sticky top-0 h-screen">
          <ManagerSidebar />
        </div>
      </aside>
      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 lg:hidden" />
          <DialogPrimitive.Content
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r bg-card shadow-xl lg:hidden"
            data-testid="manager-drawer"
          >
            <DialogPrimitive.Title className="sr-only">
              {t('manager.navigation')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              {t('manager.navigationDescription')}
            </DialogPrimitive.Description>
            <ManagerSidebar onNavigate={() => setDrawerOpen(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/85 px-4 backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t('manager.openNavigation')}
            onClick={() => setDrawerOpen(true)}
            data-testid="manager-menu-button"
          >
            <Menu aria-hidden />
          </Button>
          <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
            {user &&
              t('manager.signedInAs', {
                name: `${user.first_name} ${user.last_name}`.trim() || user.email,
              })}
          </p>
          <LanguageMenu />
          <ThemeToggle />
          <Button variant="outline" size="sm" onClick={onLogout}>
            <LogOut aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('nav.logout')}</span>
          </Button>
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8">
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
