import type { TranslationTree } from '../i18n/translations';

/**
 * Namespace 'ticket': what every order ticket shows (shared/ticket), whatever it orders. Fetched with the ticket pages
 * (their routes name it in withLazyTexts), not on the first load; it gives the keys every language must have.
 */
export const ticketEnglish = {
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  review: 'Review order',
  confirm: {
    heading: 'Confirm your order',
    estimatedFee: 'Estimated fee ({{percent}}%)',
    submit: 'Confirm and submit',
    edit: 'Edit',
  },
  failed: 'The order could not be sent. Try again; the same order will not be placed twice.',
  referenceReused:
    'An earlier submission of this ticket was placed as order {{orderId}} with its earlier details. Check your order history; submitting again places this order as a new one.',
  invalidInput: 'The server refused the order’s input: {{message}}',
  placed: {
    heading: 'Order placed',
    replayed: 'This order had already been placed; here it is.',
    newOrder: 'Place another order',
  },
  errors: {
    required: 'Enter a value.',
    notANumber: 'Enter a number such as 1000 or 1000.50.',
    notPositive: 'Enter a value above zero.',
    tooManyDecimals: 'Use at most {{decimals}} decimal places.',
    tooLarge: 'The value is too large.',
    belowMinimum: 'The minimum is {{amount}} {{currency}}.',
    aboveAvailable: 'More than your available {{amount}} {{currency}}.',
    aboveUnits: 'More than your {{units}} available units.',
  },
} as const satisfies TranslationTree;
