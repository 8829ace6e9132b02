import type { Translations } from '../../../shared/i18n/translations';
import type { advisorBookEnglish } from './i18n';

/** Namespace 'advisorBook' in Simplified Chinese. */
export const advisorBookZhCN = {
  heading: '顾问主页',
} satisfies Translations<typeof advisorBookEnglish>;
