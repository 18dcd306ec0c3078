import type { NewsArticle } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { DeleteButton, EditButton } from '@/components/ui/record-actions';
import { RecordTable } from '@/components/ui/table-frame';
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
  return (
    <RecordTable
      testId="news-admin-table"
      caption={t('newsAdmin.table.caption')}
      columns={[
        t('newsAdmin.table.title'),
        t('newsAdmin.table.state'),
        t('newsAdmin.table.date'),
        t('newsAdmin.table.author'),
      ]}
      actions={t('newsAdmin.table.actions')}
    >
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
    </RecordTable>
  );
}
