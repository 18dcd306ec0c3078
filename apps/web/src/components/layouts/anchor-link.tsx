import type * as React from 'react';
import { Link, useHash, useLocation, useNavigate } from '@/lib/router';

/**
 * A link to a landing-page section. On the home page it scrolls there smoothly; elsewhere it
 * navigates to `/#section` (SPEC §2), where the landing page scrolls after 100 ms.
 */
export function AnchorLink({
  section,
  onNavigate,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'to'> & { section: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const hash = useHash();
  const navigate = useNavigate();
  return (
    <Link
      to={`/#${section}`}
      onClick={(event) => {
        onNavigate?.();
        if (pathname !== '/') return;
        event.preventDefault();
        navigate(`/#${section}`, { replace: hash === `#${section}` });
        document.getElementById(section)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }}
      {...props}
    />
  );
}
