import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './config/env';
import './index.css';
import { App } from './app/app';
import { readStoredTheme } from './features/theme/theme-provider';
import { initI18n } from './i18n';

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App initialTheme={readStoredTheme()} />
    </StrictMode>,
  );
});
