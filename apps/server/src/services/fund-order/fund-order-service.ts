import { ledgerServiceDependenciesOf } from '../../platform/runtime/service-dependencies';
import {
  ExactDecimal,
  fundOrderResultCodes,
  fundOrderResultMessages,
  fundOrderService,
  isFundOrderResult,
  maximumFundOrderExportRows,
  minimumSubscriptionOf,
  type FundOrderResult,
} from '@portal/contract';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { investorProfileOf } from '../../platform/identity/account-directory';
import { auditedActorOf } from '../../platform/audit/audit-trail';
import { AppError } from '../../platform/http/errors';
import { findFund } from '../fund-definition/public';
import { balanceOf } from '../../platform/money/ledger';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { fundOrdersCsv } from './csv-export';
import { currencyPrecisions, fxRateTimeAt, rateOf } from '../../platform/money/currency-rates';
import { type FundOrderDependencies } from './fund-order-dependencies';
import { findOrder, queryOrderPage, queryOrders } from './fund-order-queries';
import { toFundOrder } from './fund-order-view';
import { cancelOrder } from './lifecycle';
import { marketDayOf, marketInstant, orderTimeline } from '../../platform/market/market-calendar';
import { placeRedemption, placeSubscription, placeSwitch } from './placement';
import { fundUnitsAsset, type AccountKey } from './positions';

/** What the placement and lifecycle code needs, from an operation's context. */
export function fundOrderDependenciesOf(
  context: Pick<OperationContext, 'config' | 'db' | 'events' | 'clock'>,
): FundOrderDependencies {
  return ledgerServiceDependenciesOf(context);
}

