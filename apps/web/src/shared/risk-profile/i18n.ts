import type { TranslationTree } from '../i18n/translations';

/**
 * Namespace 'riskProfileReminder': the band that reminds a client of the risk questionnaire's expiry (ADR 037), shown
 * on the funds dashboard and on /accounts/raq; a namespace of its own so the dashboard does not load the
 * questionnaire's texts.
 */
export const riskProfileReminderEnglish = {
  expiring:
    'Your risk profile is valid until {{day}}. Redo the risk questionnaire by then to keep buying funds and stocks.',
  expired:
    'Your risk profile was valid until {{day}} and has expired. You cannot buy funds or stocks until you redo the risk questionnaire.',
  redo: 'Redo the questionnaire',
} satisfies TranslationTree;
