import type { Translations } from '../../shared/i18n/translations';
import type { advisorsEnglish } from './i18n';

/** Namespace 'advisors' in Simplified Chinese; fetched the first time that language is shown. */
export const advisorsZhCN = {
  placeholder: {
    heading: '预计完成日期',
    body: '此平台的顾问专区正在准备中，预计于以下日期完成。',
  },
} satisfies Translations<typeof advisorsEnglish>;
