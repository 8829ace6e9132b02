import { MantineProvider } from '@mantine/core';
import { useMemo, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import type { PublicBrand } from '@portal/contract/brands';
import { BrandContext } from '../shared/brand/brand-context';
import type { Translator } from '../shared/i18n/translator';
import { I18nContext, useTranslation } from '../shared/i18n/use-translation';
import { PreferencesContext } from '../shared/preferences/preferences-context';
import type { PreferencesStore } from '../shared/preferences/preferences-store';
import { SessionContext } from '../shared/session/session-context';
import type { SessionStore } from '../shared/session/session-store';
import type { PortalRouter } from './routing/router';
import { portalCssVariables, portalTheme } from './theme';

export type PortalAppProps = {
  readonly brand: PublicBrand;
  readonly translator: Translator;
  readonly preferences: PreferencesStore;
  readonly sessions: SessionStore;
  readonly router: PortalRouter;
};

/**
 * The providers every page relies on, then the router. Server state has no provider here: the query hooks of
 * shared/api use one shared QueryClient explicitly, so TanStack Query loads with the first page that reads the
 * API, not with the shell (ARCHITECTURE §9 first-load budget).
 */
export function PortalApp({ brand, translator, preferences, sessions, router }: PortalAppProps) {
  return (
    <BrandContext value={brand}>
      <PreferencesContext value={preferences}>
        <SessionContext value={sessions}>
          <I18nContext value={translator}>
            <ThemedRouter brand={brand} preferences={preferences} router={router} />
          </I18nContext>
        </SessionContext>
      </PreferencesContext>
    </BrandContext>
  );
}

/** Mantine with the brand's theme in the reader's language (the dialogs' close label), then the router. */
function ThemedRouter({ brand, preferences, router }: Pick<PortalAppProps, 'brand' | 'preferences' | 'router'>) {
  const { colourMode } = useSyncExternalStore(preferences.subscribe, preferences.getSnapshot);
  const { t } = useTranslation();
  const closeLabel = t('header.closeDialog');
  const theme = useMemo(() => portalTheme(brand, closeLabel), [brand, closeLabel]);
  const cssVariables = useMemo(() => portalCssVariables(brand), [brand]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariables}
      forceColorScheme={colourMode}
      // Every theme variable comes from here, defaults included, so the first load can skip Mantine's
      // default-css-variables.css (4 KB gzip, ARCHITECTURE §9).
      deduplicateCssVariables={false}
    >
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