function accountOf(input: { accountCode: string; source: AccountKey['source'] }): AccountKey {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** The cash currencies a client of the brand sees: the brand's, then any other it holds. */
async function cashBalancesOf(deps: FundOrderDependencies, account: AccountKey) {
  const rows = await deps.db
    .selectFrom('ledger_balance')
    .select(['asset', 'available', 'on_hold'])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('asset', 'not like', 'FUND:%')
    // Shares of stocks (stock-order's STOCK:<id>) are not cash either.
    .where('asset', 'not like', 'STOCK:%')
    .execute();
  const byCurrency = new Map(rows.map((row) => [row.asset, row]));
  const currencies = [
    ...deps.brand.cashCurrencies,
    ...rows
      .map((row) => row.asset)
      .filter((asset) => !(deps.brand.cashCurrencies as readonly string[]).includes(asset))
      .sort(),
  ];
  return currencies.map((currency) => {
    const row = byCurrency.get(currency);
    return {
      currency,
      available: new ExactDecimal(row?.available ?? 0).toFixed(),
      onHold: new ExactDecimal(row?.on_hold ?? 0).toFixed(),
    };
  });
}

function dayStartOf(deps: FundOrderDependencies): (day: string) => string {
  return (day) => marketInstant(day, '00:00', deps.brand.marketTimeZone).toISOString();
}

/** The fund order service (issue 6): see placement.ts and lifecycle.ts for the rules. */
export const fundOrderImplementation = implementService(fundOrderService, {
  fundTradeTerms: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    const account = accountOf(input);
    const fund = await findFund(deps.db, input.fundId);
    if (fund === undefined) throw AppError.notFound(`There is no fund ${input.fundId}.`);
    const profile = await investorProfileOf(deps.db, account);
    if (profile === undefined) throw AppError.notFound(`There is no account ${account.accountCode}.`);
    const precisions = await currencyPrecisions(deps.db);
    const timeline = orderTimeline(deps.clock.now(), {
      cutOffTime: deps.brand.cutOffTimes.order,
      timeZone: deps.brand.marketTimeZone,
      dealingDays: fund.dealing_days,
      settlementDays: fund.settlement_days,
    });
    const balances = await cashBalancesOf(deps, account);
    const payable = [
      ...balances.filter((balance) => (deps.brand.cashCurrencies as readonly string[]).includes(balance.currency)),
    ];
    if (!payable.some((balance) => balance.currency === fund.currency)) {
      const own = balances.find((balance) => balance.currency === fund.currency);
      payable.unshift(own ?? { currency: fund.currency, available: '0', onHold: '0' });
    }
    const cash = [];
    for (const balance of payable) {
      const rate = await rateOf(deps.db, balance.currency, fund.currency, deps.clock.now());
      const precision = precisions.get(balance.currency);
      if (rate === undefined || precision === undefined) continue;
      cash.push({ ...balance, fxRate: rate.toFixed(), precision });
    }
    const holding = await balanceOf(deps.db, { ...account, asset: fundUnitsAsset(fund.id) });
    return {
      fundId: fund.id,
      fundNames: { en: fund.name_en, 'zh-HK': fund.name_zh_hk, 'zh-CN': fund.name_zh_cn },
      fundCurrency: fund.currency,
      latestNav: new ExactDecimal(fund.latest_nav).toFixed(),
      latestNavDate: fund.latest_nav_date,
      riskLevel: fund.risk_level,
      clientRiskLevel: profile.riskLevel,
      professionalOnly: fund.professional_only === 1,
      isProfessionalInvestor: profile.professionalInvestor,
      suspended: fund.suspended === 1,
      minimumSubscription: minimumSubscriptionOf(
        fund.minimum_subscription,
        String(deps.brand.minimumAmountMultiplyFactor),
      ).toFixed(),
      subscriptionFeePercent: new ExactDecimal(fund.subscription_fee_percent).toFixed(),
      redemptionFeePercent: new ExactDecimal(fund.redemption_fee_percent).toFixed(),
      unitDecimals: fund.unit_decimals,
      currencyPrecision: precisions.get(fund.currency) ?? 2,
      cutOffTime: deps.brand.cutOffTimes.order,
      orderDate: timeline.orderDate,
      cutOffAt: timeline.cutOffAt.toISOString(),
      dealingDate: timeline.dealingDate,
      settlementDate: timeline.settlementDate,
      cash,
      fxRateTime: fxRateTimeAt(deps.db, deps.clock.now()).toISOString(),
      holding: { availableUnits: holding.available.toFixed(), onHoldUnits: holding.onHold.toFixed() },
    };
  },

  subscribeFund: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    const placed = await placeSubscription(deps, input, auditedActorOf(context.actor, input));
    return { result: 'success' as const, resultCode: 0 as const, ...placed };
  },

  bulkSubscribeFunds: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    const by = auditedActorOf(context.actor, input);
    const results = [];
    for (const [index, item] of input.items.entries()) {
      try {
        const placed = await placeSubscription(
          deps,
          {
            accountCode: input.accountCode,
            source: input.source,
            clientReference: `${input.clientReference}-${index}`,
            ...item,
          },
          by,
        );
        results.push({
          fundId: item.fundId,
          result: 'success' as const,
          resultCode: 0,
          message: fundOrderResultMessages.success,
          ...placed,
        });
      } catch (error) {
        if (!(error instanceof AppError) || !isFundOrderResult(error.code)) throw error;
        const result: FundOrderResult = error.code;
        results.push({
          fundId: item.fundId,
          result,
          resultCode: fundOrderResultCodes[result],
          message: fundOrderResultMessages[result],
          order: null,
          replayed: false,
        });
      }
    }
    return { results };
  },

  redeemFund: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    const placed = await placeRedemption(deps, input, auditedActorOf(context.actor, input));
    return { result: 'success' as const, resultCode: 0 as const, ...placed };
  },

  switchFund: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    // The contract declares some kind of switching (ADR 018); a switch into several funds is the switch ticket's.
    if (input.targets.length > 1 && !offers(deps.brand.flags, brandFeatures.fundSwitching)) {
      throw AppError.forbidden('This kind of fund switch is not offered on this portal.');
    }
    const placed = await placeSwitch(deps, input, auditedActorOf(context.actor, input));
    return { result: 'success' as const, resultCode: 0 as const, ...placed };
  },

  cancelFundOrder: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    const account = accountOf(input);
    return { orders: await cancelOrder(deps, account, input.orderId, auditedActorOf(context.actor, account)) };
  },

  getFundOrder: async (input, { db }) => {
    const order = await findOrder(db, accountOf(input), input.orderId);
    if (order === undefined) throw AppError.notFound('The account has no such fund order.');
    return toFundOrder(order);
  },

  queryFundOrders: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    const page = await queryOrderPage(deps.db, accountOf(input), input, {
      cursor: input.cursor,
      pageSize: input.pageSize,
      dayStart: dayStartOf(deps),
    });
    return { orders: page.orders.map(toFundOrder), nextCursor: page.nextCursor };
  },

  exportFundOrders: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    const account = accountOf(input);
    const rows = await queryOrders(deps.db, account, input, {
      limit: maximumFundOrderExportRows,
      dayStart: dayStartOf(deps),
    });
    const day = marketDayOf(deps.clock.now(), deps.brand.marketTimeZone);
    return {
      fileName: `fund-orders-${account.accountCode}-${day}.csv`,
      contentType: 'text/csv' as const,
      content: fundOrdersCsv(rows.map(toFundOrder), input.language),
      rows: rows.length,
    };
  },

  cashBalances: async (input, context) => {
    const deps = fundOrderDependenciesOf(context);
    return { balances: await cashBalancesOf(deps, accountOf(input)) };
  },
});
