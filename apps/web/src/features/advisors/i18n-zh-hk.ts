import type { Translations } from '../../shared/i18n/translations';
import type { advisorsEnglish } from './i18n';

/** Namespace 'advisors' in Traditional Chinese (Hong Kong); fetched the first time that language is shown. */
export const advisorsZhHK = {
  placeholder: {
    heading: '預計完成日期',
    body: '此平台的顧問專區正在準備中，預計於以下日期完成。',
  },
} satisfies Translations<typeof advisorsEnglish>;
