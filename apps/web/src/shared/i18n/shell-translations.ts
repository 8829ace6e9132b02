import type { areaNavEnglish } from '../navigation/i18n';
import type { TranslationTree } from './translations';

/**
 * Namespace 'shell': the header, navigation, footer, shared screens and error screens.
 * In English, which is bundled with the first load and gives the keys every language must have.
 */
export const shellEnglish = {
  header: {
    language: 'Language',
    darkMode: 'Dark mode',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    closeDialog: 'Close',
    menuTitle: 'Menu',
    mainNavigation: 'Main navigation',
    areaNavigation: '{{area}} pages',
    userNavigation: 'User',
    skipToContent: 'Skip to main content',
  },
  nav: {
    users: {
      title: 'User',
      login: 'Sign in',
      switcher: 'Switch account',
      setting: 'Settings',
      logout: 'Log out',
      exit: 'Exit',
      sessionLogin: 'Session sign-in',
      resetPassword: 'Reset password',
    },
  },
  notAvailable: {
    heading: '{{name}}: not available yet',
    body: 'This part of the portal arrives in a later release. Until then nothing can be viewed or changed here.',
  },
  errors: {
    home: 'Go to the home page',
    notFound: {
      heading: 'Page not found',
      body: 'There is no page at this address.',
    },
    route: {
      heading: 'Unexpected Application Error!',
    },
    site: {
      heading: 'An unknown error occurred',
      body: 'Please reload the page. If the problem continues, contact support.',
      reload: 'Reload',
    },
  },

  loading: 'Loading…',
  demonstration: {
    badge: 'Demonstration',
    note: 'Simulated markets, banks and back office: no real money or assets move here.',
  },
} as const satisfies TranslationTree;

type UserNavTexts = (typeof shellEnglish)['nav']['users'];
type AreaNavTexts = typeof areaNavEnglish;

/**
 * A navigation label: a signed-out visitor's link in 'shell' ('nav.users.login'), or an area or its page in the lazy
 * 'areaNav' namespace ('areaNav:funds.dashboard').
 */
export type NavLabelKey =
  | `nav.users.${keyof UserNavTexts & string}`
  | {
      [Area in keyof AreaNavTexts]: `areaNav:${Area}.${keyof AreaNavTexts[Area] & string}`;
    }[keyof AreaNavTexts];
