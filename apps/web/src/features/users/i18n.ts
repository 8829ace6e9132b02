import type { TranslationTree } from '../../shared/i18n/translations';

/**
 * Namespace 'users': sign-in, settings and the signed-out screens.
 * In English, which is bundled with the first load and gives the keys every language must have.
 */
export const usersEnglish = {
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
} as const satisfies TranslationTree;
