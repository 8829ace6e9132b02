import type { Translations } from './translations';
import type { shellEnglish } from './shell-translations';

/** Namespace 'shell' in Simplified Chinese; fetched the first time that language is shown. */
export const shellZhCN = {
  header: {
    language: '语言',
    darkMode: '深色模式',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    closeDialog: '关闭',
    menuTitle: '菜单',
    mainNavigation: '主导航',
    areaNavigation: '{{area}}页面',
    userNavigation: '用户',
    skipToContent: '跳至主要内容',
  },
  demonstration: {
    badge: '示范',
    note: '市场、银行及后台均为模拟：此处不涉及真实资金或资产。',
  },
  nav: {
    users: {
      title: '用户',
      login: '登录',
      switcher: '切换账户',
      setting: '设置',
      logout: '退出登录',
      exit: '退出',
      sessionLogin: '会话登录',
      resetPassword: '重置密码',
    },
  },
  notAvailable: {
    heading: '{{name}}：尚未推出',
    body: '此部分将在之后的版本推出。在此之前，无法在此查看或更改任何内容。',
  },
  errors: {
    home: '返回首页',
    notFound: {
      heading: '找不到页面',
      body: '此网址没有任何页面。',
    },
    route: {
      heading: '应用程序发生意外错误！',
    },
    site: {
      heading: '发生未知错误',
      body: '请重新加载页面。如问题持续，请联系客服。',
      reload: '重新加载',
    },
  },

  loading: '加载中…',
} satisfies Translations<typeof shellEnglish>;
