import i18next from 'i18next';
import type { BackendModule, i18n } from 'i18next';
import { defaultLanguage, isLanguage, languages } from '@portal/contract/domain/language';
import type { Language } from '@portal/contract/domain/language';
import type { LanguageTexts, TranslatedLanguage } from './translations';

/** Fetches the texts of a language besides English (a chunk of its own), every namespace at once. */
export type TextsLoader = (language: TranslatedLanguage) => Promise<LanguageTexts>;

/** Fetches the English of the namespaces outside the first load (a chunk of its own). */
export type LazyEnglishLoader = () => Promise<LanguageTexts>;

const noLazyEnglish: LazyEnglishLoader = () => Promise.resolve({});

/**
 * i18next's way in for the fetched texts: it asks per language and namespace; the loaders answer from one chunk per
 * language (and one for the English of the namespaces outside the first load).
 */
function translatedTextsBackend(loadTexts: TextsLoader, loadLazyEnglish: LazyEnglishLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: false,
    init: () => undefined,
    read: async (language: string, namespace: string) => {
      if (!isLanguage(language)) throw new Error(`No texts to fetch for language '${language}': it is not offered`);
      const texts = (language === 'en' ? await loadLazyEnglish() : await loadTexts(language))[namespace];
      if (!texts) throw new Error(`The ${language} texts have no namespace '${namespace}'`);
      return texts;
    },
  };
}

/**
 * An i18next instance showing `language`. The English of `english` (the first load's namespaces) is bundled and is
 * the fallback for any gap; the other namespaces load with `loadNamespaces` (see lazy-texts.ts); another language's
 * texts are fetched the first time it is shown. On a change of language i18next keeps showing the current language until
 * the new one's texts are in, then switches (so no key and no half-translated screen ever shows).
 */
export function createPortalI18n(
  english: LanguageTexts,
  language: Language,
  loadTexts: TextsLoader,
  loadLazyEnglish: LazyEnglishLoader = noLazyEnglish,
): i18n {
  const instance = i18next.createInstance();
  void instance.use(translatedTextsBackend(loadTexts, loadLazyEnglish)).init({
    resources: { [defaultLanguage]: english },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    ns: Object.keys(english),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
    load: 'currentOnly',
  });
  return instance;
}

/**
 * Settles once the instance has the texts of the language it started in: at once for English, after the fetch for
 * another language (also when the fetch fails: English then fills in). The first render waits for it.
 */
export function firstLanguageLoaded(i18n: i18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.once('initialized', () => resolve()));
}
