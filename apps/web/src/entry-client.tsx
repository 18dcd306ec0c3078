import { type Language, localizedPath, splitLanguage } from '@app/contracts/site';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './config/env';
import './index.css';
import { App, type AppProps } from './app/app';
import { matchPublicRoute } from './app/routes';
import { initI18n } from './i18n';
import { detectLanguage } from './i18n/languages';
import { createQueryClient } from './lib/query-client';
import { STORAGE_KEYS, storage } from './lib/storage';
import { captureVisitSource } from './lib/visit-source';

/** What the server hands a public page's browser side (`<script id="boot-data">`). */
type BootData = {
  language: Language;
  origin: string;
  /** A preview page (ADR 0014). */
  preview?: boolean;
  queries: DehydratedState;
};

const root = document.getElementById('root')!;
const bootScript = document.getElementById('boot-data');

/**
 * A public page arrives rendered: its language is its address's, its data comes with it, and
 * React takes over the server's HTML once the page's code and texts are in. /login and the
 * back office are rendered here alone, in the stored or the browser's language (SPEC §4).
 */
async function start() {
  captureVisitSource(location.href, document.referrer);
  const queryClient = createQueryClient();
  const render = (props: AppProps, hydrating: boolean) => {
    const app = (
      <StrictMode>
        <App {...props} />
      </StrictMode>
    );
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  };

  if (bootScript?.textContent) {
    const boot = JSON.parse(bootScript.textContent) as BootData;
    hydrate(queryClient, boot.queries);
    const { route } = matchPublicRoute(splitLanguage(location.pathname).path);
    const [i18n] = await Promise.all([initI18n(boot.language, route.texts), route.preload()]);
    const { language, origin, preview } = boot;
    render(
      {
        queryClient,
        i18n,
        site: { language, origin, ...(preview ? { preview } : {}) },
        basename: localizedPath(language, '/'),
      },
      true,
    );
    return;
  }
  const language = detectLanguage(storage.get(STORAGE_KEYS.language), navigator.language);
  const i18n = await initI18n(language);
  render({ queryClient, i18n, site: { language, origin: location.origin }, basename: '/' }, false);
}

void start();
