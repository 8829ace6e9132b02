import { namespaceTexts } from '../i18n/namespace-texts';
import type { riskProfileReminderEnglish } from './i18n';

/** Namespace 'riskProfileReminder', shared by the pages that remind of the risk profile: declared here once (ADR 049). */
export const riskProfileReminderTexts = namespaceTexts<typeof riskProfileReminderEnglish>('shared/risk-profile/i18n');
