import type { Translations } from '../i18n/translations';
import type { riskProfileReminderEnglish } from './i18n';

/** Namespace 'riskProfileReminder' in Traditional Chinese (Hong Kong). */
export const riskProfileReminderZhHK = {
  expiring: '您的風險評估有效期至 {{day}}。請於此日前重新填寫風險評估問卷，以繼續買入基金及股票。',
  expired: '您的風險評估有效期至 {{day}}，現已過期。在您重新填寫風險評估問卷前，不可買入基金及股票。',
  redo: '重新填寫問卷',
} satisfies Translations<typeof riskProfileReminderEnglish>;
