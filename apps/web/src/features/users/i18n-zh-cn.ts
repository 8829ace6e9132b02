import type { Translations } from '../../shared/i18n/translations';
import type { usersEnglish } from './i18n';

/** Namespace 'users' in Simplified Chinese; fetched the first time that language is shown. */
export const usersZhCN = {
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
} satisfies Translations<typeof usersEnglish>;
