import { type ChatLeadInput, ChatLeadInputSchema, MAX_CHAT_LEAD_NOTE_LENGTH } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useSendChatLead } from '../api/send-chat-lead';

type LeadFormValues = Omit<ChatLeadInput, 'sessionId'>;

/** The form reads the same schema as the server, without the session the widget adds. */
const LeadFormSchema = ChatLeadInputSchema.omit({ sessionId: true });

const fieldClasses = 'h-9 rounded-lg bg-background text-sm';

/**
 * The assistant's offer, inline in the conversation: name, e-mail and an optional note for
 * the team (`POST /api/chat/lead`), with a consent line linking to the privacy policy.
 */
export function LeadForm({
  sessionId,
  onSent,
  onDismiss,
  onPrivacyLink,
}: {
  sessionId: string;
  onSent: () => void;
  onDismiss: () => void;
  /** The privacy link was followed (the panel closes on phones). */
  onPrivacyLink?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const form = useForm<LeadFormValues>({
    resolver: zodResolver(LeadFormSchema),
    defaultValues: { name: '', email: '', message: '', website: '' },
  });
  const { errors } = form.formState;
  const send = useSendChatLead({ onSuccess: onSent });

  const failure =
    send.error instanceof ApiError && send.error.status === 429
      ? t('chat.lead.errors.tooMany')
      : send.error
        ? t('chat.lead.errors.failed')
        : undefined;

  const describedBy = (name: keyof LeadFormValues) =>
    errors[name] ? `${fieldId(name)}-error` : undefined;

  const fieldError = (name: keyof LeadFormValues, text: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="text-xs font-medium text-destructive">
        {text}
      </p>
    ) : null;

  return (
    <form
      noValidate
      aria-label={t('chat.lead.formLabel')}
      data-testid="chat-lead-form"
      className="grid w-full gap-3 rounded-2xl rounded-bl-md border bg-card p-3.5 text-sm shadow-xs"
      onSubmit={form.handleSubmit((values) =>
        send.mutate({
          ...values,
          message: values.message?.trim() || undefined,
          sessionId,
        }),
      )}
    >
      <p className="leading-relaxed">{t('chat.lead.offer')}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId('name')} className="text-xs">
          {t('chat.lead.name')}
        </Label>
        <Input
          id={fieldId('name')}
          autoComplete="name"
          maxLength={200}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={fieldClasses}
          {...form.register('name')}
        />
        {fieldError('name', t('chat.lead.errors.name'))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId('email')} className="text-xs">
          {t('chat.lead.email')}
        </Label>
        <Input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={fieldClasses}
          {...form.register('email')}
        />
        {fieldError('email', t('chat.lead.errors.email'))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId('message')} className="text-xs">
          {t('chat.lead.note')}
        </Label>
        <Textarea
          id={fieldId('message')}
          rows={2}
          maxLength={MAX_CHAT_LEAD_NOTE_LENGTH}
          placeholder={t('chat.lead.notePlaceholder')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className="min-h-16 resize-none rounded-lg bg-background text-sm"
          {...form.register('message')}
        />
        {fieldError('message', t('chat.lead.errors.note'))}
      </div>

      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
        <label htmlFor={fieldId('website')}>{t('chat.lead.honeypot')}</label>
        <input
          id={fieldId('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>

      <p className="text-xs leading-relaxed text-muted-foreground">
        {t('chat.lead.consent')}{' '}
        <Link
          to="/privacy"
          onClick={onPrivacyLink}
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          {t('chat.lead.privacyLink')}
        </Link>
      </p>

      {failure && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {failure}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" variant="gradient" disabled={send.isPending}>
          {send.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          {send.isPending ? t('chat.lead.sending') : t('chat.lead.submit')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={onDismiss}
          disabled={send.isPending}
        >
          {t('chat.lead.dismiss')}
        </Button>
      </div>
    </form>
  );
}
