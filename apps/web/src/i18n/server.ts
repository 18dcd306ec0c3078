import type { Language } from '@app/contracts/site';
import { loadPart, PUBLIC_TEXTS } from './index';
import { fixedStore, type TextStore } from './react';
import { Translator } from './translator';

const stores = new Map<Language, Promise<TextStore>>();

/**
 * The server's texts of one language, every public area of them: made once and shared by
 * every render, since a render never changes its language.
 */
export function serverTexts(language: Language): Promise<TextStore> {
  let store = stores.get(language);
  if (!store) {
    store = Promise.all(PUBLIC_TEXTS.map((area) => loadPart(area, language))).then((texts) =>
      fixedStore(
        texts.reduce((translator, more) => translator.with(more), new Translator(language)),
      ),
    );
    stores.set(language, store);
  }
  return store;
}
