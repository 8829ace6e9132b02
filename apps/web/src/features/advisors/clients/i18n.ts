import type { TranslationTree } from '../../../shared/i18n/translations';

/** Namespace 'advisorClients' in English, which gives the keys of every language. */
export const advisorClientsEnglish = {
  heading: 'Advanced search',
} as const satisfies TranslationTree;
