import { fundResearchZhHK } from '../features/funds/research/i18n-zh-hk';
import { fundTradingZhHK } from '../features/funds/trading/i18n-zh-hk';
import { advisorsZhHK } from '../features/advisors/i18n-zh-hk';
import { homeZhHK } from '../features/home/i18n-zh-hk';
import { maintenanceZhHK } from '../features/maintenance/i18n-zh-hk';
import { notificationsZhHK } from '../features/notifications/i18n-zh-hk';
import { loginZhHK } from '../features/users/i18n-login-zh-hk';
import { usersZhHK } from '../features/users/i18n-zh-hk';
import { legalZhHK } from '../shared/legal/i18n-zh-hk';
import { shellZhHK } from '../shared/i18n/shell-translations-zh-hk';
import type { TranslatedTexts } from './i18n-resources';
import { accessZhHK } from '../features/users/i18n-access-zh-hk';
import { sessionZhHK } from './session/i18n-zh-hk';

/** Every namespace in Traditional Chinese (Hong Kong): the chunk fetched the first time zh-HK is shown. */
export const zhHKTexts = {
  shell: shellZhHK,
  users: usersZhHK,
  login: loginZhHK,
  maintenance: maintenanceZhHK,
  advisors: advisorsZhHK,
  home: homeZhHK,
  session: sessionZhHK,
  access: accessZhHK,
  legal: legalZhHK,
  notifications: notificationsZhHK,
  fundResearch: fundResearchZhHK,
  fundTrading: fundTradingZhHK,
} as const satisfies TranslatedTexts;
