import { fundResearchZhCN } from '../features/funds/research/i18n-zh-cn';
import { fundTradingZhCN } from '../features/funds/trading/i18n-zh-cn';
import { advisorsZhCN } from '../features/advisors/i18n-zh-cn';
import { homeZhCN } from '../features/home/i18n-zh-cn';
import { maintenanceZhCN } from '../features/maintenance/i18n-zh-cn';
import { notificationsZhCN } from '../features/notifications/i18n-zh-cn';
import { loginZhCN } from '../features/users/i18n-login-zh-cn';
import { usersZhCN } from '../features/users/i18n-zh-cn';
import { legalZhCN } from '../shared/legal/i18n-zh-cn';
import { shellZhCN } from '../shared/i18n/shell-translations-zh-cn';
import type { TranslatedTexts } from './i18n-resources';
import { accessZhCN } from '../features/users/i18n-access-zh-cn';
import { sessionZhCN } from './session/i18n-zh-cn';

/** Every namespace in Simplified Chinese: the chunk fetched the first time zh-CN is shown. */
export const zhCNTexts = {
  shell: shellZhCN,
  users: usersZhCN,
  login: loginZhCN,
  maintenance: maintenanceZhCN,
  advisors: advisorsZhCN,
  home: homeZhCN,
  session: sessionZhCN,
  access: accessZhCN,
  legal: legalZhCN,
  notifications: notificationsZhCN,
  fundResearch: fundResearchZhCN,
  fundTrading: fundTradingZhCN,
} as const satisfies TranslatedTexts;
