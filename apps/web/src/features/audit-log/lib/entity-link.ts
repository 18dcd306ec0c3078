import type { AuditEntry } from '@app/contracts';

const SCREENS: Record<string, string> = {
  news: '/manager/news',
  team: '/manager/team',
  project: '/manager/projects',
  testimonial: '/manager/testimonials',
  user: '/manager/users',
  mail_template: '/manager/mail-templates',
};

/** The back-office screen of an entry's item, where there is one: a job's applicants, a list. */
export function entityLink(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string | undefined {
  if (!entry.entity || !entry.entity_id) return undefined;
  if (entry.entity === 'job') return `/manager/${entry.entity_id}/applicants`;
  if (entry.entity === 'contact_message') return `/manager/inbox/${entry.entity_id}`;
  return SCREENS[entry.entity];
}
