import type { Language } from '@portal/contract/domain/language';
import { maintenanceEnglish } from '../features/maintenance/i18n';
import { loginEnglish } from '../features/users/i18n-login';
import { shellEnglish } from '../shared/i18n/shell-translations';
import type { LanguageTexts, TranslatedLanguage, TranslationTree } from '../shared/i18n/translations';
import { legalEnglish } from '../shared/legal/i18n';
import type { LazyEnglishTexts } from './area-texts';

/**
 * The translation namespaces of the first load in English: 'shell' (the layout), 'login' (the login page), 'legal'
 * (the agreement links) and 'maintenance' (the page the keep-alive opens while the server, and so every chunk, is
 * out of reach). The key of each entry is the namespace a component names in `useTranslation('<namespace>')`.
 * Every other namespace is an area's: a chunk of its own per language (app/area-texts.ts, ADR 027), fetched with
 * the first page that needs it.
 */
export const englishTexts = {
  shell: shellEnglish,
  login: loginEnglish,
  legal: legalEnglish,
  maintenance: maintenanceEnglish,
} as const;

/** Every namespace in English, as components and i18next.d.ts know them. */
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
 * Fetches one namespace in one language, as i18next asks for it (`createPortalI18n`): the first load's Chinese from
 * its chunk, an area's from the areas' table (itself a chunk).
 */
export async function loadTexts(language: Language, namespace: string): Promise<TranslationTree> {
  if (language !== 'en' && isFirstLoad(namespace)) return (await firstLoadTranslated[language]())[namespace];
  return import('./area-texts').then((module) => module.loadAreaTexts(language, namespace));
}

/** Every namespace of a translated language at once (tests; the app fetches per namespace). */
export async function loadTranslatedTexts(language: TranslatedLanguage): Promise<LanguageTexts> {
  const { areaTexts } = await import('./area-texts');
  const namespaces = [...Object.keys(englishTexts), ...Object.keys(areaTexts[language])];
  const texts = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadTexts(language, namespace)] as const),
  );
  return Object.fromEntries(texts);
}
