import type { TranslationTree } from '../../shared/i18n/translations';

/**
 * Namespace 'home': what a signed-in account sees when no area of the portal is open to it.
 * In English, which is bundled with the first load and gives the keys every language must have.
 */
export const homeEnglish = {
  none: {
    heading: 'Nothing to show yet',
    body: 'No area of the portal is open to this account. Please contact your adviser or the portal administrator.',
  },
} as const satisfies TranslationTree;
