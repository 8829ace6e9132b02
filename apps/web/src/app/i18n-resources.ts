import { advisorsTranslations } from '../features/advisors/i18n';
import { homeTranslations } from '../features/home/i18n';
import { maintenanceTranslations } from '../features/maintenance/i18n';
import { usersTranslations } from '../features/users/i18n';
import { shellTranslations } from '../shared/i18n/shell-translations';

/**
 * Every translation namespace of the web app: 'shell' from shared, one per feature that has texts.
 * The key of each entry is the namespace a component names in `useTranslation('<namespace>')`.
 */
export const translationNamespaces = {
  shell: shellTranslations,
  users: usersTranslations,
  maintenance: maintenanceTranslations,
  advisors: advisorsTranslations,
  home: homeTranslations,
} as const;
