import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';

/** The search box with its submit button; the search runs on submit, not while typing. */
export function ConversationSearch({
  query,
  onSearch,
  busy = false,
}: {
  query: string;
  onSearch: (query: string) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The address changed (back button, Clear): show its search text.
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }

  return (
    <form
      role="search"
      aria-label={t('chats.search.label')}
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchInput
        id={id}
        label={t('chats.search.label')}
        placeholder={t('chats.search.placeholder')}
        value={text}
        onChange={setText}
        maxLength={200}
        className="flex-1 sm:max-w-none"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy} className="flex-1 sm:flex-none">
          <Search aria-hidden />
          {t('chats.search.submit')}
        </Button>
        {query && (
          <Button type="button" variant="outline" onClick={() => onSearch('')}>
            <X aria-hidden />
            {t('chats.search.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
