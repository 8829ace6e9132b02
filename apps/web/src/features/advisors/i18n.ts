import { defineTranslations } from '../../shared/i18n/translations';

/** Namespace 'advisors'. */
export const advisorsTranslations = defineTranslations(
  {
    placeholder: {
      heading: 'Estimated Completion Date',
      body: 'The advisor area of this portal is being prepared. It is expected to be ready on this date.',
    },
  },
  {
    placeholder: {
      heading: '預計完成日期',
      body: '此平台的顧問專區正在準備中，預計於以下日期完成。',
    },
  },
  {
    placeholder: {
      heading: '预计完成日期',
      body: '此平台的顾问专区正在准备中，预计于以下日期完成。',
    },
  },
);
