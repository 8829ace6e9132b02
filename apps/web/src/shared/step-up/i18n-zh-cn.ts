import type { Translations } from '../i18n/translations';
import type { stepUpEnglish } from './i18n';

/** Namespace 'stepUp' in Simplified Chinese. */
export const stepUpZhCN = {
  title: '确认身份',
  intro: {
    password: '为保障您的安全，请输入登录密码以继续。',
    token: '为保障您的安全，请输入验证器应用显示的 6 位数验证码。',
    sms: '我们已通过短信将 6 位数验证码发送至 {{destination}}，请输入以继续。',
    email: '我们已通过电子邮件将 6 位数验证码发送至 {{destination}}，请输入以继续。',
  },
  password: '登录密码',
  code: '一次性验证码',
  required: '请输入以继续。',
  codeExpires: '验证码于 {{time}} 失效。',
  resend: '重新发送验证码',
  resendIn: '您可于 {{time}} 重新索取验证码。',
  lockedUntil: '确认错误次数过多，请于 {{time}} 后再试。',
  loading: '正在准备确认…',
  loadFailed: '未能开始确认。',
  retry: '再试一次',
  cancel: '取消',
  close: '关闭',
  submit: '确认',
} satisfies Translations<typeof stepUpEnglish>;
