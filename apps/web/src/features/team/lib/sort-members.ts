import type { TeamMember } from '@app/contracts';

/**
 * The members a visitor sees (SPEC §2): the visible ones, by display_order ascending; equal
 * orders keep the order they came in. A signed-in editor's list also holds hidden members,
 * which stay off the public page.
 */
export const publicMembers = <T extends Pick<TeamMember, 'display_order' | 'is_visible'>>(
  members: readonly T[],
): T[] =>
  members.filter((member) => member.is_visible).sort((a, b) => a.display_order - b.display_order);
