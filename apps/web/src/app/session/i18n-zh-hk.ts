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
  passwordReminder: {
    forced: '你必須先更改密碼，方可繼續。',
    expiresInOneDay: '你的密碼將於 1 日後到期。',
    expiresInDays: '你的密碼將於 {{days}} 日後到期。',
    expiresToday: '你的密碼將於今日到期。',
    expiredOneDayAgo: '你的密碼已於 1 日前到期。',
    expiredDaysAgo: '你的密碼已於 {{days}} 日前到期。',
    changePassword: '更改密碼',
    dismiss: '關閉',
  },
} satisfies Translations<typeof sessionEnglish>;
