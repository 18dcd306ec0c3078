import { isClientOnlyPath, LANGUAGES, type Language, localizedPath } from '@app/contracts/site';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useHash, useLocation } from '@/lib/router';
import { useSite } from '@/lib/site-context';
import { isLanguage, LANGUAGE_NAMES } from '@/i18n/languages';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { cn } from '@/lib/utils';

const itemClasses =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted';

/**
 * The language switch (EN, DE, AZ). On a public page each language is its own address, so the
 * choices are links to this page in the other languages (a crawler follows them too); on
 * /login and in the back office the language changes in place (SPEC §4). Either way the
 * choice is stored, and the next visit starts in it.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { language: pageLanguage } = useSite();
  const { pathname, search } = useLocation();
  const hash = useHash();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const inPlace = isClientOnlyPath(pathname);
  const current: Language = inPlace && isLanguage(i18n.language) ? i18n.language : pageLanguage;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (language: Language) => storage.set(STORAGE_KEYS.language, language);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => event.key === 'Escape' && open && close()}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="flex h-9 w-[4.5rem] items-center justify-between gap-1 rounded-lg border bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/30"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-testid="language-select"
      >
        {/* Its name holds what it shows (EN), after what it is for. */}
        <span className="sr-only">{t('nav.language')}: </span>
        {current.toUpperCase()}
        <ChevronDownIcon aria-hidden className="size-4 opacity-60" />
      </button>
      {open && (
        <ul
          id={listId}
          aria-label={t('nav.language')}
          className="absolute right-0 z-50 mt-1 w-48 rounded-lg border bg-card p-1 shadow-lg"
        >
          {LANGUAGES.map((language) => {
            const content = (
              <>
                <span className="w-6 text-xs font-semibold text-muted-foreground">
                  {language.toUpperCase()}
                </span>
                <span className="flex-1">{LANGUAGE_NAMES[language]}</span>
                {language === current && <CheckIcon aria-hidden className="size-4" />}
              </>
            );
            return (
              <li key={language}>
                {inPlace ? (
                  <button
                    type="button"
                    lang={language}
                    aria-current={language === current || undefined}
                    className={itemClasses}
                    onClick={() => {
                      close();
                      void i18n.changeLanguage(language);
                    }}
                  >
                    {content}
                  </button>
                ) : (
                  <a
                    href={`${localizedPath(language, pathname)}${search}${hash}`}
                    hrefLang={language}
                    lang={language}
                    aria-current={language === current || undefined}
                    className={cn(itemClasses, 'text-foreground')}
                    onClick={() => choose(language)}
                  >
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
