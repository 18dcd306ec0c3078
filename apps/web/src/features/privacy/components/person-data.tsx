import { EmailSchema, type PersonCounts, type PersonData as Held } from '@app/contracts';
import { AlertTriangle, Download, Search, Trash2, UserSearch } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorAria, Field } from '@/components/ui/field';
import { toastFailure } from '@/components/ui/failure-toast';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useExportPersonData } from '../api/export-person-data';
import { usePersonData } from '../api/get-person-data';
import { EraseDialog } from './erase-dialog';

const COUNTS: (keyof PersonCounts)[] = [
  'applications',
  'documents',
  'contact_messages',
  'chat_conversations',
  'outbox',
  'audit',
];

/** A titled list of what is held of one kind; nothing when there is none. */
function HeldSection({ title, children }: { title: string; children: React.ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-3 divide-y text-sm">{children}</ul>
    </section>
  );
}

const Row = ({ children }: { children: React.ReactNode }) => (
  <li className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between sm:gap-4">{children}</li>
);

/** What is held, by kind: each item with what tells it apart. */
function HeldItems({ data }: { data: Held }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <HeldSection title={t('privacy.person.counts.applications')}>
        {data.applications.map((row) => (
          <Row key={row.id}>
            <span>
              <span className="font-medium">{row.job_title ?? `#${row.job_id}`}</span>
              <span className="text-muted-foreground">
                {' · '}
                {row.name} · {t(`applicants.status.${row.status}`)}
              </span>
              {row.documents.length > 0 && (
                <span className="block text-muted-foreground">
                  {row.documents.map((document) => document.original_name).join(', ')}
                </span>
              )}
            </span>
            <span className="shrink-0 text-muted-foreground">{date(row.applied_at)}</span>
          </Row>
        ))}
      </HeldSection>
      <HeldSection title={t('privacy.person.counts.contact_messages')}>
        {data.contact_messages.map((row) => (
          <Row key={row.id}>
            <span className="min-w-0">
              <span className="font-medium">{row.name}</span>
              {row.chat_session_id && (
                <span className="text-muted-foreground"> · {t('privacy.person.lead')}</span>
              )}
              <span className="block truncate text-muted-foreground">{row.message}</span>
            </span>
            <span className="shrink-0 text-muted-foreground">{date(row.created_at)}</span>
          </Row>
        ))}
      </HeldSection>
      <HeldSection title={t('privacy.person.counts.chat_conversations')}>
        {data.chat_conversations.map((row) => (
          <Row key={row.session_id}>
            <span>{t('privacy.person.exchanges', { count: row.exchanges })}</span>
            <span className="shrink-0 text-muted-foreground">{date(row.first_at)}</span>
          </Row>
        ))}
      </HeldSection>
      <HeldSection title={t('privacy.person.counts.outbox')}>
        {data.outbox.map((row) => (
          <Row key={row.id}>
            <span className="min-w-0 truncate">{row.subject}</span>
            <span className="shrink-0 text-muted-foreground">{date(row.created_at)}</span>
          </Row>
        ))}
      </HeldSection>
      <HeldSection title={t('privacy.person.counts.audit')}>
        {data.audit.map((row) => (
          <Row key={row.id}>
            <span>{t(`audit.actions.${row.action}`, { defaultValue: row.action })}</span>
            <span className="shrink-0 text-muted-foreground">{date(row.at)}</span>
          </Row>
        ))}
      </HeldSection>
    </div>
  );
}

/**
 * "A person's data": everything held about an e-mail address, with counts; its archive to
 * download, and its erasure once the address is typed again.
 */
export function PersonData() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [email, setEmail] = useState('');
  const held = usePersonData(email);
  const exporting = useExportPersonData();
  const [erasing, setErasing] = useState(false);
  const total = held.data ? COUNTS.reduce((sum, key) => sum + held.data.counts[key], 0) : 0;

  const search = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(typed);
    setInvalid(!parsed.success);
    if (parsed.success) setEmail(parsed.data);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <form
        role="search"
        noValidate
        onSubmit={search}
        className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <Field
          id="person-email"
          label={t('privacy.person.email')}
          hint={t('privacy.person.intro')}
          error={invalid ? t('privacy.person.invalidEmail') : undefined}
          className="flex-1"
        >
          <Input
            id="person-email"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setInvalid(false);
            }}
            {...errorAria('person-email', invalid)}
          />
        </Field>
        <Button type="submit" disabled={held.isFetching} className="sm:mb-6">
          <Search aria-hidden />
          {t('privacy.person.search')}
        </Button>
      </form>

      {!email ? null : held.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t('privacy.person.searching')}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : held.isError ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0 text-destructive" />
          <p>
            <span className="font-medium">{t('privacy.person.error')}</span>{' '}
            <span className="text-muted-foreground">
              {errorDetail(held.error, t('privacy.person.errorHint'))}
            </span>
          </p>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6" data-testid="person-data">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <h2 className="text-lg font-semibold break-all">{held.data.email}</h2>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={exporting.isPending}
                onClick={() =>
                  exporting.mutate(held.data.email, {
                    onError: (error) => toastFailure(t('privacy.person.downloadFailed'), error),
                  })
                }
              >
                <Download aria-hidden />
                {exporting.isPending
                  ? t('privacy.person.downloading')
                  : t('privacy.person.download')}
              </Button>
              <Button variant="destructive" disabled={total === 0} onClick={() => setErasing(true)}>
                <Trash2 aria-hidden />
                {t('privacy.person.erase')}
              </Button>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {COUNTS.map((key) => (
              <div key={key} className="rounded-xl border bg-card p-3 shadow-sm">
                <dt className="text-xs text-muted-foreground">
                  {t(`privacy.person.counts.${key}`)}
                </dt>
                <dd className="mt-1 text-2xl font-semibold" data-testid={`count-${key}`}>
                  {held.data.counts[key]}
                </dd>
              </div>
            ))}
          </dl>
          {total === 0 ? (
            <EmptyState
              icon={<UserSearch />}
              title={t('privacy.person.nothing')}
              description={t('privacy.person.nothingHint')}
            />
          ) : (
            <HeldItems data={held.data} />
          )}
          <EraseDialog email={held.data.email} open={erasing} onOpenChange={setErasing} />
        </div>
      )}
    </div>
  );
}
