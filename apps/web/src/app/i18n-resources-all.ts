import type { AllEnglishTexts } from './i18n-resources';
import { loadLanguageTexts } from './i18n-resources';

/**
 * Every namespace's English at once, for tests that render a page without fetching its texts first: loaded once,
 * through the same loaders the app uses, when a test first imports this module.
 */
export const allEnglishTexts = (await loadLanguageTexts('en')) as AllEnglishTexts;
