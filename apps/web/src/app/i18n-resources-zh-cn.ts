import { advisorsZhCN } from '../features/advisors/i18n-zh-cn';
import { homeZhCN } from '../features/home/i18n-zh-cn';
import { maintenanceZhCN } from '../features/maintenance/i18n-zh-cn';
import { loginZhCN } from '../features/users/i18n-login-zh-cn';
import { usersZhCN } from '../features/users/i18n-zh-cn';
import { legalZhCN } from '../shared/legal/i18n-zh-cn';
import { shellZhCN } from '../shared/i18n/shell-translations-zh-cn';
import type { TranslatedTexts } from './i18n-resources';

/** Every namespace in Simplified Chinese: the chunk fetched the first time zh-CN is shown. */
export const zhCNTexts = {
  shell: shellZhCN,
  users: usersZhCN,
  login: loginZhCN,
  maintenance: maintenanceZhCN,
  advisors: advisorsZhCN,
  home: homeZhCN,
  legal: legalZhCN,
} as const satisfies TranslatedTexts;
