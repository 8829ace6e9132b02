import type { Translations } from '../../shared/i18n/translations';
import type { homeEnglish } from './i18n';

/** Namespace 'home' in Simplified Chinese; fetched the first time that language is shown. */
export const homeZhCN = {
  none: {
    heading: '暂无可显示内容',
    body: '此账户暂时无法使用平台的任何专区。请联系你的顾问或平台管理员。',
  },
} satisfies Translations<typeof homeEnglish>;
