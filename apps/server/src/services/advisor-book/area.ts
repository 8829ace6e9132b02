import { defineArea } from '../../platform/area';
import { advisorBookImplementation } from './advisor-book-service';

/**
 * The advisor's book (issue 28 parts 1, 4 and 5; SPEC §2 Advisor area: dashboard and holdings dashboard): an
 * advisor's clients at a glance, the clients needing attention, recent orders, upcoming events and the holdings
 * across the book, one level up for a manager. It owns no table: it reads the wealth area's positions and snapshots,
 * the order areas' orders, plans, IPOs and corporate actions through their public entries.
 */
export const advisorBookArea = defineArea({
  name: 'advisor-book',
  uses: [
    'corporate-action',
    'crypto-order',
    'fund-definition',
    'fund-order',
    'market-value-history',
    'plan-definition',
    'plan-subscription',
    'stock-ipo',
    'stock-market',
    'stock-order',
  ],
  services: [advisorBookImplementation],
});
