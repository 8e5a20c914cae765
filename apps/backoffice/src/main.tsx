import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SITE_VERSION } from '@portal/contract';
import { App } from './app/app.tsx';
import { followSystemTheme } from '@portal/ui/theme/theme-choice.ts';
import { startLanguage } from './shared/i18n/i18n.ts';
import '@portal/ui/theme/theme.css';
import './app/console.css';

const container = document.getElementById('root');
if (!container) throw new Error('Container not found!');
document.documentElement.dataset.version = SITE_VERSION;
// The bundle-separation check (scripts/check-bundles.mjs) looks for this marker: it must appear in the
// console's build and never in the trader app's.
document.documentElement.dataset.app = 'backoffice-console';
followSystemTheme();

// The stored or the browser's language is loaded before the first render (English needs no wait).
void startLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
