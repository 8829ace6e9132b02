import { defineTranslations } from '../../shared/i18n/translations';

/** Namespace 'maintenance': the page shown while the server cannot be reached (SPEC §2). */
export const maintenanceTranslations = defineTranslations(
  {
    heading: 'Maintenance',
    lines: {
      trying: 'Trying to connect to server...',
      retrying: 'Retrying to connect to server...',
      lookingForUpdate: 'Looking for website update...',
      underMaintenance: 'Server is under maintenance.',
    },
  },
  {
    heading: '系統維護',
    lines: {
      trying: '正在嘗試連接伺服器...',
      retrying: '正在重新連接伺服器...',
      lookingForUpdate: '正在檢查網站更新...',
      underMaintenance: '伺服器正在維護中。',
    },
  },
  {
    heading: '系统维护',
    lines: {
      trying: '正在尝试连接服务器...',
      retrying: '正在重新连接服务器...',
      lookingForUpdate: '正在检查网站更新...',
      underMaintenance: '服务器正在维护中。',
    },
  },
);
