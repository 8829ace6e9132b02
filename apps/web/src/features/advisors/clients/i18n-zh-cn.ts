import type { Translations } from '../../../shared/i18n/translations';
import type { advisorClientsEnglish } from './i18n';

/** Namespace 'advisorClients' in Simplified Chinese. */
export const advisorClientsZhCN = {
  heading: '高级搜索',
} satisfies Translations<typeof advisorClientsEnglish>;
