import type { TeamMember } from '@app/contracts';
import { Eye, EyeOff, Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { BrandIcon } from '@/components/ui/brand-icon';
import { DeleteButton, EditButton } from '@/components/ui/record-actions';
import { RecordCard } from '@/components/ui/record-card';
import { Skeleton } from '@/components/ui/skeleton';
import { MissingTranslations } from '@/components/ui/translation-status';
import { cn } from '@/lib/utils';
import { MemberAvatar } from '../member-avatar';

const linkClasses =
  'inline-flex size-9 items-center justify-center rounded-lg border bg-background text-muted-foreground shadow-xs transition-colors hover:bg-muted hover:text-foreground';

/** The profiles a card links to, with the text that names each link. */
const PROFILES = [
  ['linkedin', 'linkedin_url', 'teamAdmin.card.linkedinLabel'],
  ['github', 'github_url', 'teamAdmin.card.githubLabel'],
] as const;

/** "Visible" or "Hidden" (from the public team page): a member's badge in the card and the table. */
export function VisibilityBadge({ member }: { member: Pick<TeamMember, 'is_visible'> }) {
  const { t } = useTranslation();
  return member.is_visible ? (
    <Badge variant="green" data-testid="visibility-badge">
      <Eye aria-hidden className="size-3.5" />
      {t('teamAdmin.card.visible')}
    </Badge>
  ) : (
    <Badge variant="secondary" data-testid="visibility-badge">
      <EyeOff aria-hidden className="size-3.5" />
      {t('teamAdmin.card.hidden')}
    </Badge>
  );
}

/**
 * A member in the manager's list (SPEC §2 "Team Members"): photo or initials, name, position,
 * department, the Visible/Hidden badge, the display order, links to e-mail, LinkedIn and
 * GitHub, Edit and Delete, and a badge per language it has no translation into.
 */
export function TeamAdminCard({
  member,
  onEdit,
  onDelete,
}: {
  member: TeamMember;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <RecordCard aria-labelledby={nameId} data-testid="team-admin-card" dashed={!member.is_visible}>
      <div className="flex items-start gap-4 p-5">
        <MemberAvatar
          member={member}
          alt=""
          className={cn('size-16 shrink-0 shadow-sm', !member.is_visible && 'grayscale')}
          textClassName="text-xl"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <VisibilityBadge member={member} />
            <Badge variant="outline" className="text-muted-foreground">
              {t('teamAdmin.card.order', { order: member.display_order })}
            </Badge>
          </div>
          <h2 id={nameId} className="mt-2 truncate text-lg font-semibold tracking-tight">
            {member.name}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{member.position}</p>
          <Badge variant="brand" className="mt-2">
            {member.department}
          </Badge>
          <MissingTranslations item={member} className="mt-2" />
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t bg-muted/30 px-5 py-3">
        {member.email && (
          <a
            href={`mailto:${member.email}`}
            className={linkClasses}
            aria-label={t('teamAdmin.card.emailLabel', { email: member.email })}
            title={member.email}
          >
            <Mail aria-hidden className="size-4" />
          </a>
        )}
        {PROFILES.map(
          ([brand, field, label]) =>
            member[field] && (
              <a
                key={brand}
                href={member[field]}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClasses}
                aria-label={t(label, { name: member.name })}
              >
                <BrandIcon name={brand} />
              </a>
            ),
        )}
        <div className="ml-auto flex gap-2">
          <EditButton
            onClick={onEdit}
            aria-label={t('teamAdmin.card.editLabel', { name: member.name })}
          >
            {t('teamAdmin.card.edit')}
          </EditButton>
          <DeleteButton
            variant="outline"
            onClick={onDelete}
            aria-label={t('teamAdmin.card.deleteLabel', { name: member.name })}
          >
            {t('teamAdmin.card.delete')}
          </DeleteButton>
        </div>
      </div>
    </RecordCard>
  );
}

export function TeamAdminCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="team-admin-card-skeleton"
      className="flex flex-col rounded-2xl border bg-card shadow-sm"
    >
      <div className="flex gap-4 p-5">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      </div>
      <div className="flex gap-2 border-t px-5 py-3">
        <Skeleton className="size-9" />
        <Skeleton className="size-9" />
        <Skeleton className="ml-auto h-8 w-16" />
        <Skeleton className="h-8 w-20" />
      </div>
    </div>
  );
}
