import { advisorsZhCN } from '../features/advisors/i18n-zh-cn';
import { homeZhCN } from '../features/home/i18n-zh-cn';
import { maintenanceZhCN } from '../features/maintenance/i18n-zh-cn';
import { usersZhCN } from '../features/users/i18n-zh-cn';
import { shellZhCN } from '../shared/i18n/shell-translations-zh-cn';
import type { TranslatedTexts } from './i18n-resources';

/** Every namespace in Simplified Chinese: the chunk fetched the first time zh-CN is shown. */
export const zhCNTexts = {
  shell: shellZhCN,
  users: usersZhCN,
  maintenance: maintenanceZhCN,
  advisors: advisorsZhCN,
  home: homeZhCN,
} as const satisfies TranslatedTexts;
