import { defineTranslations } from '../../shared/i18n/translations';

/** Namespace 'home': what a signed-in account sees when no area of the portal is open to it. */
export const homeTranslations = defineTranslations(
  {
    none: {
      heading: 'Nothing to show yet',
      body: 'No area of the portal is open to this account. Please contact your adviser or the portal administrator.',
    },
  },
  {
    none: {
      heading: '暫無可顯示內容',
      body: '此帳戶暫時未能使用平台的任何專區。請聯絡你的顧問或平台管理員。',
    },
  },
  {
    none: {
      heading: '暂无可显示内容',
      body: '此账户暂时无法使用平台的任何专区。请联系你的顾问或平台管理员。',
    },
  },
);
