import type { Translations } from '../../shared/i18n/translations';
import type { sessionEnglish } from './i18n';

/** Namespace 'session' in Traditional Chinese (Hong Kong). */
export const sessionZhHK = {
  inactivity: {
    heading: '您還在嗎？',
    body: '您已有一段時間沒有操作。為保障您的安全，以下時間結束時系統會將您登出。',
    countdownLabel: '距離登出的剩餘時間',
    stayLoggedIn: '保持登入',
    logoutFailed: '您已閒置一段時間，但系統未能將您登出，您的登入仍然有效。',
  },
  notices: {
    sessionExpired: '您的登入已過期，請重新登入。',
    signedInElsewhere: '由於您在另一個分頁登入，您已被登出。',
    signedInOnAnotherDevice: '由於您在另一個瀏覽器或裝置登入，您已被登出。',
    logIn: '登入',
    dismiss: '關閉',
  },
} satisfies Translations<typeof sessionEnglish>;
