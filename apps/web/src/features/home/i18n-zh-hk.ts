import type { Translations } from '../../shared/i18n/translations';
import type { homeEnglish } from './i18n';

/** Namespace 'home' in Traditional Chinese (Hong Kong); fetched the first time that language is shown. */
export const homeZhHK = {
  none: {
    heading: '暫無可顯示內容',
    body: '此帳戶暫時未能使用平台的任何專區。請聯絡你的顧問或平台管理員。',
  },
} satisfies Translations<typeof homeEnglish>;
