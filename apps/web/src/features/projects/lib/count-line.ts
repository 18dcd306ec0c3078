import type { ProjectList } from '@app/contracts';
import type { TFunction } from '@/i18n';

/**
 * SPEC §2: 'Page X of Y (N projects)' when the list has more than one page, else 'N projects',
 * with the language's plural forms.
 */
export function countLine(
  t: TFunction,
  list: Pick<ProjectList, 'page' | 'total_pages' | 'total'>,
): string {
  return list.total_pages > 1
    ? t('projects.pageCount', { count: list.total, page: list.page, pages: list.total_pages })
    : t('projects.count', { count: list.total });
}
