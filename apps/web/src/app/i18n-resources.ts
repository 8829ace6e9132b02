import { maintenanceEnglish } from '../features/maintenance/i18n';
import { loginEnglish } from '../features/users/i18n-login';
import { shellEnglish } from '../shared/i18n/shell-translations';
import type { TranslatedLanguage, TranslatedNamespaces } from '../shared/i18n/translations';
import { legalEnglish } from '../shared/legal/i18n';
import type { lazyEnglishTexts } from './i18n-resources-en';

/**
 * The translation namespaces of the first load in English: 'shell' (the layout), 'login' (the login page), 'legal'
 * (the agreement links) and 'maintenance' (the page the keep-alive opens while the server, and so every chunk, is
 * out of reach). The key of each entry is the namespace a component names in
 * `useTranslation('<namespace>')`. The other namespaces' English is a chunk of its own (`i18n-resources-en`), fetched
 * with the first page that needs it (ARCHITECTURE §9 first-load budget); the other languages by `loadTranslatedTexts`.
 */
export const englishTexts = {
  shell: shellEnglish,
  login: loginEnglish,
  legal: legalEnglish,
  maintenance: maintenanceEnglish,
} as const;

/** Every namespace in English, as components and i18next.d.ts know them. */
export type AllEnglishTexts = typeof englishTexts & typeof lazyEnglishTexts;

/** The namespaces whose English is fetched on demand. */
export const lazyNamespaces = [
  'users',
  'advisors',
  'home',
  'session',
  'access',
  'notifications',
  'fundResearch',
  'fundTrading',
] as const satisfies readonly (keyof typeof lazyEnglishTexts)[];

/** Every namespace in a language besides English; each language's resource file must list them all. */
export type TranslatedTexts = TranslatedNamespaces<AllEnglishTexts>;

/** Fetches the English of the namespaces not in the first load. */
export function loadLazyEnglishTexts(): Promise<typeof lazyEnglishTexts> {
  return import('./i18n-resources-en').then((module) => module.lazyEnglishTexts);
}

/** Fetches a language's texts, one chunk per language, the first time that language is shown. */
export function loadTranslatedTexts(language: TranslatedLanguage): Promise<TranslatedTexts> {
  switch (language) {
    case 'zh-HK':
      return import('./i18n-resources-zh-hk').then((module) => module.zhHKTexts);
    case 'zh-CN':
      return import('./i18n-resources-zh-cn').then((module) => module.zhCNTexts);
  }
}
