import type { Project } from '@app/contracts';

const hasOrder = (order: number | null | undefined): order is number => typeof order === 'number';

/**
 * SPEC §7: projects by `order` ascending, those without an order last. A new array is returned
 * and projects with equal orders keep the order they came in (Array#sort is stable).
 */
export function sortProjects<T extends Pick<Project, 'order'>>(projects: readonly T[]): T[] {
  return [...projects].sort((a, b) => {
    if (hasOrder(a.order) && hasOrder(b.order)) return a.order - b.order;
    if (hasOrder(a.order)) return -1;
    if (hasOrder(b.order)) return 1;
    return 0;
  });
}
