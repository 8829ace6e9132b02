import type { Language } from '@portal/contract/domain/language';
import type { LanguageTexts, TranslatedLanguage, TranslationTree } from '../shared/i18n/translations';
import { englishTexts } from './first-load-texts';
import type { LazyEnglishTexts } from './text-namespaces';

export { englishTexts };

/** Every namespace in English, as components and texts-typing.d.ts know them. */
export type AllEnglishTexts = typeof englishTexts & LazyEnglishTexts;

/** The first load's namespaces in a language besides English: one chunk per language. */
const firstLoadTranslated = {
  'zh-HK': () => import('./i18n-resources-zh-hk').then((module) => module.firstLoadZhHK),
  'zh-CN': () => import('./i18n-resources-zh-cn').then((module) => module.firstLoadZhCN),
} satisfies Record<TranslatedLanguage, () => Promise<LanguageTexts>>;

function isFirstLoad(namespace: string): namespace is keyof typeof englishTexts {
  return namespace in englishTexts;
}

/**
 * Fetches one namespace in one language, as the translator asks for it (`createTranslator`): the first load's Chinese from
 * its chunk, any other namespace from its own chunk, looked up in the lazy table `area-texts.ts`.
 */
export async function loadTexts(language: Language, namespace: string): Promise<TranslationTree> {
  if (isFirstLoad(namespace))
    return language === 'en' ? englishTexts[namespace] : (await firstLoadTranslated[language]())[namespace];
  return import('./area-texts').then((module) => module.loadAreaTexts(language, namespace));
}

/** Every namespace of a language at once (tests; the app fetches per namespace). */
export async function loadLanguageTexts(language: Language): Promise<LanguageTexts> {
  // Its table lists every feature's texts: fetched here so the first load holds no feature outside its own.
  const { areaNamespaces } = await import('./text-namespaces');
  const namespaces = [...Object.keys(englishTexts), ...Object.keys(areaNamespaces)];
  const texts = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadTexts(language, namespace)] as const),
  );
  return Object.fromEntries(texts);
}
