import { LoaderCircle, Send } from 'lucide-react';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_LIMITS, type ContactFormValues, EMPTY_CONTACT_FORM } from '../lib/contact-form';

/** The check before sending holds the validation library: fetched when the form is first used. */
const loadPrepare = () => import('../lib/prepare-contact-message');

/**
 * The contact form (SPEC §4, §5, §8): idle → sending (button disabled, "Sending...") → success
 * (toast, form cleared) or error (destructive toast). With a field empty nothing is sent; the
 * fields are marked required so the browser points the visitor to the one missing.
 */
export function ContactForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const preparing = useRef(false);
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [emailInvalid, setEmailInvalid] = useState(false);

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

  const update =
    (field: keyof ContactFormValues) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (field === 'email') setEmailInvalid(false);
    };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || preparing.current) return;
    preparing.current = true;
    const { prepareContactMessage } = await loadPrepare().finally(() => {
      preparing.current = false;
    });
    const prepared = prepareContactMessage(values);
    if (prepared.kind === 'incomplete') return;
    if (prepared.kind === 'invalid-email') {
      setEmailInvalid(true);
      emailRef.current?.focus();
      return;
    }
    send.mutate(prepared.input);
  };

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadPrepare()}
      aria-label={t('contact.form.label')}
      className={cn('relative grid gap-5', className)}
      data-testid="contact-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={fieldId('name')}>{t('contact.form.name')}</Label>
          <Input
            id={fieldId('name')}
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            placeholder={t('contact.form.namePlaceholder')}
            value={values.name}
            onChange={update('name')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fieldId('email')}>{t('contact.form.email')}</Label>
          <Input
            ref={emailRef}
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            placeholder={t('contact.form.emailPlaceholder')}
            value={values.email}
            onChange={update('email')}
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? fieldId('email-error') : undefined}
          />
          {emailInvalid && (
            <p id={fieldId('email-error')} className="text-sm text-destructive">
              {t('contact.form.invalidEmail')}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId('message')}>{t('contact.form.message')}</Label>
        <Textarea
          id={fieldId('message')}
          name="message"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder={t('contact.form.messagePlaceholder')}
          value={values.message}
          onChange={update('message')}
          className="min-h-36 resize-y"
        />
      </div>

      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={fieldId('website')}>{t('contact.form.honeypot')}</label>
        <input
          id={fieldId('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={update('website')}
        />
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground sm:max-w-xs">
          {t('contact.form.privacyNote')}{' '}
          <Link
            to="/privacy"
            className="font-medium text-brand-600 underline-offset-4 hover:underline dark:text-brand-100"
          >
            {t('footer.privacy')}
          </Link>
        </p>
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
