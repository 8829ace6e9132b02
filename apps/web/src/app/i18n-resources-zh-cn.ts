import { maintenanceZhCN } from '../features/maintenance/i18n-zh-cn';
import { loginZhCN } from '../features/users/i18n-login-zh-cn';
import { legalZhCN } from '../shared/legal/i18n-zh-cn';
import { shellZhCN } from '../shared/i18n/shell-translations-zh-cn';
import type { TranslatedNamespaces } from '../shared/i18n/translations';
import type { englishTexts } from './first-load-texts';

/** The first load's namespaces in Simplified Chinese: one chunk, fetched when the portal starts or changes to zh-CN. */
export const firstLoadZhCN = {
  shell: shellZhCN,
  login: loginZhCN,
  legal: legalZhCN,
  maintenance: maintenanceZhCN,
} as const satisfies TranslatedNamespaces<typeof englishTexts>;
