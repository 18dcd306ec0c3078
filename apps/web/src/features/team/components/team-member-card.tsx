import type { TeamMember } from '@app/contracts';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/card-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useContentLanguage } from '@/lib/content-language';
import { MemberAvatar } from './member-avatar';

/** A member in the team grid: photo (or initials), name, position and department. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const nameId = useId();
  const { langOf } = useContentLanguage(member);
  return (
    <CardLink
      to={`/team/${member.id}`}
      aria-labelledby={nameId}
      data-testid="team-card"
      className="relative items-center px-6 pt-10 pb-8 text-center"
    >
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-24 bg-gradient-to-br from-brand-600/15 to-accent-500/20 dark:from-brand-600/25 dark:to-accent-500/15"
      />
      <MemberAvatar
        member={member}
        alt=""
        className="relative size-32 shadow-md ring-4 ring-card transition-transform duration-300 group-hover:scale-105"
        textClassName="text-4xl"
      />
      <h2
        id={nameId}
        className="mt-6 text-lg font-semibold tracking-tight transition-colors group-hover:text-brand-600 dark:group-hover:text-brand-100"
      >
        {member.name}
      </h2>
      <p lang={langOf('position')} className="mt-1 text-sm text-muted-foreground">
        {member.position}
      </p>
      <Badge variant="brand" className="mt-4">
        {member.department}
      </Badge>
    </CardLink>
  );
}

export function TeamMemberCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="team-card-skeleton"
      className="flex flex-col items-center rounded-2xl border bg-card px-6 pt-10 pb-8 shadow-sm"
    >
      <Skeleton className="size-32 rounded-full" />
      <Skeleton className="mt-6 h-5 w-36" />
      <Skeleton className="mt-2 h-4 w-28" />
      <Skeleton className="mt-4 h-5 w-20 rounded-full" />
    </div>
  );
}
