import type { TranslationTree } from '../../../shared/i18n/translations';

/**
 * Namespace 'accountSettings': /accounts/userSettings (issue 17 parts 6 and 7): the display preferences, the stock
 * order confirmation, the second-channel notices the client cannot turn off and the list of notices sent. In English,
 * which gives the keys every language must have.
 */
export const accountSettingsEnglish = {
  heading: 'User settings',
  summary: 'How the portal looks, how orders are confirmed and how the portal tells you what happens on your account.',
  common: {
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
    saving: 'Saving to your account…',
    saveFailed: 'This choice could not be saved to your account.',
  },
  display: {
    heading: 'Display',
    intro: 'Kept on this device for a year. Your language and reporting currency are also saved to your account.',
    deviceOnly: 'Kept on this device for a year.',
    colourMode: 'Colour mode',
    light: 'Light',
    dark: 'Dark',
    language: 'Display language',
    reportingCurrency: 'Reporting currency',
    reportingCurrencyDescription: 'Totals and portfolio values are shown in this currency.',
    simpleLayout: 'Simple layout',
    simpleLayoutDescription:
      'Hides the header and its navigation, for a portal shown inside another website or app; the pages stay as ' +
      'they are. Turn it off here again (Account › User settings) or from the host app.',
    localSaveFailed: 'It still applies on this device.',
  },
  orders: {
    heading: 'Stock orders',
    confirm: 'Ask me to review each stock order before it is sent',
    confirmDescription:
      'When this is off, the order ticket sends an order as soon as you press Buy or Sell, without the review step.',
    saved: 'Saved.',
  },
  mandatory: {
    heading: 'Notices to your e-mail or phone',
    intro:
      'Following the Securities and Futures Commission’s guidelines on internet trading, the portal sends these ' +
      'notices to your registered e-mail address or mobile phone. They protect your account, so they cannot be ' +
      'turned off:',
    tradeExecuted: 'every executed trade, in stocks and in funds;',
    newDeviceLogin: 'a sign-in from a device not used before;',
    password: 'a password reset, and a change of your login or trade password;',
    personalInformationChange: 'a change of your personal information (contact details, addresses);',
    bankAccountChange: 'a change of your registered bank accounts.',
    contacts:
      'They go to the e-mail address and phone number in your account information: keep them up to date there. The ' +
      'notifications under the bell are separate and stay in the portal.',
    browser:
      'Pop-up notifications on this browser (orders, cash, documents) are turned on from the notifications page.',
    browserLink: 'Open the notifications page',
  },
  notices: {
    heading: 'Notices sent to you',
    intro: 'Every notice the portal sent to your e-mail address or phone, newest first.',
    empty: 'No notices have been sent to you yet.',
    more: 'Load more',
    time: 'Sent',
    kind: 'Notice',
    channel: 'Sent by',
    destination: 'To',
    text: 'Message',
    channels: {
      email: 'E-mail',
      sms: 'SMS',
    },
    kinds: {
      newDeviceLogin: 'Sign-in from a new device',
      passwordReset: 'Password reset',
      passwordChanged: 'Password changed',
      personalInformationChange: 'Personal information changed',
      tradeExecuted: 'Trade executed',
      bankAccountChange: 'Bank account changed',
      tradePasswordChanged: 'Trade password changed',
      virtualAssetAddressAdded: 'Withdrawal address whitelisted',
      virtualAssetWithdrawal: 'Virtual asset withdrawal',
    },
  },
} satisfies TranslationTree;
