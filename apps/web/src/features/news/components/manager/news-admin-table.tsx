import type { NewsArticle } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { DeleteButton, EditButton } from '@/components/ui/record-actions';
import { TableFrame } from '@/components/ui/table-frame';
import { MissingTranslations } from '@/components/ui/translation-status';
import { PhaseBadge } from '@/components/publication/phase-badge';
import { PublicationActions } from '@/components/publication/publication-actions';
import { PublishedDate } from '../published-date';
import { phaseOf } from './news-admin-card';

/**
 * News Management's compact view: one row an article (title and category, state, date,
 * author, missing translations) with its publication actions, Edit and Delete.
 */
export function NewsAdminTable({
  articles,
  onEdit,
  onDelete,
}: {
  articles: readonly NewsArticle[];
  onEdit: (article: NewsArticle) => void;
  onDelete: (article: NewsArticle) => void;
}) {
  const { t } = useTranslation();
  const column = 'px-4 py-3 font-medium';
  return (
    <TableFrame>
      <table className="w-full text-left text-sm" data-testid="news-admin-table">
        <caption className="sr-only">{t('newsAdmin.table.caption')}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={column}>
              {t('newsAdmin.table.title')}
            </th>
            <th scope="col" className={column}>
              {t('newsAdmin.table.state')}
            </th>
            <th scope="col" className={column}>
              {t('newsAdmin.table.date')}
            </th>
            <th scope="col" className={column}>
              {t('newsAdmin.table.author')}
            </th>
            <th scope="col" className={column}>
              <span className="sr-only">{t('newsAdmin.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {articles.map((article) => (
            <tr key={article.id} data-testid="news-admin-row" className="align-top">
              <td className="min-w-48 px-4 py-3">
                <div className="font-medium">{article.title}</div>
                <div className="text-xs text-muted-foreground">{article.category}</div>
                <MissingTranslations item={article} compact className="mt-1.5" />
              </td>
              <td className="px-4 py-3">
                <PhaseBadge phase={phaseOf(article)} at={article.published_at} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <PublishedDate article={article} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{article.author}</td>
              <td className="px-4 py-2">
                <div className="flex flex-wrap items-center justify-end gap-1.5">
                  <PublicationActions base="news" item={article} />
                  <EditButton
                    onClick={() => onEdit(article)}
                    aria-label={t('newsAdmin.card.editLabel', { title: article.title })}
                  >
                    {t('newsAdmin.card.edit')}
                  </EditButton>
                  <DeleteButton
                    onClick={() => onDelete(article)}
                    aria-label={t('newsAdmin.card.deleteLabel', { title: article.title })}
                  >
                    {t('newsAdmin.card.delete')}
                  </DeleteButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
