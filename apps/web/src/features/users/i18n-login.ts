import type { TranslationTree } from '../../shared/i18n/translations';

/**
 * Namespace 'login': the login form (SPEC §2 Users area). Its result messages and the one-time-password step are in
 * 'users', fetched when the visitor starts on the form.
 * In English, bundled with the first load: the login page's texts and the keys every language must have.
 */
export const loginEnglish = {
  login: {
    signedOut: 'You have signed out.',
    heading: 'Sign in',
    source: {
      legend: 'Account type',
      gateway: 'Securities Account Login',
      fos: 'VA Account Login',
    },
    accountCode: 'Account Code',
    password: 'Password',
    captcha: 'Captcha',
    captchaImage: 'Captcha image',
    captchaRefresh: 'Show another captcha image',
    captchaHint: 'Click the image for another one.',
    submit: 'Login',
    forgotPassword: 'Forgot password?',
    sessionLoginOnly: 'Sign in from the app you use with us: it opens this portal for you, already signed in.',
    addAccountHeading: 'Add another account',
    backToAccounts: 'Back to your accounts',
  },
} as const satisfies TranslationTree;
