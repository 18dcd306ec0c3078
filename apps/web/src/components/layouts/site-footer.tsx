import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { AnchorLink } from './anchor-link';
import { Logo } from './logo';
import { SocialLinks } from './social-links';

const linkClasses = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

/** A page of the site, or a section of the landing page; `label` is a text key. */
type FooterLink = { label: string } & ({ to: string } | { section: string });

const COMPANY_LINKS: FooterLink[] = [
  { section: 'about', label: 'nav.about' },
  { to: '/projects', label: 'nav.portfolio' },
  { to: '/news', label: 'nav.news' },
  { section: 'contact', label: 'nav.contact' },
  { to: '/careers', label: 'nav.careers' },
];

const SUPPORT_LINKS: FooterLink[] = [
  { to: '/support', label: 'footer.supportCenter' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
];

/** A titled column of links. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            {'section' in link ? (
              <AnchorLink section={link.section} className={linkClasses}>
                {t(link.label)}
              </AnchorLink>
            ) : (
              <Link to={link.to} className={linkClasses}>
                {t(link.label)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-4 max-w-md text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <SocialLinks className="mt-6" />
        </div>
        <FooterLinks id="footer-company" title={t('footer.company')} links={COMPANY_LINKS} />
        <FooterLinks id="footer-support" title={t('footer.support')} links={SUPPORT_LINKS} />
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-muted-foreground sm:px-6 lg:px-8">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  );
}
