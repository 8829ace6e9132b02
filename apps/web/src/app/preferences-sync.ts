import type { i18n } from 'i18next';
import { isLanguage } from '@portal/contract/domain/language';
import type { BrandConfig } from '@portal/contract/brands';
import type { PreferencesStore } from '../shared/preferences/preferences-store';

/** The parts of the document the preferences drive. */
export type PreferenceTarget = {
  title: string;
  readonly documentElement: { lang: string; setAttribute(name: string, value: string): void };
};

/** `<html lang>` and the brand's page title in the language i18next shows. */
function showLanguage(language: string, target: PreferenceTarget, brand: BrandConfig) {
  if (!isLanguage(language)) return;
  target.documentElement.lang = language;
  target.title = brand.pageTitle[language];
}

/**
 * Shows the preferences now and after every change: the colour mode at once; the language through i18next, which
 * first fetches a language's texts when it is new, so `<html lang>`, the page title and the texts change together
 * once they are in. Returns a function that stops following them.
 */
export function syncPreferences(store: PreferencesStore, target: PreferenceTarget, brand: BrandConfig, i18n: i18n) {
  // The language last asked of i18next: a change back before a fetch finishes must still win over the fetch.
  let requestedLanguage = i18n.language;
  const apply = () => {
    const { colourMode, language } = store.getSnapshot();
    target.documentElement.setAttribute('data-mantine-color-scheme', colourMode);
    if (language !== requestedLanguage) {
      requestedLanguage = language;
      void i18n.changeLanguage(language);
    }
  };
  const onLanguageChanged = (language: string) => showLanguage(language, target, brand);
  i18n.on('languageChanged', onLanguageChanged);
  showLanguage(i18n.language, target, brand);
  apply();
  const unsubscribe = store.subscribe(apply);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', onLanguageChanged);
  };
}
