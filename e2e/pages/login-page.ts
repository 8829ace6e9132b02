import type { Locator, Page, Response } from '@playwright/test';

/** The login screen's labels in the languages the journeys use (apps/web/src/features/users/i18n*.ts). */
const labels = {
  en: {
    heading: 'Sign in',
    gateway: 'Securities Account Login',
    fos: 'VA Account Login',
    accountCode: 'Account Code',
    password: 'Password',
    captcha: 'Captcha',
    captchaImage: 'Captcha image',
    submit: 'Login',
    oneTimePassword: 'One-time password',
    verify: 'Verify',
  },
  'zh-HK': {
    heading: '登入',
    gateway: '證券帳戶登入',
    fos: '虛擬資產帳戶登入',
    accountCode: '帳戶號碼',
    password: '密碼',
    captcha: '驗證碼',
    captchaImage: '驗證碼圖像',
    submit: '登入',
    oneTimePassword: '一次性密碼',
    verify: '驗證',
  },
} as const;
export type LoginPageLanguage = keyof typeof labels;

/** /users/login: the password step, the captcha when asked for, and the one-time password step. */
export class LoginPage {
  private readonly text: (typeof labels)[LoginPageLanguage];

  constructor(
    readonly page: Page,
    language: LoginPageLanguage = 'en',
  ) {
    this.text = labels[language];
  }

  async goto(): Promise<void> {
    await this.page.goto('/users/login');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: this.text.heading, level: 1 });
  }

  /** The switch between the securities (gateway) and the virtual-asset (FOS) login. */
  sourceOption(source: 'gateway' | 'fos'): Locator {
    return this.page.getByRole('radio', { name: this.text[source], exact: true });
  }

  /** Picks a login source as a person does, by clicking its label (the radio itself is visually hidden). */
  async chooseSource(source: 'gateway' | 'fos'): Promise<void> {
    await this.page
      .locator('label')
      .filter({ has: this.sourceOption(source) })
      .click();
  }

  get accountCode(): Locator {
    return this.page.getByLabel(this.text.accountCode, { exact: true });
  }

  get password(): Locator {
    return this.page.getByLabel(this.text.password, { exact: true });
  }

  get captcha(): Locator {
    return this.page.getByRole('textbox', { name: this.text.captcha, exact: true });
  }

  get captchaImage(): Locator {
    return this.page.getByRole('img', { name: this.text.captchaImage });
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: this.text.submit, exact: true });
  }

  /** The message of the last refused attempt. */
  get failure(): Locator {
    return this.page.getByRole('alert');
  }

  get oneTimePassword(): Locator {
    return this.page.getByLabel(this.text.oneTimePassword, { exact: true });
  }

  get verify(): Locator {
    return this.page.getByRole('button', { name: this.text.verify, exact: true });
  }

  /** Fills the password step (and the captcha, when given) and presses Login; resolves with the call's response. */
  async signIn(accountCode: string, password: string, captchaText?: string): Promise<Response> {
    await this.accountCode.fill(accountCode);
    await this.password.fill(password);
    if (captchaText !== undefined) await this.captcha.fill(captchaText);
    const answered = this.page.waitForResponse((response) => /\/api\/account\/\w+PasswordLogin$/.test(response.url()));
    await this.submit.click();
    return answered;
  }

  /** Types the one-time password and presses Verify; resolves with the factor call's response. */
  async enterOneTimePassword(code: string): Promise<Response> {
    await this.oneTimePassword.fill(code);
    const answered = this.page.waitForResponse((response) => response.url().endsWith('/api/account/factorLogin'));
    await this.verify.click();
    return answered;
  }
}

/** The forced password change and the first-login agreement, the steps of the login screen after a first login. */
export class FirstLoginSteps {
  constructor(readonly page: Page) {}

  get changePasswordHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Change password', level: 1 });
  }

  /** The red warning of the change screen (the layout's reminder band may say the same words). */
  get forcedWarning(): Locator {
    return this.page.getByTestId('forced-password-warning');
  }

  get oldPassword(): Locator {
    return this.page.getByRole('textbox', { name: 'Old Password', exact: true });
  }

  get newPassword(): Locator {
    return this.page.getByRole('textbox', { name: 'New Password', exact: true });
  }

  get confirmNewPassword(): Locator {
    return this.page.getByRole('textbox', { name: 'Confirm New Password', exact: true });
  }

  /** The live checklist of the password rule under the new password. */
  get passwordChecklist(): Locator {
    return this.page.getByTestId('password-checklist');
  }

  /** One item of the checklist, by its text. */
  ruleItem(text: string | RegExp): Locator {
    return this.passwordChecklist.getByRole('listitem').filter({ hasText: text });
  }

  get changePassword(): Locator {
    return this.page.getByRole('button', { name: 'Change password', exact: true });
  }

  get agreementContent(): Locator {
    return this.page.getByTestId('agreement-content');
  }

  get agreed(): Locator {
    return this.page.getByRole('checkbox', { name: 'I have read and agreed to the agreement' });
  }

  get confirm(): Locator {
    return this.page.getByRole('button', { name: 'Confirm', exact: true });
  }
}
