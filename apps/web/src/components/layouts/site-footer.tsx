import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { AnchorLink } from './anchor-link';
import { Logo } from './logo';
import { SocialLinks } from './social-links';

const linkClasses = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

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
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold">
            {t('footer.company')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <AnchorLink section="about" className={linkClasses}>
                {t('nav.about')}
              </AnchorLink>
            </li>
            <li>
              <Link to="/projects" className={linkClasses}>
                {t('nav.portfolio')}
              </Link>
            </li>
            <li>
              <Link to="/news" className={linkClasses}>
                {t('nav.news')}
              </Link>
            </li>
            <li>
              <AnchorLink section="contact" className={linkClasses}>
                {t('nav.contact')}
              </AnchorLink>
            </li>
            <li>
              <Link to="/careers" className={linkClasses}>
                {t('nav.careers')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-sm font-semibold">
            {t('footer.support')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/support" className={linkClasses}>
                {t('footer.supportCenter')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClasses}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClasses}>
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-muted-foreground sm:px-6 lg:px-8">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  );
}
