import type { Translations } from '../../shared/i18n/translations';
import type { loginEnglish } from './i18n-login';

/**
 * Namespace 'login': the login page and the one-time-password step (SPEC §2 Users area, §8 login and token codes).
 * In Traditional Chinese (Hong Kong); fetched the first time that language is shown.
 */
export const loginZhHK = {
  login: {
    signedOut: '你已登出。',
    heading: '登入',
    source: {
      legend: '帳戶類型',
      gateway: '證券帳戶登入',
      fos: '虛擬資產帳戶登入',
    },
    accountCode: '帳戶號碼',
    password: '密碼',
    captcha: '驗證碼',
    captchaImage: '驗證碼圖像',
    captchaRefresh: '顯示另一個驗證碼圖像',
    captchaHint: '按圖像可更換驗證碼。',
    submit: '登入',
    forgotPassword: '忘記密碼？',
    sessionLoginOnly: '請從您平日使用的應用程式登入：它會為您開啟本平台並自動登入。',
    addAccountHeading: '新增其他帳戶',
    backToAccounts: '返回你的帳戶',
  },
} satisfies Translations<typeof loginEnglish>;
