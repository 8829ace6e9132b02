import { cryptoOrderService, maximumCryptoOrderExportRows, pickDisplayCurrency } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { rankOf } from '@portal/contract/domain/roles';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { auditedActorOf } from '../../platform/audit/audit-trail';
import type { OrderAccount } from '../../platform/orders/place-order';
import { assertVirtualAssetSession } from '../crypto-market/public';
import { cancelCryptoOrder } from './cancellation';
import { advisorCryptoOrders, cryptoOrdersCsv, searchCryptoOrders } from './crypto-order-queries';
import { cryptoOrderDependenciesOf, cryptoOrderRefusal } from './crypto-order-dependencies';
import { cryptoPortfolioOf } from './crypto-portfolio';
import { requestCryptoQuote } from './crypto-quotes';
import { placeCryptoOrder } from './placement';

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }): OrderAccount {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/**
 * Who looks at an account (ADR 042, ADR 045): a virtual-asset session (a gateway session answers 403
 * VIRTUAL_ASSET_SESSION_REQUIRED) for its own account, or an advisor's own session for one of its advisees (the rpc
 * layer's `actsFor` checked the linkage) where the brand offers the vaOrder panel (VA501 otherwise). Answers the
 * advisor's code when an advisor acts, else null.
 */
function viewer(context: Pick<OperationContext, 'actor' | 'config'>, account: OrderAccount): string | null {
  const actor = assertVirtualAssetSession(context.actor);
  if (actor.accountCode === account.accountCode && actor.source === account.source) return null;
  const flags = getBrand(context.config.portalVariant).flags;
  if (actor.rank < rankOf.advisor || !offers(flags, brandFeatures.advisorVirtualAssetOrders)) {
    throw cryptoOrderRefusal('advisorNoPermission');
  }
  return actor.accountCode;
}

/**
 * Who trades for an account: the client itself, or an advisor on the vaOrder panel (its code recorded on the order,
 * ADR 045). An advisor's advisee session may look but not trade (VA501): advisors trade VA from their own session.
 */
function trader(context: Pick<OperationContext, 'actor' | 'config'>, account: OrderAccount): string | null {
  const actor = assertVirtualAssetSession(context.actor);
  if (actor.advisorAccountCode !== null) throw cryptoOrderRefusal('advisorNoPermission');
  return viewer(context, account);
}

/** The crypto order service (issue 18 parts 2 and 3): see crypto-quotes.ts, placement.ts, matching.ts. */
export const cryptoOrderImplementation = implementService(cryptoOrderService, {
  cryptoPortfolio: async (input, context) => {
    viewer(context, accountOf(input));
    const deps = cryptoOrderDependenciesOf(context);
    const offered: readonly string[] = deps.brand.reportingCurrencies;
    const reportingCurrency = pickDisplayCurrency(offered, input.reportingCurrency) ?? offered[0] ?? 'HKD';
    return cryptoPortfolioOf(deps, accountOf(input), reportingCurrency);
  },
  requestCryptoOrderQuote: async (input, context) => {
    const account = accountOf(input);
    const advisorCode = trader(context, account);
    return { quote: await requestCryptoQuote(cryptoOrderDependenciesOf(context), account, input, advisorCode) };
  },
  placeCryptoOrder: async (input, context) => {
    const account = accountOf(input);
    const advisorCode = trader(context, account);
    const deps = cryptoOrderDependenciesOf(context);
    const placed = await placeCryptoOrder(deps, account, input, advisorCode, context.actor?.sessionId ?? null);
    return { order: placed.answer, replayed: placed.replayed };
  },
  cancelCryptoOrder: async (input, context) => {
    const account = accountOf(input);
    trader(context, account);
    const by = auditedActorOf(context.actor, account);
    return { order: await cancelCryptoOrder(cryptoOrderDependenciesOf(context), account, input.orderId, by) };
  },
  searchCryptoOrders: async (input, context) => {
    viewer(context, accountOf(input));
    return searchCryptoOrders(context.db, accountOf(input), input, input);
  },
  exportCryptoOrders: async (input, context) => {
    const account = accountOf(input);
    viewer(context, account);
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
  searchAdvisorCryptoOrders: async (input, context) => {
    const actor = assertVirtualAssetSession(context.actor);
    if (actor.advisorAccountCode !== null) throw cryptoOrderRefusal('advisorNoPermission');
    return { orders: await advisorCryptoOrders(context.db, actor.accountCode, input.pageSize) };
  },
});
