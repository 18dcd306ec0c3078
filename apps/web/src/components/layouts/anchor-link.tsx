import type * as React from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * A link to a landing-page section. On the home page it scrolls there smoothly; elsewhere it
 * navigates to `/#section` (SPEC §2), where the landing page scrolls after 100 ms.
 */
export function AnchorLink({
  section,
  onNavigate,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'to'> & { section: string; onNavigate?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      to={`/#${section}`}
      onClick={(event) => {
        onNavigate?.();
        if (location.pathname !== '/') return;
        event.preventDefault();
        void navigate(`/#${section}`, { replace: location.hash === `#${section}` });
        document.getElementById(section)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }}
      {...props}
    />
  );
}
