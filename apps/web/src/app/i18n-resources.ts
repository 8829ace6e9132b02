import { advisorsEnglish } from '../features/advisors/i18n';
import { homeEnglish } from '../features/home/i18n';
import { maintenanceEnglish } from '../features/maintenance/i18n';
import { usersEnglish } from '../features/users/i18n';
import { shellEnglish } from '../shared/i18n/shell-translations';
import type { TranslatedLanguage, TranslatedNamespaces } from '../shared/i18n/translations';

/**
 * Every translation namespace of the web app in English: 'shell' from shared, one per feature that has texts.
 * The key of each entry is the namespace a component names in `useTranslation('<namespace>')`. English is part of
 * the first load; the other languages are fetched by `loadTranslatedTexts`.
 */
export const englishTexts = {
  shell: shellEnglish,
  users: usersEnglish,
  maintenance: maintenanceEnglish,
  advisors: advisorsEnglish,
  home: homeEnglish,
} as const;

/** Every namespace in a language besides English; each language's resource file must list them all. */
export type TranslatedTexts = TranslatedNamespaces<typeof englishTexts>;

/** Fetches a language's texts, one chunk per language, the first time that language is shown. */
export function loadTranslatedTexts(language: TranslatedLanguage): Promise<TranslatedTexts> {
  switch (language) {
    case 'zh-HK':
      return import('./i18n-resources-zh-hk').then((module) => module.zhHKTexts);
    case 'zh-CN':
      return import('./i18n-resources-zh-cn').then((module) => module.zhCNTexts);
  }
}
