import type { Translations } from './translations';
import type { shellEnglish } from './shell-translations';

/** Namespace 'shell' in Traditional Chinese (Hong Kong); fetched the first time that language is shown. */
export const shellZhHK = {
  header: {
    language: '語言',
    darkMode: '深色模式',
    openMenu: '開啟選單',
    closeMenu: '關閉選單',
    closeDialog: '關閉',
    menuTitle: '選單',
    mainNavigation: '主要導覽',
    areaNavigation: '{{area}}頁面',
    userNavigation: '用戶',
    skipToContent: '跳至主要內容',
  },
  demonstration: {
    badge: '示範',
    note: '市場、銀行及後勤均為模擬：此處不涉及真實資金或資產。',
  },
  nav: {
    users: {
      title: '用戶',
      login: '登入',
      switcher: '切換帳戶',
      setting: '設定',
      logout: '登出',
      exit: '離開',
      sessionLogin: '工作階段登入',
      resetPassword: '重設密碼',
    },
  },
  notAvailable: {
    heading: '{{name}}：尚未推出',
    body: '此部分將於稍後的版本推出。在此之前，無法在此查看或更改任何內容。',
  },
  errors: {
    home: '返回主頁',
    notFound: {
      heading: '找不到頁面',
      body: '此網址沒有任何頁面。',
    },
    route: {
      heading: '應用程式發生意外錯誤！',
    },
    site: {
      heading: '發生未知錯誤',
      body: '請重新載入頁面。如問題持續，請聯絡客戶服務。',
      reload: '重新載入',
    },
  },

  loading: '載入中…',
} satisfies Translations<typeof shellEnglish>;
