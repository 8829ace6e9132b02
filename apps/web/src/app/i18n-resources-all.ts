import { englishTexts } from './i18n-resources';
import type { AllEnglishTexts } from './i18n-resources';
import { lazyEnglishTexts } from './i18n-resources-en';

/** Every namespace's English at once, for tests that render a page without fetching its texts first. */
export const allEnglishTexts: AllEnglishTexts = { ...englishTexts, ...lazyEnglishTexts };
