import {
  fillPlaceholders,
  MAIL_TEMPLATE_BODY_MAX,
  MAIL_TEMPLATE_PLACEHOLDERS,
  type MailTemplate,
  type MailTemplateInput,
  MailTemplateInputSchema,
  type MailTemplatePlaceholder,
  templateParagraphs,
} from '@app/contracts';
import { Check, Plus, RotateCcw, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, useFormFields } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { schemaResolver } from '@/lib/form-resolver';
import { useResetMailTemplate } from '../api/reset-mail-template';
import { useSaveMailTemplate } from '../api/save-mail-template';

/** What an admin has typed but not saved, per `status/language`, while the screen is open. */
export type TemplateDrafts = Map<string, MailTemplateInput>;

export const templateKey = (template: Pick<MailTemplate, 'status' | 'language'>) =>
  `${template.status}/${template.language}`;

const savedText = (template: MailTemplate): MailTemplateInput => ({
  subject: template.subject,
  body: template.body,
});

type TextField = keyof MailTemplateInput;

/**
 * One template's subject and body, with placeholder chips that insert at the cursor, a live
 * preview with sample values, Save and Reset to default. What is typed survives switching tabs.
 */
export function TemplateForm({
  template,
  drafts,
}: {
  template: MailTemplate;
  drafts: TemplateDrafts;
}) {
  const { t, i18n } = useTranslation();
  const key = templateKey(template);
  const saved = savedText(template);
  const save = useSaveMailTemplate();
  const reset = useResetMailTemplate();
  const [justSaved, setJustSaved] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const form = useForm<MailTemplateInput>({
    resolver: schemaResolver(MailTemplateInputSchema),
    defaultValues: drafts.get(key) ?? saved,
  });
  const fields = useFormFields(form, { disabled: save.isPending || reset.isPending });
  const values = useWatch({ control: form.control }) as MailTemplateInput;
  const unsaved = values.subject !== saved.subject || values.body !== saved.body;

  useEffect(() => {
    if (unsaved) drafts.set(key, values);
    else drafts.delete(key);
  }, [drafts, key, values, unsaved]);

  // The field a chip inserts into: the one last focused (the body at first).
  const elements = useRef<Partial<Record<TextField, HTMLInputElement | HTMLTextAreaElement>>>({});
  const lastFocused = useRef<TextField>('body');
  const register = (name: TextField) => {
    const { ref, ...rest } = form.register(name);
    return {
      ...rest,
      ...fields.aria(name),
      disabled: fields.disabled,
      onFocus: () => {
        lastFocused.current = name;
      },
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        ref(element);
        if (element) elements.current[name] = element;
      },
    };
  };

  const insert = (placeholder: MailTemplatePlaceholder) => {
    const name = lastFocused.current;
    const element = elements.current[name];
    const value = form.getValues(name);
    const token = `{${placeholder}}`;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    form.setValue(name, value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    setJustSaved(false);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const updated = await save.mutateAsync({
        ...input,
        status: template.status,
        language: template.language,
      });
      drafts.delete(key);
      form.reset(savedText(updated));
      setJustSaved(true);
      toast({ title: t('mailTemplates.savedToast') });
    } catch (error) {
      toast({
        title: t('mailTemplates.saveFailed'),
        description: errorDetail(error, t('mailTemplates.errorHint')),
        variant: 'destructive',
      });
    }
  });

  const onReset = async () => {
    try {
      const updated = await reset.mutateAsync(template);
      drafts.delete(key);
      form.reset(savedText(updated));
      setJustSaved(false);
      setConfirmReset(false);
      toast({ title: t('mailTemplates.resetDone') });
    } catch (error) {
      toast({
        title: t('mailTemplates.resetFailed'),
        description: errorDetail(error, t('mailTemplates.errorHint')),
        variant: 'destructive',
      });
    }
  };

  const sample = {
    name: t('mailTemplates.sample.name'),
    job_title: t('mailTemplates.sample.jobTitle'),
  };
  const previewSubject = fillPlaceholders(values.subject ?? '', sample);
  const previewParagraphs = templateParagraphs(fillPlaceholders(values.body ?? '', sample));
  const busy = save.isPending || reset.isPending;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        onSubmit={onSubmit}
        onChange={() => setJustSaved(false)}
        noValidate
        className="grid content-start gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6"
        aria-label={t('mailTemplates.formLabel', {
          status: t(`mailTemplates.statuses.${template.status}`),
          language: t(`mailTemplates.languages.${template.language}`),
        })}
      >
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {template.is_default ? (
            <Badge variant="outline" data-testid="template-origin">
              {t('mailTemplates.builtIn')}
            </Badge>
          ) : (
            <Badge variant="blue" data-testid="template-origin">
              {t('mailTemplates.edited')}
            </Badge>
          )}
          {template.updated_at && (
            <span>
              {t('mailTemplates.lastSaved', {
                date: formatDateTime(template.updated_at, i18n.language, 'short'),
              })}
            </span>
          )}
        </div>
        <Field {...fields.field('subject')} label={t('mailTemplates.subject')} required>
          <Input {...register('subject')} autoComplete="off" />
        </Field>
        <div className="grid gap-2">
          <span id={`${key}-chips`} className="text-sm font-medium">
            {t('mailTemplates.placeholders')}
          </span>
          <div role="group" aria-labelledby={`${key}-chips`} className="flex flex-wrap gap-2">
            {MAIL_TEMPLATE_PLACEHOLDERS.map((placeholder) => (
              <Button
                key={placeholder}
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(placeholder)}
                aria-label={t('mailTemplates.insert', {
                  placeholder: t(`mailTemplates.placeholder.${placeholder}`),
                })}
                className="rounded-full font-mono text-xs"
              >
                <Plus aria-hidden />
                {`{${placeholder}}`}
              </Button>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t('mailTemplates.placeholdersHint')}</p>
        </div>
        <Field
          {...fields.field('body')}
          label={t('mailTemplates.body')}
          hint={t('mailTemplates.bodyHint')}
          required
        >
          <Textarea {...register('body')} rows={14} className="min-h-64 resize-y" />
        </Field>
        <p className="-mt-3 text-right text-xs text-muted-foreground tabular-nums">
          {t('mailTemplates.characters', {
            count: values.body?.length ?? 0,
            max: MAIL_TEMPLATE_BODY_MAX,
          })}
        </p>
        <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm" aria-live="polite" data-testid="template-state">
            {unsaved ? (
              <span className="font-medium text-amber-700 dark:text-amber-300">
                {t('mailTemplates.unsaved')}
              </span>
            ) : justSaved ? (
              <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-300">
                <Check aria-hidden className="size-4" />
                {t('mailTemplates.saved')}
              </span>
            ) : null}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {!template.is_default && (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => setConfirmReset(true)}
              >
                <RotateCcw aria-hidden />
                {t('mailTemplates.reset')}
              </Button>
            )}
            <Button
              type="submit"
              disabled={busy || !unsaved}
              aria-busy={save.isPending || undefined}
            >
              <Save aria-hidden />
              {save.isPending ? t('mailTemplates.saving') : t('mailTemplates.save')}
            </Button>
          </div>
        </div>
      </form>

      <section
        aria-labelledby={`${key}-preview`}
        className="grid content-start gap-3 rounded-2xl border bg-muted/30 p-4 sm:p-6"
      >
        <div>
          <h2 id={`${key}-preview`} className="text-base font-semibold">
            {t('mailTemplates.preview')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('mailTemplates.previewHint')}</p>
        </div>
        <div
          className="grid gap-3 rounded-xl border bg-card p-4 text-sm shadow-xs"
          data-testid="template-preview"
          lang={template.language}
        >
          <p className="border-b pb-3">
            <span className="text-muted-foreground">{t('mailTemplates.previewSubject')} </span>
            <span className="font-medium break-words">{previewSubject}</span>
          </p>
          {previewParagraphs.map((paragraph, index) => (
            <p key={index} className="break-words whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('mailTemplates.resetTitle')}
        description={t('mailTemplates.resetText')}
        confirmLabel={t('mailTemplates.reset')}
        onConfirm={() => void onReset()}
        pending={reset.isPending}
      />
    </div>
  );
}
