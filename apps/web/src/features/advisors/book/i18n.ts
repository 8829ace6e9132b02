import type { TranslationTree } from '../../../shared/i18n/translations';

/** Namespace 'advisorBook' in English, which gives the keys of every language. */
export const advisorBookEnglish = {
  heading: 'Advisor dashboard',
} as const satisfies TranslationTree;
