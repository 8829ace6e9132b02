// Mantine's base sheets, first: the build declares the order of every Mantine sheet's cascade layer with them, and
// adds each component's sheets to the modules that use it (apps/web/mantine-styles.ts, ADR 049).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app/reduced-motion.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteErrorBoundary } from './app/errors/site-error-boundary';
import { englishTexts, loadTexts } from './app/i18n-resources';
import { PortalApp } from './app/portal-app';
import { syncPreferences } from './app/preferences-sync';
import { createPortalRouter } from './app/routing/router';
import { checkServerAlive, maintenancePath, recoveryPath, startKeepAlive } from './app/session/keep-alive';
import { serverHealth } from './shared/api/server-health';
import { setActingAccount } from './shared/api/acting-account';
import { loadBrand } from './shared/brand/brand';
import { listenToHostMessages } from './shared/embedding/host-messages';
import { setLazyTextsLoader } from './shared/i18n/lazy-texts';
import { createTranslator } from './shared/i18n/translator';
import { createPreferencesStore } from './shared/preferences/preferences-store';
import { activeSession, createSessionStore, sessionsStorageKey } from './shared/session/session-store';
import { createExpiringStorage, startExpiryCleanup, storageKeyPrefix } from './shared/storage/expiring-storage';
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
  const translator = createTranslator(englishTexts, preferences.getSnapshot().language, loadTexts);
  // A page's namespaces, fetched in the language shown before it renders; the translator then fetches them again on
  // a change of language (ADR 027).
  setLazyTextsLoader(translator.loadNamespaces);
  const { t } = translator;
  try {
    const sessions = createSessionStore(storage);
    // Another tab signed in, out or refreshed: this one follows (the sessions live in the shared localStorage).
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === `${storageKeyPrefix}${sessionsStorageKey}`) sessions.reloadFromStorage();
    });
    setActingAccount(() => activeSession(sessions.getSnapshot()));
    listenToHostMessages(window, preferences);
    // A signed-in visitor's router starts with every feature's routes (ADR 058): their chunk is fetched now, beside
    // the brand, rather than after it. The router fetches it again through the reload-once policy; a failure here is
    // left to it.
    if (activeSession(sessions.getSnapshot())) import('./app/routing/route-table').catch(() => undefined);
    // A stored language other than English is fetched alongside the brand, so the first screen is already in it.
    const [brand] = await Promise.all([loadBrand(document), translator.ready]);
    syncPreferences(preferences, document, brand, translator);
    const router = await createPortalRouter(brand, sessions);
    // Server health (SPEC §4): from the start, signed in or not.
    const recovery = recoveryPath(brand.flags);
    startKeepAlive({
      check: (signal) => checkServerAlive(signal),
      timers: {
        setTimeout: (run, delayMs) => window.setTimeout(run, delayMs),
        clearTimeout: (handle) => window.clearTimeout(handle),
      },
      health: serverHealth,
      onMaintenancePage: () => router.state.location.pathname === maintenancePath,
      openMaintenance: () => void router.navigate(maintenancePath),
      leaveMaintenance: () => void router.navigate(recovery, { replace: true }),
      reload: (fromMaintenance) => {
        if (fromMaintenance) window.location.replace(recovery);
        else window.location.reload();
      },
    });
    root.render(
      <StrictMode>
        <SiteErrorBoundary t={t}>
          <PortalApp
            brand={brand}
            translator={translator}
            preferences={preferences}
            sessions={sessions}
            router={router}
          />
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
