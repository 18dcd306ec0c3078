import {
  CONTACT_STATUSES,
  type ContactAssignee,
  type ContactChatExchange,
  type ContactMessageDetail,
  type ContactPatch,
  type ContactStatus,
  MAX_CONTACT_NOTE_LENGTH,
} from '@app/contracts';
import { Mail, Save, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toastFailure } from '@/components/ui/failure-toast';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { OptionSelect } from '@/components/ui/option-select';
import { LoadingMessage } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { formatDateTime } from '@/lib/format-date';
import { useContactMessage } from '../api/get-contact-message';
import { useUpdateContactMessage } from '../api/update-contact-message';
import { LeadBadge, MailStatusBadge, StatusBadge } from './inbox-badges';
import { ReplyForm } from './reply-form';

const NOBODY = 'none';

export type ContactMessageDialogProps = {
  id: number;
  /** The staff a message may be given to (enabled Superadmins and Admins). */
  assignees: readonly ContactAssignee[];
  /** Shows a lead's chat (the back office's transcript of the chat screen). */
  renderTranscript: (exchanges: ContactChatExchange[]) => React.ReactNode;
  onClose: () => void;
};

/** One message of the inbox, opened from the list or by its address (`/manager/inbox/12`). */
export function ContactMessageDialog({ id, onClose, ...props }: ContactMessageDialogProps) {
  const { t } = useTranslation();
  const message = useContactMessage(id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl" data-testid="inbox-message">
        {message.isPending ? (
          <>
            <DialogTitle className="sr-only">{t('inbox.detail.loading')}</DialogTitle>
            <LoadingMessage>{t('inbox.detail.loading')}</LoadingMessage>
          </>
        ) : message.isError ? (
          <>
            <DialogTitle className="sr-only">{t('inbox.detail.error')}</DialogTitle>
            <LoadError
              title={t('inbox.detail.error')}
              description={errorDetail(message.error, t('inbox.errorHint'))}
              onRetry={() => void message.refetch()}
              retrying={message.isFetching}
            />
          </>
        ) : (
          <MessageDetail key={message.data.id} message={message.data} {...props} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function MessageDetail({
  message,
  assignees,
  renderTranscript,
}: Omit<ContactMessageDialogProps, 'id' | 'onClose'> & { message: ContactMessageDetail }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const update = useUpdateContactMessage();
  const [note, setNote] = useState(message.note ?? '');
  const noteId = `inbox-note-${message.id}`;
  const date = (value: string) => formatDateTime(value, i18n.language);

  const save = (patch: ContactPatch) =>
    update.mutate(
      { id: message.id, patch },
      {
        onSuccess: () =>
          toast({ title: t('common.success'), description: t('inbox.detail.saved') }),
        onError: (error) => toastFailure(t('common.error'), error, t('inbox.detail.saveFailed')),
      },
    );

  // The current assignee stays in the choice even when they may no longer be given messages.
  const people =
    message.assignee && !assignees.some((person) => person.id === message.assignee!.id)
      ? [...assignees, message.assignee]
      : assignees;
  const mine = user !== null && message.assignee?.id === user.id;

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2 break-all">
          {message.name}
          <StatusBadge status={message.status} />
          {message.is_lead && <LeadBadge />}
        </DialogTitle>
        <DialogDescription className="flex flex-wrap gap-x-3 gap-y-1">
          <a
            href={`mailto:${message.email}`}
            className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
          >
            <Mail aria-hidden className="size-3.5 shrink-0" />
            {message.email}
          </a>
          <span>{t('inbox.detail.received', { date: date(message.created_at) })}</span>
        </DialogDescription>
      </DialogHeader>

      {/* The status, assignee and note first (on a phone, above the message). */}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <aside className="grid content-start gap-5 md:col-start-2 md:row-start-1 md:border-l md:pl-6">
          <div className="grid gap-2">
            <Label htmlFor="inbox-status">{t('inbox.detail.status')}</Label>
            <OptionSelect
              id="inbox-status"
              value={message.status}
              disabled={update.isPending}
              onValueChange={(status: ContactStatus) => save({ status })}
              options={CONTACT_STATUSES.map((status) => ({
                value: status,
                label: t(`inbox.status.${status}`),
              }))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="inbox-assignee">{t('inbox.detail.assignee')}</Label>
            <OptionSelect
              id="inbox-assignee"
              value={message.assignee ? String(message.assignee.id) : NOBODY}
              disabled={update.isPending}
              onValueChange={(value) =>
                save({ assignee_id: value === NOBODY ? null : Number(value) })
              }
              options={[
                { value: NOBODY, label: t('inbox.unassigned') },
                ...people.map((person) => ({ value: String(person.id), label: person.name })),
              ]}
            />
            {user && !mine && (
              <Button
                variant="outline"
                size="sm"
                disabled={update.isPending}
                onClick={() => save({ assignee_id: user.id })}
              >
                <UserCheck aria-hidden />
                {t('inbox.detail.assignToMe')}
              </Button>
            )}
          </div>
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              save({ note });
            }}
          >
            <Field id={noteId} label={t('inbox.detail.note')} hint={t('inbox.detail.noteHint')}>
              <Textarea
                id={noteId}
                value={note}
                rows={5}
                maxLength={MAX_CONTACT_NOTE_LENGTH}
                onChange={(event) => setNote(event.target.value)}
              />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              disabled={update.isPending || note.trim() === (message.note ?? '')}
            >
              <Save aria-hidden />
              {t('inbox.detail.saveNote')}
            </Button>
          </form>
        </aside>
        <div className="grid min-w-0 content-start gap-6 md:col-start-1 md:row-start-1">
          <Section title={t('inbox.detail.message')}>
            <p
              className="rounded-xl bg-muted px-4 py-3 text-sm break-words whitespace-pre-wrap"
              data-testid="inbox-message-text"
            >
              {message.message}
            </p>
            <p className="text-xs text-muted-foreground">
              {message.consent_at
                ? t('inbox.detail.consent', {
                    date: date(message.consent_at),
                    version: message.consent_version ?? '–',
                  })
                : t('inbox.detail.noConsent')}
            </p>
          </Section>

          {message.is_lead && (
            <Section title={t('inbox.detail.transcript')}>
              {message.transcript.length > 0 ? (
                <div className="rounded-xl border p-3 sm:p-4" data-testid="inbox-transcript">
                  {renderTranscript(message.transcript)}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{t('inbox.detail.noTranscript')}</p>
              )}
            </Section>
          )}

          <Section title={t('inbox.detail.replies')}>
            {message.replies.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('inbox.detail.noReplies')}</p>
            ) : (
              <ol className="grid gap-2" data-testid="inbox-replies">
                {message.replies.map((reply) => (
                  <li key={reply.id} className="rounded-xl border px-4 py-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="min-w-0 font-medium break-words">{reply.subject}</span>
                      <MailStatusBadge status={reply.status} />
                    </div>
                    <p className="mt-1 text-xs text-muted-foreground">
                      <time dateTime={reply.sent_at ?? reply.created_at}>
                        {date(reply.sent_at ?? reply.created_at)}
                      </time>
                    </p>
                    <details className="mt-2">
                      <summary className="cursor-pointer text-xs font-medium text-brand-700 dark:text-brand-100">
                        {t('inbox.detail.showText')}
                      </summary>
                      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{reply.text}</p>
                    </details>
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <ReplyForm message={message} />
        </div>
      </div>
    </>
  );
}
