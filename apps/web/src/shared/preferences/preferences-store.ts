import * as z from '../validation/schema';
import { colourModes, defaultColourMode, defaultLanguage, languages } from '@portal/contract/domain/language';
import type { ColourMode, Language } from '@portal/contract/domain/language';
import type { BrandConfig, BrandCurrency } from '@portal/contract/brands';
import type { ExpiringStorage } from '../storage/expiring-storage';
import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';
import { layoutLifetimeMs } from '../storage/storage-lifetimes';

/** 'simple' hides the header (SPEC §2 Navigation), for a portal embedded in a host page. */
export const layouts = ['default', 'simple'] as const;
export type Layout = (typeof layouts)[number];
export const layoutSchema = z.enum(layouts);

/** The contract's languages and colour modes as schemas (shared/validation), for storage and host messages. */
export const languageSchema = z.enum(languages);
export const colourModeSchema = z.enum(colourModes);

/**
 * The currencies a brand may report in (the contract's `brandCurrencies`, written out: importing the value would
 * bring the full zod of the brands module into the first load; a test keeps the two lists equal).
 */
export const reportingCurrencyChoices = ['HKD', 'USD', 'CNY'] as const satisfies readonly BrandCurrency[];
export const reportingCurrencySchema = z.enum(reportingCurrencyChoices);

/** SPEC §9: the reporting currency defaults to HKD, and falls back to HKD, then USD, then the first one offered. */
export const defaultReportingCurrency: BrandCurrency = 'HKD';
const reportingCurrencyFallbacks: readonly BrandCurrency[] = ['HKD', 'USD'];

/**
 * The reporting currency to show on `brand`: the stored one if the brand offers it, else the brand's own default,
 * then HKD, USD and the brand's first currency (SPEC §5 and §9). The store is brand-agnostic, so every reader
 * of the currency goes through this.
 */
export function reportingCurrencyFor(
  brand: Pick<BrandConfig, 'reportingCurrencies' | 'defaultReportingCurrency'>,
  stored: BrandCurrency | undefined,
): BrandCurrency {
  const offered = brand.reportingCurrencies;
  const candidates = [stored, brand.defaultReportingCurrency, ...reportingCurrencyFallbacks];
  return (
    candidates.find((currency) => currency !== undefined && offered.includes(currency)) ??
    offered[0] ??
    defaultReportingCurrency
  );
}

/** How the visitor wants the portal shown; kept in the browser, so it applies before anyone signs in. */
export type Preferences = {
  readonly colourMode: ColourMode;
  readonly language: Language;
  readonly layout: Layout;
  /** As chosen or loaded from the account; read it through `reportingCurrencyFor`, which applies the brand. */
  readonly reportingCurrency: BrandCurrency;
};

export const defaultPreferences: Preferences = {
  colourMode: defaultColourMode,
  language: defaultLanguage,
  layout: 'default',
  reportingCurrency: defaultReportingCurrency,
};

/** Storage keys of the preferences (under the `portal:` prefix of the expiring storage). */
export const preferenceStorageKeys = {
  colourMode: 'colourMode',
  language: 'language',
  layout: 'layout',
  reportingCurrency: 'defaultCurrency',
} as const;

export type PreferencesStore = {
  getSnapshot(): Preferences;
  subscribe(listener: () => void): () => void;
  setColourMode(colourMode: ColourMode): void;
  setLanguage(language: Language): void;
  setLayout(layout: Layout): void;
  setReportingCurrency(currency: BrandCurrency): void;
};

export function readPreferences(storage: ExpiringStorage): Preferences {
  return {
    colourMode: storage.get(preferenceStorageKeys.colourMode, colourModeSchema) ?? defaultPreferences.colourMode,
    language: storage.get(preferenceStorageKeys.language, languageSchema) ?? defaultPreferences.language,
    layout: storage.get(preferenceStorageKeys.layout, layoutSchema) ?? defaultPreferences.layout,
    reportingCurrency:
      storage.get(preferenceStorageKeys.reportingCurrency, reportingCurrencySchema) ??
      defaultPreferences.reportingCurrency,
  };
}

export function createPreferencesStore(storage: ExpiringStorage): PreferencesStore {
  let preferences = readPreferences(storage);
  const listeners = new Set<() => void>();

  function change<K extends keyof Preferences>(key: K, value: Preferences[K], lifetimeMs: number) {
    storage.set(preferenceStorageKeys[key], value, lifetimeMs);
    if (preferences[key] === value) return;
    preferences = { ...preferences, [key]: value };
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => preferences,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setColourMode: (colourMode) => change('colourMode', colourMode, storageLifetimes.colourMode),
    setLanguage: (language) => change('language', language, storageLifetimes.defaultLanguage),
    setLayout: (layout) => change('layout', layout, layoutLifetimeMs),
    setReportingCurrency: (currency) => change('reportingCurrency', currency, storageLifetimes.defaultCurrency),
  };
}
