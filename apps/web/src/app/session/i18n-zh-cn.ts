import type { Translations } from '../../shared/i18n/translations';
import type { sessionEnglish } from './i18n';

/** Namespace 'session' in Simplified Chinese. */
export const sessionZhCN = {
  inactivity: {
    heading: '您还在吗？',
    body: '您已有一段时间没有操作。为保障您的安全，以下时间结束时系统会将您登出。',
    countdownLabel: '距离登出的剩余时间',
    stayLoggedIn: '保持登录',
    logoutFailed: '您已闲置一段时间，但系统未能将您登出，您的登录仍然有效。',
  },
  notices: {
    sessionExpired: '您的登录已过期，请重新登录。',
    signedInElsewhere: '由于您在另一个标签页登录，您已被登出。',
    signedInOnAnotherDevice: '由于您在另一个浏览器或设备登录，您已被登出。',
    logIn: '登录',
    dismiss: '关闭',
  },
  passwordReminder: {
    forced: '你必须先更改密码，方可继续。',
    expiresInOneDay: '你的密码将于 1 天后到期。',
    expiresInDays: '你的密码将于 {{days}} 天后到期。',
    expiresToday: '你的密码将于今天到期。',
    expiredOneDayAgo: '你的密码已于 1 天前到期。',
    expiredDaysAgo: '你的密码已于 {{days}} 天前到期。',
    changePassword: '更改密码',
    dismiss: '关闭',
  },
} satisfies Translations<typeof sessionEnglish>;
