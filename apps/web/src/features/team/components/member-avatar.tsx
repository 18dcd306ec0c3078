import type { TeamMember } from '@app/contracts';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';
import { avatarColor, initials } from '../lib/initials';

/** The demo portraits are square, 400 × 400. */
const SIZE = 400;

type MemberAvatarProps = {
  member: Pick<TeamMember, 'name' | 'profile_image'> & {
    profile_media?: TeamMember['profile_media'] | null;
  };
  /** Empty when the name is written next to it (the picture is then decorative). */
  alt: string;
  className?: string;
  /** Text size of the initials, to suit the avatar's size. */
  textClassName?: string;
  /** How wide it is shown (a media library image picks its variant by it). */
  sizes?: string;
  /** The page's main picture: loaded first, not lazily. */
  priority?: boolean;
};

/**
 * A member's photo in a circle, or (without a profile image) a coloured circle with the
 * initials; the colour comes from the name, so it never changes between visits.
 */
export function MemberAvatar({
  member,
  alt,
  className,
  textClassName,
  sizes = '128px',
  priority,
}: MemberAvatarProps) {
  if (member.profile_media) {
    return (
      <ResponsiveImage
        image={member.profile_media}
        alt={alt === '' ? '' : undefined}
        fallbackAlt={alt}
        sizes={sizes}
        priority={priority}
        pictureClassName="contents"
        className={cn('aspect-square rounded-full bg-muted object-cover', className)}
      />
    );
  }
  if (member.profile_image) {
    return (
      <img
        src={member.profile_image}
        alt={alt}
        width={SIZE}
        height={SIZE}
        loading="lazy"
        decoding="async"
        className={cn('aspect-square rounded-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid="initials-avatar"
      className={cn(
        'flex aspect-square items-center justify-center rounded-full text-white select-none',
        className,
      )}
      style={{ backgroundColor: avatarColor(member.name) }}
    >
      <span className={cn('font-semibold tracking-wide', textClassName)}>
        {initials(member.name)}
      </span>
    </div>
  );
}
