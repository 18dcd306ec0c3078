import {
  type ContactMessageDetail,
  type ContactReplyInput,
  ContactReplyInputSchema,
} from '@app/contracts';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/components/ui/failure-toast';
import { Field, useFormFields } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { schemaResolver } from '@/lib/form-resolver';
import { useSendContactReply } from '../api/send-contact-reply';

const replyResolver = schemaResolver(ContactReplyInputSchema);

/** The e-mail reply to the sender: subject (prefilled) and text; it goes through the outbox. */
export function ReplyForm({ message }: { message: ContactMessageDetail }) {
  const { t } = useTranslation();
  const send = useSendContactReply();
  const form = useForm<ContactReplyInput>({
    resolver: replyResolver,
    defaultValues: { subject: t('inbox.reply.defaultSubject'), body: '' },
  });
  const { field, control } = useFormFields(form, { disabled: send.isPending });

  const onSubmit = form.handleSubmit((reply) =>
    send.mutateAsync({ id: message.id, reply }).then(
      () => {
        form.reset({ subject: reply.subject, body: '' });
        toast({
          title: t('common.success'),
          description: t('inbox.reply.sent', { email: message.email }),
        });
      },
      (error: unknown) => {
        toastFailure(t('common.error'), error, t('inbox.reply.failed'));
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4"
      aria-labelledby="inbox-reply-title"
      aria-busy={send.isPending}
    >
      <div>
        <h3 id="inbox-reply-title" className="font-semibold">
          {t('inbox.reply.title')}
        </h3>
        <p className="text-sm break-all text-muted-foreground">
          {t('inbox.reply.to', { email: message.email })}
        </p>
      </div>
      <Field {...field('subject')} label={t('inbox.reply.subject')} required>
        <Input {...control('subject')} />
      </Field>
      <Field
        {...field('body')}
        label={t('inbox.reply.body')}
        hint={t('inbox.reply.bodyHint')}
        required
      >
        <Textarea rows={6} {...control('body')} />
      </Field>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          {send.isPending ? t('inbox.reply.sending') : t('inbox.reply.send')}
        </Button>
      </div>
    </form>
  );
}
