import { advisorsEnglish } from '../features/advisors/i18n';
import { homeEnglish } from '../features/home/i18n';
import { maintenanceEnglish } from '../features/maintenance/i18n';
import { usersEnglish } from '../features/users/i18n';

/** The English of the namespaces outside the first load: one chunk, fetched with the first page that needs it. */
export const lazyEnglishTexts = {
  users: usersEnglish,
  maintenance: maintenanceEnglish,
  advisors: advisorsEnglish,
  home: homeEnglish,
} as const;
