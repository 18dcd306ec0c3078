import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@app/contracts';
import { htmlToText } from '@app/contracts/html-text';
import { CircleAlert, CircleDashed, Copy } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldValues, get, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { LANGUAGE_NAMES } from '@/i18n/languages';
import { isBlankTranslation, type TranslationsForm } from '@/lib/content-translations';
import { fieldErrorText } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { FormRichText } from '../rich-text-editor';
import { Button } from './button';
import { errorAria, Field } from './field';
import { Input, Textarea } from './input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** A translated field as its translation tabs show it (the English one has the same name). */
export type TranslatedField<Name extends string> = {
  name: Name;
  label: string;
  hint?: string;
  /** The lines of a text area, as the English field has them; a one-line input when not given. */
  rows?: number;
  /** HTML source (a member's bio): monospaced, as in the English tab. */
  html?: boolean;
  /** Rich text, written in the rich-text editor as in the English tab. */
  rich?: boolean;
};

type Tab = 'en' | TranslationLanguage;
const TABS: readonly Tab[] = ['en', ...TRANSLATION_LANGUAGES];

/** A form of translatable content: its English fields, and `translations` by language. */
type TranslatableValues<Name extends string> = FieldValues & {
  translations: TranslationsForm<Name>;
};

/**
 * The languages of a content dialog as tabs (ADR 0011): "English" holds the item's own fields
 * (`children`), each other language its translated `fields`, with the English text beside each
 * and "Copy English" to start from it. A tab is marked when its language has nothing written
 * and when one of its fields is invalid; a save refused for a field in another tab opens that
 * tab. Only the English is required.
 */
