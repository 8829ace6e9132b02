import type { TranslationTree } from '../../../shared/i18n/translations';

/**
 * Namespace 'accountTour': the guided tour over the portal's navigation (issue 17 part 6, SPEC §2 /accounts/tour where
 * tourEnabled), the /accounts/tour page that replays it and the first visit's offer. In English, which gives the keys
 * every language must have.
 */
export const accountTourEnglish = {
  page: {
    heading: 'Guided tour',
    intro:
      'A short walk over the portal’s real navigation: where the areas and their pages are, where your notifications ' +
      'arrive, and where to change the language, the colour mode and your settings. It takes about a minute; you can ' +
      'close it at any step and replay it here whenever you like.',
    stepsHeading: 'What the tour shows',
    start: 'Start the tour',
    starting: 'Starting the tour…',
    failed: 'The tour could not be started. Please try again.',
    simpleLayout:
      'The simple layout hides the header, so the tour has little to show. Turn the simple layout off in your settings first.',
  },
  offer: {
    label: 'Guided tour',
    title: 'New to the portal?',
    text: 'Take a one-minute tour of the navigation. You can replay it any time under Account.',
    start: 'Start the tour',
    dismiss: 'Not now',
  },
  controls: {
    next: 'Next',
    previous: 'Back',
    done: 'Done',
    close: 'Close the tour',
    progress: 'Step {{current}} of {{total}}',
  },
  steps: {
    brand: {
      title: 'Welcome',
      description: 'This is your portal. The logo always takes you back to your start page.',
    },
    mainNavigation: {
      title: 'The areas',
      description: 'Funds, stocks, cash, your accounts and more: each area of the portal is one link here.',
    },
    areaNavigation: {
      title: 'The pages of an area',
      description:
        'Inside an area, its pages are listed on this second row: the dashboard, the portfolio, the history…',
    },
    notifications: {
      title: 'Notifications',
      description: 'Orders, cash movements and documents arrive here. The number shows how many you have not read yet.',
    },
    userNavigation: {
      title: 'Your account',
      description: 'Switch between your accounts, open the settings or log out.',
    },
    language: {
      title: 'Language',
      description: 'Show the portal in English, Traditional Chinese or Simplified Chinese.',
    },
    colourMode: {
      title: 'Dark mode',
      description: 'Switch between the light and the dark colour mode.',
    },
    menu: {
      title: 'The menu',
      description: 'On a small screen every area, its pages, the language and the colour mode are in this menu.',
    },
    end: {
      title: 'That is the tour',
      description:
        'You can replay it any time from Account › Guided tour. Your settings are under Account › User settings.',
    },
  },
} satisfies TranslationTree;
