import type { Translations } from '../../../shared/i18n/translations';
import type { advisorClientsEnglish } from './i18n';

/** Namespace 'advisorClients' in Traditional Chinese (Hong Kong). */
export const advisorClientsZhHK = {
  heading: '進階搜尋',
} satisfies Translations<typeof advisorClientsEnglish>;
