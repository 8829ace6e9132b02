import type { i18n } from 'i18next';
import type { BrandConfig } from '@portal/contract/brands';
import type { Preferences, PreferencesStore } from '../shared/preferences/preferences-store';

/** The parts of the document the preferences drive. */
export type PreferenceTarget = {
  title: string;
  readonly documentElement: { lang: string; setAttribute(name: string, value: string): void };
};

/** Shows the preferences: the i18n language, `<html lang>`, the brand's page title in that language, colour mode. */
export function applyPreferences(preferences: Preferences, target: PreferenceTarget, brand: BrandConfig, i18n: i18n) {
  if (i18n.language !== preferences.language) void i18n.changeLanguage(preferences.language);
  target.documentElement.lang = preferences.language;
  target.documentElement.setAttribute('data-mantine-color-scheme', preferences.colourMode);
  target.title = brand.pageTitle[preferences.language];
}

/** Applies the preferences now and after every change; returns a function that stops following them. */
export function syncPreferences(store: PreferencesStore, target: PreferenceTarget, brand: BrandConfig, i18n: i18n) {
  applyPreferences(store.getSnapshot(), target, brand, i18n);
  return store.subscribe(() => applyPreferences(store.getSnapshot(), target, brand, i18n));
}
