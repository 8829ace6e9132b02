import type { Translations } from '../i18n/translations';
import type { legalEnglish } from './i18n';

/** Namespace 'legal' in Traditional Chinese (Hong Kong); fetched the first time that language is shown. */
export const legalZhHK = {
  types: {
    privacyPolicy: '私隱政策',
    termsAndConditions: '條款及細則',
    declarationAndConsent: '聲明及同意書',
    firstLoginAgreement: '首次登入協議',
    ipoAgreement: '首次公開招股協議',
    eddaAgreement: '電子直接付款授權協議',
  },
  dialog: {
    loading: '正在載入文件…',
    loadFailed: '未能載入文件，請檢查網絡連線後再試。',
    retry: '重試',
    notAvailable: '此文件暫時未能提供。',
    close: '關閉',
  },
} as const satisfies Translations<typeof legalEnglish>;
