import type { TeamMember } from '@app/contracts';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { BrandIcon, type BrandName } from '@/components/ui/brand-icon';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { IconTile } from '@/components/ui/icon-tile';
import { RichText } from '@/components/ui/rich-text';
import { useContentLanguage } from '@/lib/content-language';
import { MemberAvatar } from './member-avatar';

const linkClasses =
  'flex items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium transition-colors hover:border-brand-500 hover:bg-muted';

function ContactLink({
  href,
  icon,
  label,
  value,
  external,
}: {
  href: string;
  icon: React.ReactNode;
  label: string;
  value: string;
  external?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <a
        href={href}
        className={linkClasses}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <IconTile className="size-9 rounded-lg text-brand-600">{icon}</IconTile>
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-normal text-muted-foreground">{label}</span>
          <span className="block [overflow-wrap:anywhere]">{value}</span>
        </span>
        {external && (
          <>
            <ExternalLink aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t('team.detail.opensInNewTab')}</span>
          </>
        )}
      </a>
    </li>
  );
}

/** Tel links keep only the digits and a leading plus. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A readable form of a profile address: host and path without the scheme or 'www.'. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/** One member's page (SPEC §2): photo, name, position, department, bio and contact links. */
export function TeamMemberDetail({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const { langOf } = useContentLanguage(member);
  const profiles = (
    [
      ['linkedin', member.linkedin_url, t('team.detail.linkedin')],
      ['twitter', member.twitter_url, t('team.detail.twitter')],
      ['github', member.github_url, t('team.detail.github')],
    ] as const
  ).filter((entry): entry is [BrandName, string, string] => Boolean(entry[1]?.trim()));
  const hasContact = Boolean(member.email || member.phone || profiles.length);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <BackLink to="/team">{t('team.detail.backToTeam')}</BackLink>
      <EnglishOnlyNote item={member} className="mt-6" />

      <article className="mt-8 overflow-hidden rounded-3xl border bg-card shadow-sm">
        <div aria-hidden className="h-32 bg-gradient-to-r from-brand-600 to-accent-500 sm:h-40" />
        <div className="grid grid-cols-1 gap-10 px-6 pb-10 sm:px-10 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0">
            <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-end sm:text-left">
              <MemberAvatar
                member={member}
                alt={member.name}
                className="-mt-16 size-36 shrink-0 shadow-lg ring-4 ring-card sm:-mt-20 sm:size-44"
                textClassName="text-5xl"
                sizes="176px"
                priority
              />
              <div className="pb-1">
                <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{member.name}</h1>
                <p lang={langOf('position')} className="mt-1 text-lg text-muted-foreground">
                  {member.position}
                </p>
                <Badge variant="brand" className="mt-3">
                  {member.department}
                </Badge>
              </div>
            </header>

            <section aria-labelledby="member-about" className="mt-10">
              <h2 id="member-about" className="text-xl font-semibold tracking-tight">
                {t('team.detail.about')}
              </h2>
              {member.bio?.trim() ? (
                <RichText
                  html={member.bio}
                  lang={langOf('bio')}
                  className="mt-4 text-base leading-7 text-muted-foreground"
                  data-testid="member-bio"
                />
              ) : (
                <p className="mt-4 text-muted-foreground">
                  {t('team.detail.noBio', { name: member.name })}
                </p>
              )}
            </section>
          </div>

          {hasContact && (
            <aside aria-labelledby="member-contact" className="min-w-0 lg:pt-8">
              <h2 id="member-contact" className="text-xl font-semibold tracking-tight">
                {t('team.detail.contact')}
              </h2>
              <ul className="mt-4 space-y-3" data-testid="member-links">
                {member.email && (
                  <ContactLink
                    href={`mailto:${member.email}`}
                    icon={<Mail className="size-4" />}
                    label={t('team.detail.email')}
                    value={member.email}
                  />
                )}
                {member.phone && (
                  <ContactLink
                    href={telHref(member.phone)}
                    icon={<Phone className="size-4" />}
                    label={t('team.detail.phone')}
                    value={member.phone}
                  />
                )}
                {profiles.map(([brand, url, label]) => (
                  <ContactLink
                    key={brand}
                    href={url}
                    icon={<BrandIcon name={brand} />}
                    label={label}
                    value={shortUrl(url)}
                    external
                  />
                ))}
              </ul>
            </aside>
          )}
        </div>
      </article>
    </div>
  );
}
