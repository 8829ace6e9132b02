import { maintenanceZhHK } from '../features/maintenance/i18n-zh-hk';
import { loginZhHK } from '../features/users/i18n-login-zh-hk';
import { legalZhHK } from '../shared/legal/i18n-zh-hk';
import { shellZhHK } from '../shared/i18n/shell-translations-zh-hk';
import type { TranslatedNamespaces } from '../shared/i18n/translations';
import type { englishTexts } from './first-load-texts';

/** The first load's namespaces in Traditional Chinese (Hong Kong): one chunk, fetched when the portal starts or changes to zh-HK. */
export const firstLoadZhHK = {
  shell: shellZhHK,
  login: loginZhHK,
  legal: legalZhHK,
  maintenance: maintenanceZhHK,
} as const satisfies TranslatedNamespaces<typeof englishTexts>;
