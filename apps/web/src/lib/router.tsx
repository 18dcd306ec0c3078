import { useEffect, useSyncExternalStore } from 'react';
import {
  Link as WouterLink,
  matchRoute,
  Redirect,
  Route,
  Router,
  Switch,
  useLocation as useWouterLocation,
  useParams,
  useSearch,
  useSearchParams,
} from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parse as parsePattern } from 'regexparam';

/**
 * The app's routing, on wouter (a router of ~2 kB: the first page a visitor loads carries
 * little code). Every route, link and hook of the app comes from here.
 */
export { Route, Switch, useParams, useSearchParams };

export type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** The page, within the language's prefix (`/careers`, `/#contact`). */
  to: string;
  replace?: boolean;
};

const RouterLink = WouterLink as unknown as (props: LinkProps) => React.ReactElement;

let prefetch: ((to: string) => void) | undefined;

/** What to fetch ahead when a link to a page is pointed at or focused (the app's routes set it). */
export function setLinkPrefetch(next: (to: string) => void) {
  prefetch = next;
}

/**
 * A link to a page of the app: an <a href> that moves without reloading. The page's code is
 * fetched as soon as the link is pointed at or focused, so it is usually in when clicked.
 */
export function Link({ onPointerEnter, onFocus, ...props }: LinkProps) {
  return (
    <RouterLink
      {...props}
      onPointerEnter={(event) => {
        prefetch?.(props.to);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch?.(props.to);
        onFocus?.(event);
      }}
    />
  );
}

/** `/de/` → `/de`: one address per page, as the server answers them. */
const withoutTrailingSlash = (to: string) => to.replace(/(.)\/(?=$|[?#])/, '$1');

/**
 * The router of the whole app: `base` is the language's prefix (`/de`, `/az`, or none), and
 * `ssrPath` the address being rendered on the server (the browser's own address otherwise).
 */
export function AppRouter({
  base,
  ssrPath,
  children,
}: {
  base: string;
  ssrPath?: string;
  children: React.ReactNode;
}) {
  return (
    <Router
      base={base === '/' ? '' : base}
      ssrPath={ssrPath}
      hrefs={withoutTrailingSlash}
      aroundNav={(navigate, to, options) => navigate(withoutTrailingSlash(to), options)}
    >
      {children}
    </Router>
  );
}

/** A router at a given address, for tests. */
export function MemoryRouter({
  path = '/',
  children,
}: {
  path?: string;
  children: React.ReactNode;
}) {
  return <Router hook={memoryLocation({ path }).hook}>{children}</Router>;
}

/**
 * A link that knows whether it is the current page (`aria-current="page"`, and its class):
 * the page itself or, without `end`, a page under it.
 */
export function NavLink({
  to,
  end = false,
  className,
  ...props
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  return (
    <Link
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
      {...props}
    />
  );
}

/** The current path (within the language's prefix) and query (`?page=2`, or ''). */
export function useLocation() {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/** Moves to another page of the app (`replace` keeps the history entry). */
export function useNavigate() {
  return useWouterLocation()[1];
}

/** Moves to `to` as soon as it renders (a guard's way out). */
export const Navigate = ({ to, replace }: { to: string; replace?: boolean }) => (
  <Redirect to={to} replace={replace} />
);

/** Whether `path` matches a route `pattern` (`/careers/:id`), and its parameters. */
export function matchPath(pattern: string, path: string) {
  const [matches, params] = matchRoute(parsePattern, pattern, path, false);
  return matches ? (params as Record<string, string | undefined>) : null;
}

const HASH_EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'];
const subscribeToHash = (listener: () => void) => {
  HASH_EVENTS.forEach((event) => addEventListener(event, listener));
  return () => HASH_EVENTS.forEach((event) => removeEventListener(event, listener));
};

/** The address's `#section` ('' on the server, which never sees it). */
export const useHash = () =>
  useSyncExternalStore(
    subscribeToHash,
    () => location.hash,
    () => '',
  );

let lastMoveWasBack = false;
if (typeof window !== 'undefined') {
  addEventListener('popstate', () => (lastMoveWasBack = true));
  for (const event of ['pushState', 'replaceState']) {
    addEventListener(event, () => (lastMoveWasBack = false));
  }
}

/** A new page starts at the top; back and forward keep the browser's own scroll position. */
export function useScrollToTopOnNavigation() {
  const [pathname] = useWouterLocation();
  useEffect(() => {
    if (!lastMoveWasBack) window.scrollTo(0, 0);
  }, [pathname]);
}
