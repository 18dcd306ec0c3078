import type { TeamMember } from '@app/contracts';
import { Eye, EyeOff, Mail, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { BrandIcon } from '@/components/ui/brand-icon';
import { MemberAvatar } from '../member-avatar';

const linkClasses =
  'inline-flex size-9 items-center justify-center rounded-lg border bg-background text-muted-foreground shadow-xs transition-colors hover:bg-muted hover:text-foreground';

/**
 * A member in the manager's list (SPEC §2 "Team Members"): photo or initials, name, position,
 * department, the Visible/Hidden badge, the display order, links to e-mail, LinkedIn and
 * GitHub, and Edit and Delete.
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
    <article
      aria-labelledby={nameId}
      data-testid="team-admin-card"
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-card shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-md dark:hover:shadow-black/40',
        !member.is_visible && 'border-dashed',
      )}
    >
      <div className="flex items-start gap-4 p-5">
        <MemberAvatar
          member={member}
          alt=""
          className={cn('size-16 shrink-0 shadow-sm', !member.is_visible && 'grayscale')}
          textClassName="text-xl"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {member.is_visible ? (
              <Badge variant="green" data-testid="visibility-badge">
                <Eye aria-hidden className="size-3.5" />
                {t('teamAdmin.card.visible')}
              </Badge>
            ) : (
              <Badge variant="secondary" data-testid="visibility-badge">
                <EyeOff aria-hidden className="size-3.5" />
                {t('teamAdmin.card.hidden')}
              </Badge>
            )}
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
        {member.linkedin_url && (
          <a
            href={member.linkedin_url}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClasses}
            aria-label={t('teamAdmin.card.linkedinLabel', { name: member.name })}
          >
            <BrandIcon name="linkedin" />
          </a>
        )}
        {member.github_url && (
          <a
            href={member.github_url}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClasses}
            aria-label={t('teamAdmin.card.githubLabel', { name: member.name })}
          >
            <BrandIcon name="github" />
          </a>
        )}
        <div className="ml-auto flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t('teamAdmin.card.editLabel', { name: member.name })}
          >
            <Pencil aria-hidden />
            {t('teamAdmin.card.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={onDelete}
            aria-label={t('teamAdmin.card.deleteLabel', { name: member.name })}
          >
            <Trash2 aria-hidden />
            {t('teamAdmin.card.delete')}
          </Button>
        </div>
      </div>
    </article>
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
