import type { TranslationTree } from '../../../shared/i18n/translations';

/**
 * Namespace 'cashMovement': the cash movements page (SPEC §2 Cashes movement, issue 16 part 1). In English, which
 * gives the keys every language must have. Movement types, descriptions and statuses come with their three languages
 * from the contract (domain/cash/cash-movement-kinds).
 */
export const cashMovementEnglish = {
  heading: 'Cash movements',
  common: {
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
    noValue: '—',
  },
  balances: {
    heading: 'Balances',
    available: 'Available',
    onHold: 'On hold',
    unsettled: 'Unsettled',
    withdrawable: 'Withdrawable',
    reportingCurrency: 'Reporting currency',
    total: 'Total in {{currency}}',
    totalNote: 'Available plus on hold, converted at the rates below',
    noTotal: 'A rate is missing, so no total can be shown.',
    rate: '1 {{from}} = {{rate}} {{to}}',
    rateTime: 'Rates as of {{time}}',
  },
  filters: {
    currency: 'Currency',
    anyCurrency: 'All currencies',
    type: 'Type',
    anyType: 'All types',
    from: 'From',
    to: 'To',
    invertedRange: 'The end date is before the start date.',
  },
  list: {
    heading: 'Movements',
    time: 'Time',
    type: 'Type',
    description: 'Description',
    reference: 'Reference',
    amount: 'Amount',
    balance: 'Balance',
    status: 'Status',
    empty: 'No cash movements match these filters.',
    more: 'Load more',
    balanceAfter: 'Balance {{balance}}',
  },
  export: {
    button: 'Export CSV',
    failed: 'The export failed. Please try again.',
    done: '{{rows}} movements exported.',
  },
} satisfies TranslationTree;
