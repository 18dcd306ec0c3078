import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { SocialLinks } from '@/components/layouts/social-links';
import { IconTile } from '@/components/ui/icon-tile';
import { LandingSection } from '@/components/ui/section';
import { COMPANY } from '@app/contracts/site';
import { telHref } from '@/lib/utils';
import { ContactForm } from './contact-form';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <IconTile className="size-11 rounded-xl">
        <Icon className="size-5" />
      </IconTile>
      <div className="min-w-0">
        <p className="text-sm font-semibold">{label}</p>
        <div className="mt-1 text-sm leading-relaxed break-words text-muted-foreground">
          {children}
        </div>
      </div>
    </li>
  );
}

const linkClasses =
  'rounded-sm transition-colors hover:text-brand-600 hover:underline underline-offset-4 dark:hover:text-brand-100';

/** The landing page's contact anchor (SPEC §1, §2): the contact form beside the Dubai office's details. */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="contact"
      eyebrow={t('home.contact.eyebrow')}
      title={t('home.contact.title')}
      subtitle={t('home.contact.subtitle')}
    >
      <div className="mt-14 grid gap-8 lg:grid-cols-5">
        <aside
          aria-labelledby="contact-details-title"
          className="rounded-2xl border bg-muted/50 p-6 sm:p-8 lg:col-span-2"
          data-testid="contact-details"
        >
          <h3 id="contact-details-title" className="text-lg font-semibold tracking-tight">
            {t('home.contact.detailsTitle')}
          </h3>
          <ul className="mt-6 space-y-6">
            <Detail icon={MapPin} label={t('home.contact.addressLabel')}>
              <address className="not-italic">{COMPANY.address}</address>
            </Detail>
            <Detail icon={Phone} label={t('home.contact.phoneLabel')}>
              <a href={telHref(COMPANY.phone)} className={linkClasses}>
                {COMPANY.phone}
              </a>
            </Detail>
            <Detail icon={Mail} label={t('home.contact.emailLabel')}>
              <a href={`mailto:${COMPANY.email}`} className={linkClasses}>
                {COMPANY.email}
              </a>
            </Detail>
          </ul>
          <div className="mt-8 border-t pt-6">
            <p className="text-sm font-semibold">{t('home.contact.followUs')}</p>
            <SocialLinks className="mt-3" />
          </div>
        </aside>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-3">
          <h3 className="text-lg font-semibold tracking-tight">{t('home.contact.formTitle')}</h3>
          <ContactForm className="mt-6" />
        </div>
      </div>
    </LandingSection>
  );
}
