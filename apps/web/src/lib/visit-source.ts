import {
  APPLICATION_SOURCE_KEYS,
  type ApplicationSourceKey,
  sourceValueLimit,
} from '@app/contracts/site';

/** The source of the visit (the `utm_*` parameters and the referrer), as an application sends it. */
export type VisitSource = Partial<Record<ApplicationSourceKey, string>>;

/** The session storage entry: set on the first page of a visit (a tab), kept until it ends. */
export const VISIT_SOURCE_KEY = 'visit_source';

/** Session storage that never throws (private mode, storage disabled, server rendering). */
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;
const sessionStore = (): SessionStore | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

const UTM_KEYS = APPLICATION_SOURCE_KEYS.filter((key) => key !== 'referrer');

/**
 * The source of a visit from its first page: the `utm_*` parameters of its address and the
 * referrer when it is another site's; each value trimmed and cut to the API's limit.
 */
export function sourceOfVisit(href: string, referrer: string): VisitSource {
  const page = new URL(href);
  const source: VisitSource = {};
  for (const key of UTM_KEYS) {
    const value = page.searchParams.get(key)?.trim();
    if (value) source[key] = value.slice(0, sourceValueLimit(key));
  }
  if (originOf(referrer) && originOf(referrer) !== page.origin) {
    source.referrer = referrer.slice(0, sourceValueLimit('referrer'));
  }
  return source;
}

/** The origin of an address, or undefined when it is none (empty, malformed). */
function originOf(address: string) {
  try {
    return address ? new URL(address).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the source of the visit, on its first page only: later pages (a link with its own
 * parameters, a reload) leave it as it was.
 */
export function captureVisitSource(
  href: string,
  referrer: string,
  store: SessionStore | undefined = sessionStore(),
) {
  try {
    if (!store || store.getItem(VISIT_SOURCE_KEY) !== null) return;
    store.setItem(VISIT_SOURCE_KEY, JSON.stringify(sourceOfVisit(href, referrer)));
  } catch {
    // storage full or disabled: the visit has no known source
  }
}

/** The kept source of the visit (its known entries), or undefined when there is none. */
export function visitSource(store: SessionStore | undefined = sessionStore()) {
  let kept: unknown;
  try {
    kept = JSON.parse(store?.getItem(VISIT_SOURCE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!kept || typeof kept !== 'object') return undefined;
  const source: VisitSource = {};
  for (const key of APPLICATION_SOURCE_KEYS) {
    const value = (kept as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) {
      source[key] = value.trim().slice(0, sourceValueLimit(key));
    }
  }
  return Object.keys(source).length > 0 ? source : undefined;
}
