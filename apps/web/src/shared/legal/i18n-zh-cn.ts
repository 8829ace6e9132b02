import type { Translations } from '../i18n/translations';
import type { legalEnglish } from './i18n';

/** Namespace 'legal' in Simplified Chinese; fetched the first time that language is shown. */
export const legalZhCN = {
  types: {
    privacyPolicy: '隐私政策',
    termsAndConditions: '条款及细则',
    declarationAndConsent: '声明及同意书',
    firstLoginAgreement: '首次登录协议',
    ipoAgreement: '首次公开招股协议',
    eddaAgreement: '电子直接付款授权协议',
  },
  dialog: {
    loading: '正在加载文件…',
    loadFailed: '未能加载文件，请检查网络连接后重试。',
    retry: '重试',
    notAvailable: '此文件暂时未能提供。',
    close: '关闭',
  },
} as const satisfies Translations<typeof legalEnglish>;
