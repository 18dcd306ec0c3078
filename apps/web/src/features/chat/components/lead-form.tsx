import { type ChatLeadInput, ChatLeadInputSchema, MAX_CHAT_LEAD_NOTE_LENGTH } from '@app/contracts';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { Input, Textarea } from '@/components/ui/input';
import { Field, useFormFields } from '@/components/ui/field';
import { Honeypot } from '@/components/ui/honeypot';
import { ApiError } from '@/lib/api-client';
import { schemaResolver } from '@/lib/form-resolver';
import { useSendChatLead } from '../api/send-chat-lead';

type LeadFormValues = Omit<ChatLeadInput, 'sessionId'>;

/** The form checks what the server does, without the session the widget adds. */
const LeadFormSchema = ChatLeadInputSchema.omit({ sessionId: true });
const leadFormResolver = schemaResolver(LeadFormSchema);

const inputClasses = 'h-9 rounded-lg bg-background text-sm';

/**
 * The assistant's offer, inline in the conversation below its answer: first a line with Yes and
 * No (small, so the answer stays in view), then, on Yes, name, e-mail and an optional note for
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
  const [accepted, setAccepted] = useState(false);
  const form = useForm<LeadFormValues>({
    resolver: leadFormResolver,
    defaultValues: { name: '', email: '', message: '', website: '', consent: false },
  });
  const fields = useFormFields(form);
  const send = useSendChatLead({ onSuccess: onSent });

  const failure =
    send.error instanceof ApiError && send.error.status === 429
      ? t('chat.lead.errors.tooMany')
      : send.error
        ? t('chat.lead.errors.failed')
        : undefined;

  /** A field of the compact form: small label, tight spacing. */
  const field = (name: keyof LeadFormValues, label: string) => ({
    ...fields.field(name),
    label,
    className: 'gap-1.5',
    labelClassName: 'text-xs',
  });
  const { control } = fields;
  const { setFocus } = form;
  useEffect(() => {
    if (accepted) setFocus('name');
  }, [accepted, setFocus]);

  if (!accepted) {
    return (
      <div
        role="group"
        aria-label={t('chat.lead.formLabel')}
        data-testid="chat-lead-offer"
        className="grid w-full gap-3 rounded-2xl rounded-bl-md border bg-card p-3.5 text-sm shadow-xs"
      >
        <p className="leading-relaxed">{t('chat.lead.offer')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" variant="gradient" onClick={() => setAccepted(true)}>
            {t('chat.lead.accept')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
            {t('chat.lead.dismiss')}
          </Button>
        </div>
      </div>
    );
  }

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
      <Field {...field('name', t('chat.lead.name'))}>
        <Input autoComplete="name" maxLength={200} className={inputClasses} {...control('name')} />
      </Field>
      <Field {...field('email', t('chat.lead.email'))}>
        <Input
          type="email"
          autoComplete="email"
          maxLength={254}
          className={inputClasses}
          {...control('email')}
        />
      </Field>
      <Field {...field('message', t('chat.lead.note'))}>
        <Textarea
          rows={2}
          maxLength={MAX_CHAT_LEAD_NOTE_LENGTH}
          placeholder={t('chat.lead.notePlaceholder')}
          className="min-h-16 resize-none rounded-lg bg-background text-sm"
          {...control('message')}
        />
      </Field>

      <Honeypot
        id={fields.id('website')}
        label={t('chat.lead.honeypot')}
        {...form.register('website')}
      />

      <p className="text-xs leading-relaxed text-muted-foreground">{t('chat.lead.consent')}</p>
      <ConsentCheckbox
        {...fields.aria('consent')}
        error={fields.field('consent').error}
        onPrivacyLink={onPrivacyLink}
        {...form.register('consent')}
      />

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
