import type { Translations } from '../i18n/translations';
import type { stepUpEnglish } from './i18n';

/** Namespace 'stepUp' in Traditional Chinese (Hong Kong). */
export const stepUpZhHK = {
  title: '確認身份',
  intro: {
    password: '為保障您的安全，請輸入登入密碼以繼續。',
    token: '為保障您的安全，請輸入驗證器應用程式顯示的 6 位數驗證碼。',
    sms: '我們已透過短訊將 6 位數驗證碼發送至 {{destination}}，請輸入以繼續。',
    email: '我們已透過電郵將 6 位數驗證碼發送至 {{destination}}，請輸入以繼續。',
  },
  password: '登入密碼',
  code: '一次性驗證碼',
  required: '請輸入以繼續。',
  codeExpires: '驗證碼於 {{time}} 失效。',
  resend: '重新發送驗證碼',
  resendIn: '您可於 {{time}} 重新索取驗證碼。',
  lockedUntil: '確認錯誤次數過多，請於 {{time}} 後再試。',
  loading: '正在準備確認…',
  loadFailed: '未能開始確認。',
  retry: '再試一次',
  cancel: '取消',
  close: '關閉',
  submit: '確認',
} satisfies Translations<typeof stepUpEnglish>;
