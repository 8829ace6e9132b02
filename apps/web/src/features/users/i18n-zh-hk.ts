import type { Translations } from '../../shared/i18n/translations';
import type { usersEnglish } from './i18n';

/** Namespace 'users' in Traditional Chinese (Hong Kong); fetched the first time that language is shown. */
export const usersZhHK = {
  login: {
    heading: '登入',
    noticeTitle: '暫未提供登入',
    noticeBody: '帳戶登入將隨平台的身份認證版本推出。在此之前，你可以選擇語言及顏色模式，有關設定會保存在此裝置上。',
  },
  setting: {
    heading: '設定',
    intro: '你的選擇會在此裝置上保存一年。',
    colourMode: '顏色模式',
    light: '淺色',
    dark: '深色',
    language: '顯示語言',
    simpleLayout: '簡易版面',
    simpleLayoutDescription: '隱藏頁首，適用於嵌入其他網站的平台。',
  },
  inactiveLogout: {
    heading: '已登出',
    body: '由於閒置時間過長，你已被登出。',
    signInAgain: '重新登入',
  },
  invalidSession: {
    heading: '工作階段已結束',
    body: '此工作階段已失效，因為此帳戶已在其他視窗或裝置登入。',
  },
  exit: {
    heading: '你已離開平台',
    body: '你現在可以關閉此視窗。',
  },
} satisfies Translations<typeof usersEnglish>;
