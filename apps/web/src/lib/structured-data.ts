import { COMPANY } from '@app/contracts/site';

/**
 * schema.org structured data (JSON-LD) shared by the public pages: the company as an
 * Organization, and breadcrumbs. The page-specific kinds (JobPosting, NewsArticle) live with
 * their features.
 */

/** The site's square logo (256 × 256), for search results and the hiring organisation. */
export const LOGO_PATH = '/logo.png';

/** The company, as short as other objects name it (hiring organisation, publisher). */
export const organizationRef = (origin: string) => ({
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: COMPANY.name,
  url: `${origin}/`,
  logo: `${origin}${LOGO_PATH}`,
  sameAs: COMPANY.social.map((profile) => profile.href),
});

/** The company in full, for the landing page. */
export const organization = (origin: string, description: string) => ({
  '@context': 'https://schema.org',
  ...organizationRef(origin),
  description,
  email: COMPANY.email,
  telephone: COMPANY.phone,
  address: { '@type': 'PostalAddress', ...COMPANY.postalAddress },
  contactPoint: [
    {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: COMPANY.phone,
      email: COMPANY.email,
      availableLanguage: ['English', 'German', 'Azerbaijani'],
    },
  ],
});

/** Where a page sits: each step's name and absolute address, from the landing page down. */
export const breadcrumbs = (steps: { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: steps.map((step, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: step.name,
    item: step.url,
  })),
});
