import type { TranslationTree } from '../../shared/i18n/translations';

/**
 * Namespace 'maintenance': the page shown while the server cannot be reached (SPEC §2).
 * In English, which is bundled with the first load and gives the keys every language must have.
 */
export const maintenanceEnglish = {
  heading: 'Maintenance',
  lines: {
    trying: 'Trying to connect to server...',
    retrying: 'Retrying to connect to server...',
    lookingForUpdate: 'Looking for website update...',
    underMaintenance: 'Server is under maintenance.',
  },
} as const satisfies TranslationTree;
