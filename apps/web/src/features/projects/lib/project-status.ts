import type { ProjectStatus } from '@app/contracts';
import type { badgeVariants } from '@/components/ui/badge';
import type { VariantProps } from 'class-variance-authority';

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/** The badge colour of each project status. */
export const STATUS_VARIANT: Record<ProjectStatus, BadgeVariant> = {
  planning: 'blue',
  active: 'green',
  completed: 'brand',
  'on-hold': 'yellow',
  archived: 'secondary',
};
