import type { Translations } from '../../shared/i18n/translations';
import type { loginEnglish } from './i18n-login';

/**
 * Namespace 'login': the login page and the one-time-password step (SPEC §2 Users area, §8 login and token codes).
 * In Simplified Chinese; fetched the first time that language is shown.
 */
export const loginZhCN = {
  login: {
    signedOut: '你已退出登录。',
    heading: '登录',
    source: {
      legend: '账户类型',
      gateway: '证券账户登录',
      fos: '虚拟资产账户登录',
    },
    accountCode: '账户号码',
    password: '密码',
    captcha: '验证码',
    captchaImage: '验证码图片',
    captchaRefresh: '显示另一张验证码图片',
    captchaHint: '点击图片可更换验证码。',
    submit: '登录',
    forgotPassword: '忘记密码？',
    sessionLoginOnly: '请从您平时使用的应用登录：它会为您打开本平台并自动登录。',
    addAccountHeading: '添加其他账户',
    backToAccounts: '返回你的账户',
  },
} satisfies Translations<typeof loginEnglish>;
