import type { BrandConfig } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import type { Translator } from '../shared/i18n/translator';
import type { PreferencesStore } from '../shared/preferences/preferences-store';

/** The parts of the document the preferences drive. */
export type PreferenceTarget = {
  title: string;
  readonly documentElement: { lang: string; setAttribute(name: string, value: string): void };
};

/** `<html lang>` and the brand's page title in the language the translator shows. */
function showLanguage(language: Language, target: PreferenceTarget, brand: BrandConfig) {
  target.documentElement.lang = language;
  target.title = brand.pageTitle[language];
}

/**
 * Shows the preferences now and after every change: the colour mode at once; the language through the translator,
 * which first fetches a language's texts when it is new, so `<html lang>`, the page title and the texts change together
 * once they are in. Returns a function that stops following them.
 */
export function syncPreferences(
  store: PreferencesStore,
  target: PreferenceTarget,
  brand: BrandConfig,
  translator: Translator,
) {
  // The language last asked of the translator: a change back before a fetch finishes must still win over the fetch.
  let requestedLanguage = translator.language;
  let shownLanguage = translator.language;
  const apply = () => {
    const { colourMode, language } = store.getSnapshot();
    target.documentElement.setAttribute('data-mantine-color-scheme', colourMode);
    if (language !== requestedLanguage) {
      requestedLanguage = language;
      void translator.changeLanguage(language);
    }
  };
  // The translator tells of texts arriving too: the document follows only another language shown.
  const stopFollowingTexts = translator.subscribe(() => {
    if (translator.language === shownLanguage) return;
    shownLanguage = translator.language;
    showLanguage(shownLanguage, target, brand);
  });
  showLanguage(shownLanguage, target, brand);
  apply();
  const unsubscribe = store.subscribe(apply);
  return () => {
    unsubscribe();
    stopFollowingTexts();
  };
}
