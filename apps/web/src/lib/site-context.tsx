import type { Language } from '@app/contracts/site';
import { createContext, useContext } from 'react';

/**
 * The page load's language (fixed: another language is another address), the site's origin,
 * and whether the page is a preview (a signed `?preview=` link to an item not yet public).
 */
export type Site = { language: Language; origin: string; preview?: boolean };

const SiteContext = createContext<Site | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside SiteProvider');
  return site;
}
