import type { Translations } from '../i18n/translations';
import type { riskProfileReminderEnglish } from './i18n';

/** Namespace 'riskProfileReminder' in Simplified Chinese. */
export const riskProfileReminderZhCN = {
  expiring: '您的风险评估有效期至 {{day}}。请于此日前重新填写风险评估问卷，以继续买入基金及股票。',
  expired: '您的风险评估有效期至 {{day}}，现已过期。在您重新填写风险评估问卷前，不可买入基金及股票。',
  redo: '重新填写问卷',
} satisfies Translations<typeof riskProfileReminderEnglish>;
