import { LoaderCircle, Send } from 'lucide-react';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { errorAria, Field } from '@/components/ui/field';
import { Honeypot } from '@/components/ui/honeypot';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { type FormIssue, issueTexts, loadFormErrorTexts } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_LIMITS, type ContactFormValues, EMPTY_CONTACT_FORM } from '../lib/contact-form';

/**
 * The check before sending holds the validation library, and its messages are texts of their
 * own: both are fetched when the form is first used.
 */
const loadPrepare = () =>
  Promise.all([import('../lib/prepare-contact-message'), loadFormErrorTexts()]).then(
    ([module]) => module,
  );

type Issues = Partial<Record<keyof ContactFormValues, FormIssue>>;

/**
 * The contact form (SPEC §4, §5, §8): idle → sending (button disabled, "Sending...") → success
 * (toast, form cleared) or error (destructive toast). With a field empty nothing is sent; the
 * fields are marked required so the browser points the visitor to the one missing.
 */
export function ContactForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const preparing = useRef(false);
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [issues, setIssues] = useState<Issues>({});

  const send = useSendContactMessage({
    onSuccess: () => {
      setValues(EMPTY_CONTACT_FORM);
      toast({ title: t('common.success'), description: t('contact.success') });
    },
    onError: () => {
      toast({
        title: t('common.error'),
        description: t('contact.failure'),
        variant: 'destructive',
      });
    },
  });

  const fieldId = (name: keyof ContactFormValues) => `${id}-${name}`;
  const update =
    (name: keyof ContactFormValues) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setIssues((current) => ({ ...current, [name]: undefined }));
    };
  const errors = issueTexts(t, issues);
  /** A visible field: its Field's id and error, and its control's value and state. */
  const field = (name: 'name' | 'email' | 'message') => ({
    field: { id: fieldId(name), error: errors[name] },
    control: {
      id: fieldId(name),
      name,
      required: true,
      maxLength: CONTACT_LIMITS[name],
      value: values[name],
      onChange: update(name),
      ...errorAria(fieldId(name), name in errors),
    },
  });
  const onConsent = (event: React.ChangeEvent<HTMLInputElement>) => {
    const { checked } = event.target;
    setValues((current) => ({ ...current, consent: checked }));
    setIssues((current) => ({ ...current, consent: undefined }));
  };
  const name = field('name');
  const email = field('email');
  const message = field('message');

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (send.isPending || preparing.current) return;
    preparing.current = true;
    const { prepareContactMessage } = await loadPrepare().finally(() => {
      preparing.current = false;
    });
    const prepared = prepareContactMessage(values);
    if (prepared.kind === 'incomplete') return;
    if (prepared.kind === 'invalid') {
      setIssues(prepared.issues);
      const [first] = Object.keys(prepared.issues);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    send.mutate(prepared.input);
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadPrepare()}
      aria-label={t('contact.form.label')}
      className={cn('relative grid gap-5', className)}
      data-testid="contact-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...name.field} label={t('contact.form.name')}>
          <Input
            autoComplete="name"
            placeholder={t('contact.form.namePlaceholder')}
            {...name.control}
          />
        </Field>
        <Field {...email.field} label={t('contact.form.email')}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('contact.form.emailPlaceholder')}
            {...email.control}
          />
        </Field>
      </div>
      <Field {...message.field} label={t('contact.form.message')}>
        <Textarea
          rows={6}
          placeholder={t('contact.form.messagePlaceholder')}
          className="min-h-36 resize-y"
          {...message.control}
        />
      </Field>

      <Honeypot
        id={fieldId('website')}
        label={t('contact.form.honeypot')}
        name="website"
        value={values.website}
        onChange={update('website')}
      />

      <ConsentCheckbox
        id={fieldId('consent')}
        name="consent"
        checked={values.consent}
        onChange={onConsent}
        error={errors.consent}
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground sm:max-w-xs">{t('contact.form.privacyNote')}</p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
