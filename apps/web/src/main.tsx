import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteErrorBoundary } from './app/errors/site-error-boundary';
import { translationNamespaces } from './app/i18n-resources';
import { PortalApp } from './app/portal-app';
import { syncPreferences } from './app/preferences-sync';
import { createPortalRouter } from './app/routing/router';
import { loadBrand } from './shared/brand/brand';
import { listenToHostMessages } from './shared/embedding/host-messages';
import { createPortalI18n } from './shared/i18n/i18n';
import { createPreferencesStore } from './shared/preferences/preferences-store';
import { createSessionStore } from './shared/session/session-store';
import { createExpiringStorage, startExpiryCleanup } from './shared/storage/expiring-storage';
import { browserStorage } from './shared/storage/memory-storage';

async function start(rootElement: HTMLElement) {
  const root = createRoot(rootElement);
  const storage = createExpiringStorage(browserStorage(() => window.localStorage));
  startExpiryCleanup(storage, {
    setTimeout: (run, delayMs) => window.setTimeout(run, delayMs),
    setInterval: (run, intervalMs) => window.setInterval(run, intervalMs),
    clearTimeout: (handle) => window.clearTimeout(handle),
    clearInterval: (handle) => window.clearInterval(handle),
  });
  const preferences = createPreferencesStore(storage);
  const i18n = createPortalI18n(translationNamespaces, preferences.getSnapshot().language);
  // i18next's t reads `this`; the error screen calls it on its own.
  const t = i18n.t.bind(i18n);
  try {
    const sessions = createSessionStore(storage);
    listenToHostMessages(window, preferences);
    const brand = await loadBrand(document);
    syncPreferences(preferences, document, brand, i18n);
    const router = createPortalRouter(brand, sessions);
    root.render(
      <StrictMode>
        <SiteErrorBoundary t={t}>
          <PortalApp brand={brand} i18n={i18n} preferences={preferences} sessions={sessions} router={router} />
        </SiteErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    // A failure before the first render still gets the site error screen.
    root.render(
      <SiteErrorBoundary t={t}>
        <StartupFailure error={error} />
      </SiteErrorBoundary>,
    );
  }
}

function StartupFailure({ error }: { error: unknown }): never {
  throw error;
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
