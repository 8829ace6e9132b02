import type { Locator, Page, Response } from '@playwright/test';

/** /users/resetPassword: client code and verification key, the one-time code, then the new password. */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/users/resetPassword');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Reset password', level: 1 });
  }

  get clientCode(): Locator {
    return this.page.getByRole('textbox', { name: 'Client code' });
  }

  get verificationKey(): Locator {
    return this.page.getByLabel('Verification key');
  }

  get continue(): Locator {
    return this.page.getByRole('button', { name: 'Continue', exact: true });
  }

  get oneTimePassword(): Locator {
    return this.page.getByRole('textbox', { name: 'One-time password' });
  }

  get verify(): Locator {
    return this.page.getByRole('button', { name: 'Verify', exact: true });
  }

  /** 'Resend code', or 'Resend code in N s' during the cooldown. */
  get resend(): Locator {
    return this.page.getByRole('button', { name: /^Resend code/ });
  }

  get newPassword(): Locator {
    return this.page.getByRole('textbox', { name: 'New Password', exact: true });
  }

  get confirmNewPassword(): Locator {
    return this.page.getByRole('textbox', { name: 'Confirm New Password', exact: true });
  }

  get passwordChecklist(): Locator {
    return this.page.getByTestId('password-checklist');
  }

  get resetPassword(): Locator {
    return this.page.getByRole('button', { name: 'Reset password', exact: true });
  }

  /** The last refused call's message. */
  get failure(): Locator {
    return this.page.getByRole('alert');
  }

  /** Waits for the answer of one of the reset operations. */
  answerOf(operation: 'verifyClientCode' | 'resendResetCode' | 'verifyResetCode' | 'resetPassword'): Promise<Response> {
    return this.page.waitForResponse((response) => response.url().endsWith(`/api/account/${operation}`));
  }
}
