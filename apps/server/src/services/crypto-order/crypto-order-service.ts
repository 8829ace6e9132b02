import { cryptoOrderService, maximumCryptoOrderExportRows, pickDisplayCurrency } from '@portal/contract';
import { implementService, type OperationContext } from '../../platform/rpc';
import type { OrderAccount } from '../../platform/orders/place-order';
import { assertVirtualAssetSession } from '../crypto-market/public';
import { cancelCryptoOrder } from './cancellation';
import { cryptoOrdersCsv, searchCryptoOrders } from './crypto-order-queries';
import { cryptoOrderDependenciesOf, cryptoOrderRefusal } from './crypto-order-dependencies';
import { cryptoPortfolioOf } from './crypto-portfolio';
import { requestCryptoQuote } from './crypto-quotes';
import { placeCryptoOrder } from './placement';

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }): OrderAccount {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/**
 * A virtual-asset session acting for its own account (ADR 042): a gateway session answers 403
 * VIRTUAL_ASSET_SESSION_REQUIRED; an advisor's advisee session may look but not trade (vaOrder is a later part).
 */
function trader(context: Pick<OperationContext, 'actor'>): void {
  const actor = assertVirtualAssetSession(context.actor);
  if (actor.advisorAccountCode !== null) throw cryptoOrderRefusal('advisorNoPermission');
}

/** The crypto order service (issue 18 parts 2 and 3): see crypto-quotes.ts, placement.ts, matching.ts. */
export const cryptoOrderImplementation = implementService(cryptoOrderService, {
  cryptoPortfolio: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const deps = cryptoOrderDependenciesOf(context);
    const offered: readonly string[] = deps.brand.reportingCurrencies;
    const reportingCurrency = pickDisplayCurrency(offered, input.reportingCurrency) ?? offered[0] ?? 'HKD';
    return cryptoPortfolioOf(deps, accountOf(input), reportingCurrency);
  },
  requestCryptoOrderQuote: async (input, context) => {
    trader(context);
    return { quote: await requestCryptoQuote(cryptoOrderDependenciesOf(context), accountOf(input), input) };
  },
  placeCryptoOrder: async (input, context) => {
    trader(context);
    const placed = await placeCryptoOrder(cryptoOrderDependenciesOf(context), accountOf(input), input);
    return { order: placed.answer, replayed: placed.replayed };
  },
  cancelCryptoOrder: async (input, context) => {
    trader(context);
    return { order: await cancelCryptoOrder(cryptoOrderDependenciesOf(context), accountOf(input), input.orderId) };
  },
  searchCryptoOrders: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    return searchCryptoOrders(context.db, accountOf(input), input, input);
  },
  exportCryptoOrders: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const account = accountOf(input);
    const { orders } = await searchCryptoOrders(context.db, account, input, {
      pageSize: maximumCryptoOrderExportRows,
    });
    return {
      fileName: `crypto-orders-${account.accountCode}-${context.clock.now().toISOString().slice(0, 10)}.csv`,
      contentType: 'text/csv' as const,
      content: cryptoOrdersCsv(orders, input.language),
      rows: orders.length,
    };
  },
});
