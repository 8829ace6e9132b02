import type { TranslationTree } from '../../shared/i18n/translations';

/** Namespace 'advisors' in English, which is bundled with the first load and gives the keys of every language. */
export const advisorsEnglish = {
  placeholder: {
    heading: 'Estimated Completion Date',
    body: 'The advisor area of this portal is being prepared. It is expected to be ready on this date.',
  },
} as const satisfies TranslationTree;
