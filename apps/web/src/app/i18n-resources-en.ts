import { advisorsEnglish } from '../features/advisors/i18n';
import { fundResearchEnglish } from '../features/funds/research/i18n';
import { fundTradingEnglish } from '../features/funds/trading/i18n';
import { homeEnglish } from '../features/home/i18n';
import { notificationsEnglish } from '../features/notifications/i18n';
import { usersEnglish } from '../features/users/i18n';
import { accessEnglish } from '../features/users/i18n-access';
import { sessionEnglish } from './session/i18n';

/** The English of the namespaces outside the first load: one chunk, fetched with the first page that needs it. */
export const lazyEnglishTexts = {
  users: usersEnglish,
  advisors: advisorsEnglish,
  home: homeEnglish,
  session: sessionEnglish,
  access: accessEnglish,
  notifications: notificationsEnglish,
  fundResearch: fundResearchEnglish,
  fundTrading: fundTradingEnglish,
} as const;
