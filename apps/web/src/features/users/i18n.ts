import type { TranslationTree } from '../../shared/i18n/translations';

/**
 * Namespace 'users': settings, password change, first-login agreement, logout and the signed-out screens.
 * Also the login's result messages and the one-time-password step. In English, fetched with the first page
 * after the login page or when the visitor starts on the login form (not on the first load); it gives the keys every
 * language must have.
 */
export const usersEnglish = {
  signIn: {
    result: {
      accountOrPasswordIncorrect: 'Account or Password incorrect',
      accountIssue: 'Account password incorrect or Account issue',
      accountNotActive: 'Account not active',
      accountSuspended: 'Account is suspended',
      gatewayServerError: 'Gateway Server error',
      inactiveMaximumDays: 'Account inactive due to maximum inactive days',
      advisorDisabled: 'Advisor mode is disabled',
      captchaRequired: 'Captcha required',
      captchaInvalid: 'Captcha invalid',
      loginFailure: 'Login failure',
    },
    failure: {
      rateLimited: 'Too many attempts. Try again in {{seconds}} s.',
      rateLimitedLater: 'Too many attempts. Try again later.',
      unreachable: 'The server cannot be reached. Check your connection and try again.',
    },
  },
  otp: {
    instruction: {
      token: 'Enter the code from your authenticator app',
      sentTo: 'Enter the code sent to {{destination}}',
      sent: 'Enter the code we sent you',
      push: 'Enter the code from the notification sent to your device',
    },
    label: 'One-time password',
    verify: 'Verify',
    resend: 'Resend code',
    resendIn: 'Resend code in {{seconds}} s',
    resent: 'A new code has been sent.',
    back: 'Back',
    error: {
      alreadyUsed: 'This one-time password has already been used',
      incorrect: 'The one-time password is incorrect',
      expired: 'The one-time password has expired',
      tokenLoginDisabled: 'Token login is disabled',
      suspended: 'The token is suspended',
      deviceNotRegistered: 'The device is not registered',
      deactivated: 'The token is deactivated',
      unknown: 'Unknown token error',
      loginFailure: 'Login failure',
    },
  },
  logout: {
    heading: 'Sign out',
    signingOut: 'Signing you out…',
    failed: 'You could not be signed out and are still signed in.',
    unreachable: 'The server cannot be reached. Check your connection and try again.',
    retry: 'Try again',
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
    reportingCurrency: 'Reporting currency',
    savedToAccount: 'Your language and reporting currency are also saved to your account.',
    saving: 'Saving to your account…',
    saveFailed: 'This choice could not be saved to your account. It still applies on this device.',
    retry: 'Retry',
  },
  changePassword: {
    heading: 'Change password',
    changed: 'Your password has been changed.',
    forcedWarning: 'You must change your password before you continue.',
    oldPassword: 'Old Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    oldPasswordRequired: 'Enter your old password.',
    newPasswordMismatch: 'The "New Password" and "Confirm New Password" fields must match.',
    ruleHeading: 'Your new password must',
    ruleLoading: 'Loading the password rule…',
    ruleLoadFailed: 'The password rule could not be loaded.',
    retry: 'Try again',
    checkMet: 'met',
    checkNotMet: 'not met',
    check: {
      length: 'have {{minimumLength}} to {{maximumLength}} characters',
      alphaNumeric: 'contain a letter and a digit',
      enhancedRule:
        'contain at least {{required}} of: a digit, a lower case letter, an upper case letter, a special character ~!@#$%^&*()_+{}:"<>?',
      requireBaseDigit: 'contain a digit',
      requireLowerCaseCharacter: 'contain a lower case letter',
      requireUpperCaseCharacter: 'contain an upper case letter',
      requireSpecialCharacter: 'contain a special character ~!@#$%^&*()_+{}:"<>?',
    },
    submit: 'Change password',
    result: {
      success: 'Your password has been changed.',
      incorrectOldLoginPassword: 'The old password is incorrect.',
      errorOnNewLoginPassword: 'The new password cannot be accepted.',
      violatesPasswordPolicy: 'The new password does not meet the password rule.',
      newPasswordUsedBefore: 'The new password cannot be one of your last {{depth}} passwords.',
      unknown: 'The password could not be changed.',
    },
  },
  agreement: {
    heading: 'First login agreement',
    loading: 'Loading the agreement…',
    loadFailed: 'The agreement could not be loaded.',
    missing: 'The agreement is not available at the moment. Please contact customer service.',
    retry: 'Try again',
    agreed: 'I have read and agreed to the agreement',
    confirm: 'Confirm',
    confirmFailed: 'Your confirmation could not be saved. Please try again.',
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
} as const satisfies TranslationTree;
