import { type LucideIcon, Mail, MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { AnchorLink } from '@/components/layouts/anchor-link';
import { IconTile } from '@/components/ui/icon-tile';
import { COMPANY } from '@app/contracts/site';
import { telHref } from '@/lib/utils';

const actionClasses =
  'mt-4 inline-flex w-fit items-center rounded-sm text-sm font-medium break-all text-brand-600 underline-offset-4 hover:underline dark:text-brand-100';

function Channel({
  icon: Icon,
  name,
  children,
}: {
  icon: LucideIcon;
  name: 'email' | 'phone' | 'form' | 'chat';
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition duration-300 hover:-translate-y-0.5 hover:shadow-md">
      <IconTile className="size-10 rounded-lg">
        <Icon className="size-5" />
      </IconTile>
      <h3 className="mt-4 font-semibold tracking-tight">
        {t(`legal.support.channels.${name}.title`)}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">
        {t(`legal.support.channels.${name}.description`)}
      </p>
      {children}
    </li>
  );
}

/** The ways to reach support: e-mail, phone, the contact form and the chat assistant. */
export function SupportChannels() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="support-channels" className="mb-14">
      <h2 id="support-channels" className="text-2xl font-semibold tracking-tight">
        {t('legal.support.channelsTitle')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <Channel icon={Mail} name="email">
          <a href={`mailto:${COMPANY.email}`} className={actionClasses}>
            {COMPANY.email}
          </a>
        </Channel>
        <Channel icon={Phone} name="phone">
          <a href={telHref(COMPANY.phone)} className={actionClasses}>
            {COMPANY.phone}
          </a>
        </Channel>
        <Channel icon={MessageSquareText} name="form">
          <AnchorLink section="contact" className={actionClasses}>
            {t('legal.support.channels.form.action')}
          </AnchorLink>
        </Channel>
        <Channel icon={MessageCircle} name="chat" />
      </ul>
    </section>
  );
}
