import type { TranslationTree } from '../../../shared/i18n/translations';

/**
 * Namespace 'cryptoMarket': the crypto dashboard and portfolio (/cryptos/dashboard, /cryptos/portfolio; issue 18
 * part 2). In English, which gives the keys.
 */
export const cryptoMarketEnglish = {
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  valuedAt: 'Values at {{time}}, in {{currency}}',
  reportingCurrency: 'Reporting currency',
  dashboard: {
    heading: 'Crypto dashboard',
    totalValue: 'Total value',
    cryptoValue: 'Virtual assets',
    cashValue: 'Cash for trading',
    change24h: '24h change',
    holdings: 'Your assets',
    noHoldings: 'You hold no virtual assets yet. Buy some on the order page.',
    markets: 'Markets',
    chart: 'Price chart',
    chartPair: 'Pair',
    chartRange: 'Range',
    chartLabel: '{{pair}} price, {{range}}',
    recentOrders: 'Recent orders',
    noOrders: 'You have placed no crypto orders yet.',
    allOrders: 'All orders',
    trade: 'Trade',
    portfolio: 'Portfolio',
  },
  portfolio: {
    heading: 'Crypto portfolio',
    allocation: 'Allocation',
    allocationLabel: 'How your virtual assets are allocated',
    cash: 'Cash for trading',
    cashNote: 'Buy orders are paid from this cash; what an open order holds is on hold.',
  },
  table: {
    asset: 'Asset',
    pair: 'Pair',
    available: 'Available',
    onHold: 'On hold',
    quantity: 'Quantity',
    price: 'Price',
    value: 'Value',
    change: '24h',
    allocation: 'Share',
    currency: 'Currency',
    bid: 'Bid',
    ask: 'Ask',
    last: 'Price',
    high: '24h high',
    low: '24h low',
    buy: 'Buy',
    sell: 'Sell',
  },
  ranges: { '1D': '1 day', '1W': '1 week', '1M': '1 month', '1Y': '1 year' },
} satisfies TranslationTree;
