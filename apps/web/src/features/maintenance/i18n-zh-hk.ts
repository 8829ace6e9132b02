import type { Translations } from '../../shared/i18n/translations';
import type { maintenanceEnglish } from './i18n';

/** Namespace 'maintenance' in Traditional Chinese (Hong Kong); fetched the first time that language is shown. */
export const maintenanceZhHK = {
  heading: '系統維護',
  lines: {
    trying: '正在嘗試連接伺服器...',
    retrying: '正在重新連接伺服器...',
    lookingForUpdate: '正在檢查網站更新...',
    underMaintenance: '伺服器正在維護中。',
  },
} satisfies Translations<typeof maintenanceEnglish>;
