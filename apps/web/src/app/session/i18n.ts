import type { TranslationTree } from '../../shared/i18n/translations';

/**
 * Namespace 'session': what the session supervision shows on any page (the inactivity warning, the notice of a login
 * in another tab, a session that could not be refreshed) and the password reminder band. In English; it gives the keys every language must have.
 */
export const sessionEnglish = {
  inactivity: {
    heading: 'Are you still there?',
    body: 'You have been inactive for a while. For your security you will be logged out when the time below runs out.',
    countdownLabel: 'Time left before you are logged out',
    stayLoggedIn: 'Stay Logged In',
    logoutFailed: 'You were inactive, but signing you out did not succeed, so your session is still open.',
  },
  notices: {
    sessionExpired: 'Your session has expired. Please log in again.',
    signedInElsewhere: 'You have been logged out because you signed in from another tab.',
    signedInOnAnotherDevice: 'You have been logged out because you signed in from another browser or device.',
    logIn: 'Log in',
    dismiss: 'Dismiss',
  },
  passwordReminder: {
    forced: 'You must change your password before you continue.',
    expiresInOneDay: 'Your password will expire in 1 day.',
    expiresInDays: 'Your password will expire in {{days}} days.',
    expiresToday: 'Your password expires today.',
    expiredOneDayAgo: 'Your password expired 1 day ago.',
    expiredDaysAgo: 'Your password expired {{days}} days ago.',
    changePassword: 'Change password',
    dismiss: 'Dismiss',
  },
} as const satisfies TranslationTree;
