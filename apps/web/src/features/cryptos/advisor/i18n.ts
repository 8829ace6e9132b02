import type { TranslationTree } from '../../../shared/i18n/translations';

/**
 * Namespace 'cryptoAdvisor': the advisor's virtual-asset order panel (/cryptos/vaOrder; issue 18 part 7, ADR 045). In
 * English, which gives the keys. The ticket's own texts are 'cryptoTrading'.
 */
export const cryptoAdvisorEnglish = {
  heading: 'Virtual-asset orders for clients',
  introduction:
    'Choose one of your clients, check its balances, then get a quote and confirm the order on its account. The client is told that you placed it.',
  client: 'Client',
  noAdvisees: 'You have no virtual-asset clients linked to you.',
  balances: {
    heading: 'Balances of {{accountCode}}',
    cash: 'Cash available ({{currency}})',
    asset: 'Asset',
    available: 'Available',
    onHold: 'On hold',
    noHoldings: 'This client holds no virtual assets yet.',
  },
  knowledgeMissing: {
    title: 'No orders for this client yet',
    // VA502 as the advisor reads it: of the client, not addressed to the reader as the client's own page says it.
    reason: 'Before a first virtual-asset order, {{accountCode}} must pass the virtual-asset knowledge check.',
    body: '{{accountCode}} takes the knowledge check when signing in to the crypto order page; you cannot take it for the client.',
  },
  orders: {
    heading: 'Orders you placed',
    empty: 'You have placed no virtual-asset orders for clients yet.',
    placedAt: 'Placed',
    client: 'Client',
    pair: 'Pair',
    side: 'Side',
    quantity: 'Quantity',
    amount: 'Amount',
    status: 'Status',
  },
} satisfies TranslationTree;
