import { AlertTriangle, MessagesSquare, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDetail } from '@/lib/api-client';
import { useChatConversations } from '../api/get-chat-conversations';
import { groupConversations } from '../lib/group-conversations';
import { ConversationDay } from './conversation-day';
import { ConversationSearch } from './conversation-search';

function ConversationsSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden>
      <Skeleton className="h-6 w-56" />
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className="rounded-2xl border bg-card p-6 shadow-sm">
          <Skeleton className="h-5 w-40" />
          <div className="mt-5 grid gap-3">
            <Skeleton className="h-12 w-3/5" />
            <Skeleton className="h-16 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Chat Conversations (SPEC §2): a search, then the recorded exchanges grouped by day (newest
 * first), visitor address and session. On a failed load the list is emptied and an error line
 * offers to try again.
 */
export function ChatConversations() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query')?.trim() ?? '';
  const conversations = useChatConversations(query);
  const list = useMemo(
    () => (conversations.isError ? [] : (conversations.data ?? [])),
    [conversations.isError, conversations.data],
  );
  const days = useMemo(() => groupConversations(list), [list]);

  const onSearch = (next: string) => setSearchParams(next ? { query: next } : {});

  return (
    <ManagerPage title={t('chats.title')} subtitle={t('chats.subtitle')}>
      <div className="grid gap-6">
        <ConversationSearch query={query} onSearch={onSearch} busy={conversations.isFetching} />

        {conversations.isError && (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center"
          >
            <AlertTriangle aria-hidden className="size-5 shrink-0 text-destructive" />
            <p className="flex-1">
              <span className="font-medium">{t('chats.error')}</span>{' '}
              <span className="text-muted-foreground">
                {errorDetail(conversations.error, t('chats.errorHint'))}
              </span>
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void conversations.refetch()}
              disabled={conversations.isFetching}
            >
              <RotateCw aria-hidden />
              {t('common.tryAgain')}
            </Button>
          </div>
        )}

        {conversations.isPending ? (
          <div role="status">
            <span className="sr-only">{t('chats.loading')}</span>
            <ConversationsSkeleton />
          </div>
        ) : conversations.isError ? null : days.length === 0 ? (
          <EmptyState
            icon={<MessagesSquare />}
            title={t('chats.empty')}
            description={query ? t('chats.emptySearch', { query }) : t('chats.emptyHint')}
            action={
              query ? (
                <Button variant="outline" onClick={() => onSearch('')}>
                  {t('chats.search.clear')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {query
                ? t('chats.resultsFor', { count: list.length, query })
                : t('chats.exchanges', { count: list.length })}
            </p>
            <div className="grid gap-10">
              {days.map((group) => (
                <ConversationDay key={group.day} group={group} />
              ))}
            </div>
          </>
        )}
      </div>
    </ManagerPage>
  );
}
