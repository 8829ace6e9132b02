import type { TranslationTree } from '../../../shared/i18n/translations';

/**
 * Namespace 'accountCredentials': the password change page with the devices, and the trade password change (SPEC §2
 * Accounts changePassword, changeTradePassword; issue 17 part 4). In English, which gives the keys every language must
 * have. The password form and its rule checklist keep their texts in 'users' (shared/password).
 */
export const accountCredentialsEnglish = {
  common: {
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
    cancel: 'Cancel',
  },
  changePassword: {
    heading: 'Change password',
    changed: 'Your password has been changed.',
  },
  tradePassword: {
    heading: 'Change trade password',
    intro: 'Stock orders ask for your trade password. To change it, you confirm who you are first.',
    notRequired: 'Your account does not use a trade password, so there is nothing to change.',
    lastChanged: 'Last changed {{time}}',
    oldTradePassword: 'Old Trade Password',
    newTradePassword: 'New Trade Password',
    confirmNewTradePassword: 'Confirm New Trade Password',
    oldRequired: 'Enter your old trade password.',
    mismatch: 'The "New Trade Password" and "Confirm New Trade Password" fields must match.',
    submit: 'Change trade password',
    stepUpRequired: 'Confirm who you are to change the trade password.',
    result: {
      success: 'Your trade password has been changed. Use the new one for your next order.',
      incorrectOldTradePassword: 'The old trade password is incorrect.',
      errorOnNewTradePassword: 'The new trade password cannot be the same as your login password.',
      tradePasswordViolatePolicy: 'The new trade password does not meet the trade password rule.',
      newTradePasswordUsedBefore: 'The new trade password cannot be one of your last {{depth}} trade passwords.',
      unknown: 'The trade password could not be changed.',
    },
  },
  devices: {
    heading: 'Devices',
    intro:
      'The browsers your account signed in from. A saved device skips the one-time password at sign-in for {{days}} days from saving. You can save up to {{max}} devices.',
    savedCount: '{{count}} of {{max}} saved',
    empty: 'No devices yet.',
    thisDevice: 'This device',
    saved: 'Saved',
    trustedUntil: 'Trusted until {{date}}',
    trustEnded: 'Trust ended {{date}}',
    browserOnSystem: '{{browser}} on {{system}}',
    unknownBrowser: 'Unknown browser',
    lastSignIn: 'Last sign-in {{time}} from {{address}}',
    save: 'Save this device',
    rename: 'Rename',
    remove: 'Remove',
    renameLabel: 'Rename {{name}}',
    removeLabel: 'Remove {{name}}',
    nameLabel: 'Device name',
    nameRequired: 'Enter a name for the device.',
    nameTooLong: 'A device name has at most {{max}} characters.',
    passwordLabel: 'Password',
    passwordHint: 'Your login password, to confirm it is you.',
    passwordRequired: 'Enter your password.',
    saveTitle: 'Save this device',
    renameTitle: 'Rename device',
    removeTitle: 'Remove device',
    removeQuestion:
      'Remove “{{name}}”? It will no longer skip the one-time password, and its next sign-in counts as a new device.',
    confirmSave: 'Save device',
    confirmRename: 'Rename',
    confirmRemove: 'Remove',
    done: {
      saved: 'This device is saved.',
      renamed: 'The device is renamed.',
      removed: 'The device is removed.',
    },
    result: {
      exceedMaxSaveDevice: 'At most {{max}} devices can be saved. Remove one first.',
      deviceCodeNotFound: 'This device is not on your list any more.',
      incorrectDeviceCode: 'This browser is not recognised as a device of your account. Sign in again on it first.',
      accountNotFound: 'The account was not found.',
      incorrectPassword: 'The password is incorrect.',
      unknown: 'This could not be done. Please try again.',
    },
  },
} satisfies TranslationTree;
