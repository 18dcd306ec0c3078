import type { Language } from '@app/contracts/site';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Translator } from './translator';

/** The texts a part of the app reads, and how they change (another part loaded, another language). */
export type TextStore = {
  get(): Translator;
  subscribe(listener: () => void): () => void;
  changeLanguage(language: Language): Promise<void>;
};

/** Texts that never change: a server render's, a test's. */
export const fixedStore = (translator: Translator): TextStore => ({
  get: () => translator,
  subscribe: () => () => {},
  changeLanguage: async () => {},
});

const I18nContext = createContext<TextStore | null>(null);

export function I18nProvider({ store, children }: { store: TextStore; children: React.ReactNode }) {
  return <I18nContext.Provider value={store}>{children}</I18nContext.Provider>;
}

/** `t` for the texts, and `i18n` for the language, a key's existence and a change of language. */
export function useTranslation() {
  const store = useContext(I18nContext);
  if (!store) throw new Error('useTranslation must be used inside I18nProvider');
  const translator = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(
    () => ({
      t: translator.t,
      i18n: {
        language: translator.language,
        exists: translator.exists,
        changeLanguage: store.changeLanguage,
      },
    }),
    [translator, store],
  );
}
