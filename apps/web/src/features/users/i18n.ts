import { defineTranslations } from '../../shared/i18n/translations';

/** Namespace 'users': sign-in, settings and the signed-out screens. */
export const usersTranslations = defineTranslations(
  {
    login: {
      heading: 'Sign in',
      noticeTitle: 'Signing in is not available yet',
      noticeBody:
        'Signing in to an account arrives with the identity release of the portal. Until then you can choose the language and the colour mode; they are kept on this device.',
    },
    setting: {
      heading: 'Settings',
      intro: 'Your choices are kept on this device for a year.',
      colourMode: 'Colour mode',
      light: 'Light',
      dark: 'Dark',
      language: 'Display language',
      simpleLayout: 'Simple layout',
      simpleLayoutDescription: 'Hides the header, for a portal shown inside another website.',
    },
    inactiveLogout: {
      heading: 'Signed out',
      body: 'You have been logged out due to inactivity.',
      signInAgain: 'Sign in again',
    },
    invalidSession: {
      heading: 'Session ended',
      body: 'This session is no longer valid because the account signed in from another window or device.',
    },
    exit: {
      heading: 'You have left the portal',
      body: 'You can now close this window.',
    },
  },
  {
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
  },
  {
    login: {
      heading: '登录',
      noticeTitle: '暂未开放登录',
      noticeBody: '账户登录将随平台的身份认证版本推出。在此之前，你可以选择语言和颜色模式，相关设置会保存在此设备上。',
    },
    setting: {
      heading: '设置',
      intro: '你的选择会在此设备上保存一年。',
      colourMode: '颜色模式',
      light: '浅色',
      dark: '深色',
      language: '显示语言',
      simpleLayout: '简易布局',
      simpleLayoutDescription: '隐藏页眉，适用于嵌入其他网站的平台。',
    },
    inactiveLogout: {
      heading: '已退出登录',
      body: '由于闲置时间过长，你已被退出登录。',
      signInAgain: '重新登录',
    },
    invalidSession: {
      heading: '会话已结束',
      body: '此会话已失效，因为此账户已在其他窗口或设备登录。',
    },
    exit: {
      heading: '你已离开平台',
      body: '你现在可以关闭此窗口。',
    },
  },
);
