import i18next from 'i18next';
import type { BackendModule, i18n } from 'i18next';
import { defaultLanguage, isLanguage, languages } from '@portal/contract/domain/language';
import type { Language } from '@portal/contract/domain/language';
import type { LanguageTexts, TranslationTree } from './translations';

/**
 * Fetches the texts of one namespace in one language (a chunk of its own; see app/i18n-resources.ts). English is asked
 * only for the namespaces outside the first load; the first load's English is bundled.
 */
export type TextsLoader = (language: Language, namespace: string) => Promise<TranslationTree>;

/**
 * i18next's way in for the fetched texts: it asks per language and namespace, and so does the loader. When a Chinese
 * chunk cannot be fetched, the namespace's English stands in (bundled, or fetched), so a failed fetch shows English,
 * never keys; English is not fetched otherwise, so a zh-HK or zh-CN visitor downloads each area's texts once.
 */
function textsBackend(english: LanguageTexts, loadTexts: TextsLoader): BackendModule {
  const englishOf = (namespace: string) => english[namespace] ?? loadTexts(defaultLanguage, namespace);
  return {
    type: 'backend',
    callbackApi: false,
    init: () => undefined,
    read: async (language: string, namespace: string) => {
      // i18next asks only for the languages offered (supportedLngs); English answers anything else.
      if (!isLanguage(language) || language === defaultLanguage) return englishOf(namespace);
      try {
        return await loadTexts(language, namespace);
      } catch {
        return englishOf(namespace);
      }
    },
  };
}

/**
 * An i18next instance showing `language`. The English of `english` (the first load's namespaces) is bundled; every
 * other namespace, and every namespace in another language, is fetched per namespace: the first load's namespaces
 * when the instance starts, the others with `loadNamespaces` before the page that needs them renders (see
 * lazy-texts.ts). i18next remembers the namespaces loaded, so a change of language fetches those of the new language,
 * and keeps showing the current language until they are in, then switches (so no key and no half-translated screen
 * ever shows).
 */
export function createPortalI18n(english: LanguageTexts, language: Language, loadTexts: TextsLoader): i18n {
  const instance = i18next.createInstance();
  void instance.use(textsBackend(english, loadTexts)).init({
    // A copy: i18next adds the fetched namespaces to the object it is given, which is the caller's.
    resources: { [defaultLanguage]: { ...english } },
    partialBundledLanguages: true,
    lng: language,
    // No fallback language to fetch beside the one shown: the resource test proves every key is in every language,
    // and the backend gives English for a chunk that cannot be fetched.
    fallbackLng: false,
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
 * What a page's loader calls to have its namespaces (lazy-texts.ts): loads them in the language shown and, while a
 * change of language is under way, in the language coming too. i18next's change fetches only the namespaces in use
 * when it began, so a page opened meanwhile would otherwise show keys once the change lands.
 */
export function namespacesLoader(instance: i18n): (namespaces: readonly string[]) => Promise<void> {
  return async (namespaces) => {
    await instance.loadNamespaces(namespaces);
    // i18next's own record of a change under way, which its types leave out (i18n.test.ts proves it is there).
    const coming: unknown = Reflect.get(instance, 'isLanguageChangingTo');
    if (typeof coming === 'string' && coming !== instance.language) await instance.loadLanguages(coming);
  };
}

/**
 * Settles once the instance has the texts of the language it started in: at once for English, after the fetch for
 * another language (also when the fetch fails: English then fills in). The first render waits for it.
 */
export function firstLanguageLoaded(i18n: i18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.once('initialized', () => resolve()));
}
