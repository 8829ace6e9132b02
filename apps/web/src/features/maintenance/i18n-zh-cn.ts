import type { Translations } from '../../shared/i18n/translations';
import type { maintenanceEnglish } from './i18n';

/** Namespace 'maintenance' in Simplified Chinese; fetched the first time that language is shown. */
export const maintenanceZhCN = {
  heading: '系统维护',
  lines: {
    trying: '正在尝试连接服务器...',
    retrying: '正在重新连接服务器...',
    lookingForUpdate: '正在检查网站更新...',
    underMaintenance: '服务器正在维护中。',
  },
} satisfies Translations<typeof maintenanceEnglish>;
