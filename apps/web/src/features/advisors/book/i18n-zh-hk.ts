import type { Translations } from '../../../shared/i18n/translations';
import type { advisorBookEnglish } from './i18n';

/** Namespace 'advisorBook' in Traditional Chinese (Hong Kong). */
export const advisorBookZhHK = {
  heading: '顧問主頁',
} satisfies Translations<typeof advisorBookEnglish>;