export function TranslationTabs<Name extends string, Values extends TranslatableValues<Name>>({
  form: typedForm,
  fields,
  disabled,
  children,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  fields: readonly TranslatedField<Name>[];
  disabled?: boolean;
  /** The English tab's content: the item's own fields. */
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const form = typedForm as unknown as UseFormReturn<FieldValues>;
  const [tab, setTab] = useState<Tab>('en');
  const root = useRef<HTMLDivElement>(null);
  const translations = useWatch({ control: form.control, name: 'translations' }) as
    TranslationsForm<Name> | undefined;
  const { errors, isSubmitting } = form.formState;
  const invalid = (language: Tab) =>
    language === 'en'
      ? Object.keys(errors).some((name) => name !== 'translations')
      : Boolean(get(errors, `translations.${language}`));

  // When a save stops on invalid fields none of which is in the open tab (the form's check, or
  // the server's refusal), the first tab holding one opens, with that field focused.
  const wasSubmitting = useRef(false);
  const focusPending = useRef(false);
  useEffect(() => {
    const stopped = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    const first = TABS.find(invalid);
    if (!stopped || !first || invalid(tab)) return;
    focusPending.current = true;
    setTab(first);
    // Only what the save changed: the tab and the errors of that moment.
  }, [isSubmitting]);
  const focusInvalid = <FocusInvalid pending={focusPending} root={root} />;

  return (
    <Tabs ref={root} value={tab} onValueChange={(next) => setTab(next as Tab)} className="min-w-0">
      <TabsList
        aria-label={t('contentTranslations.tabs')}
        className="flex w-full gap-0.5 sm:w-fit sm:gap-1"
      >
        {TABS.map((language) => {
          const marker = invalid(language)
            ? 'invalid'
            : language !== 'en' && isBlankTranslation(translations?.[language])
              ? 'missing'
              : null;
          return (
            <TabsTrigger
              key={language}
              value={language}
              data-testid={`language-tab-${language}`}
              data-marker={marker ?? undefined}
              className="min-w-0 flex-auto px-2 sm:flex-none sm:px-3"
            >
              <span lang={language} className="truncate">
                {LANGUAGE_NAMES[language]}
              </span>
              {marker === 'invalid' && (
                <CircleAlert aria-hidden className="size-3.5 shrink-0 text-destructive" />
              )}
              {marker === 'missing' && (
                <CircleDashed aria-hidden className="size-3.5 shrink-0 opacity-70" />
              )}
              {marker && <span className="sr-only">({t(`contentTranslations.${marker}`)})</span>}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="en" className="grid min-w-0 gap-5">
        {focusInvalid}
        {children}
      </TabsContent>
      {TRANSLATION_LANGUAGES.map((language) => (
        <TabsContent key={language} value={language} className="grid min-w-0 gap-5">
          {focusInvalid}
          <TranslationPanel form={form} fields={fields} language={language} disabled={disabled} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Focuses the first invalid field of the tab just shown, when a save asked for it. */
function FocusInvalid({
  pending,
  root,
}: {
  pending: React.RefObject<boolean>;
  root: React.RefObject<HTMLDivElement | null>;
}) {
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    root.current
      ?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) [aria-invalid="true"]')
      ?.focus();
  }, [pending, root]);
  return null;
}

/** One language's fields, each with its English text, and "Copy English". */
function TranslationPanel<Name extends string>({
  form,
  fields,
  language,
  disabled,
}: {
  form: UseFormReturn<FieldValues>;
  fields: readonly TranslatedField<Name>[];
  language: TranslationLanguage;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const prefix = useId();
  const english = useWatch({
    control: form.control,
    name: fields.map((field) => field.name),
  }) as (string | undefined)[];
  const path = (name: Name) => `translations.${language}.${name}`;

  /** Fills each empty field with its English text: a start to translate from. */
  const copyEnglish = () =>
    fields.forEach((field, index) => {
      const current = form.getValues(path(field.name)) as string | undefined;
      const source = english[index];
      if (current?.trim() || !source?.trim()) return;
      form.setValue(path(field.name), source, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    });

  return (
    <>
      <div className="flex flex-col gap-3 rounded-xl border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center">
        <p id={`${prefix}-intro`} className="flex-1 text-sm text-muted-foreground">
          {t('contentTranslations.intro')}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={copyEnglish}
          title={t('contentTranslations.copyEnglishHint')}
          className="self-start sm:self-auto"
        >
          <Copy aria-hidden />
          {t('contentTranslations.copyEnglish')}
        </Button>
      </div>
      {fields.map((field, index) => {
        const id = `${prefix}-${field.name}`;
        const error = fieldErrorText(t, get(form.formState.errors, path(field.name)));
        const source = english[index]?.trim() ? english[index] : undefined;
        const aria = errorAria(id, Boolean(error));
        const control = {
          id,
          lang: language,
          disabled,
          ...aria,
          'aria-describedby':
            [source && `${id}-english`, aria['aria-describedby']].filter(Boolean).join(' ') ||
            undefined,
          ...form.register(path(field.name)),
        };
        return (
          <Field key={field.name} id={id} label={field.label} hint={field.hint} error={error}>
            {source && (
              <EnglishText
                id={`${id}-english`}
                text={field.rich ? htmlToText(source).replace(/\s+/g, ' ').trim() : source}
                long={!!field.rows || !!field.rich}
              />
            )}
            {field.rich ? (
              <FormRichText
                form={form}
                name={path(field.name)}
                id={id}
                label={field.label}
                lang={language}
                disabled={disabled}
                aria-invalid={Boolean(error)}
                aria-describedby={control['aria-describedby']}
              />
            ) : field.rows ? (
              <Textarea
                rows={field.rows}
                className={cn('min-h-0', field.html && 'min-h-32 font-mono text-[13px]')}
                {...control}
              />
            ) : (
              <Input autoComplete="off" {...control} />
            )}
          </Field>
        );
      })}
    </>
  );
}

/** The English text of a field, to translate from; a long one scrolls in a small box. */
function EnglishText({ id, text, long }: { id: string; text: string; long: boolean }) {
  const name = LANGUAGE_NAMES.en;
  return (
    <div
      id={id}
      lang="en"
      // A box that scrolls is reachable by keyboard, to read all of it.
      {...(long && { tabIndex: 0, role: 'region', 'aria-label': name })}
      className={cn(
        'rounded-md bg-muted/60 px-3 py-1.5 text-xs leading-relaxed break-words text-muted-foreground',
        long &&
          'max-h-24 overflow-y-auto whitespace-pre-line outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
      )}
    >
      <span className="font-medium text-foreground/80">{name}: </span>
      {text}
    </div>
  );
}
