import type { Transaction } from 'kysely';
import {
  ExactDecimal,
  minimumSubscriptionOf,
  payInFundCurrency,
  type AuditDetail,
  type FundOrder,
  type FundOrderBasis,
} from '@portal/contract';
import { isBelowFigureCeiling } from '@portal/contract/domain/decimal-value';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { marketDayOf, marketInstant, settlementTime } from '../../platform/market/market-calendar';
import { canonicalDecimal, positiveQuantity } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder, type OrderReservation, type PreparedOrder } from '../../platform/orders/place-order';
import type { AuditedActor } from '../../platform/audit/audit-trail';
import { AppError } from '../../platform/http/errors';
import { findFund, type FundTable } from '../fund-definition/public';
import type { Decimal } from 'decimal.js';
import type { FundOrderDependencies } from './fund-order-dependencies';
import { refusal } from './fund-order-refusal';
import { findOrder, findSwitchLegs, type OrderWithFund } from './fund-order-queries';
import type { FundOrderTable } from './fund-order-tables';
import { toFundOrder } from './fund-order-view';
import { publishBalance } from './order-ledger';
import {
  checkFundAndClient,
  checkHolding,
  checkPayCurrency,
  checkSuitability,
  defaultPayCurrency,
  timelineColumns,
  timelineOf,
  unitsAsked,
} from './placement-checks';
import { fundLedgerKinds, fundUnitsAsset, type AccountKey } from './positions';
import { checkPlacedBy, fundNamesOf, fundOrderDetail, recordFundOrderPlacedBy } from './placed-by';

/*
 * Placing fund orders (issue 6) on the shared order placement (platform/orders, ADR 016): the checks of SPEC §8
 * (placement-checks.ts), then the client reference, the order rows, their ledger hold and the balance event in one
 * transaction. A reference already used by the account answers the order it made (replayed) when the request is the
 * same, and 409 CLIENT_REFERENCE_REUSED when it is not.
 */

/** The market area of fund orders, as platform/orders stores it with each client reference. */
export const fundOrderArea = 'fundOrder';

export type Placed = { readonly order: FundOrder; readonly replayed: boolean };

function normalAccount(account: AccountKey): AccountKey {
  return { accountCode: account.accountCode.toUpperCase(), source: account.source };
}

/** The fund order rows a placement inserts (the first is the one the reference answers) and what it holds. */
type PreparedFundOrder = PreparedOrder & {
  readonly rows: readonly [FundOrderTable, ...FundOrderTable[]];
  readonly reservation: OrderReservation;
  /** What the client's audit trail says of the order, when someone else places it (ADR 059). */
  readonly detail: AuditDetail;
};

function hold(
  asset: string,
  amount: Decimal,
  whenShort: 'insufficientPurchasingPower' | 'insufficientRedemptionQuantity',
) {
  return { asset, amount, kind: fundLedgerKinds.hold, whenShort: () => refusal(whenShort) };
}

async function insertRows(trx: Transaction<Database>, prepared: PreparedFundOrder): Promise<void> {
  await trx
    .insertInto('fund_order')
    .values([...prepared.rows])
    .execute();
}

/** The held balance's event and, for an order someone else placed, its audit entry and advisorOrderPlaced. */
function publishPlaced(by: AuditedActor | undefined) {
  return async (trx: Transaction<Database>, publish: Publish, prepared: PreparedFundOrder) => {
    await publishBalance(trx, publish, prepared.rows[0], prepared.reservation.asset, prepared.placedAt);
    await recordFundOrderPlacedBy(trx, publish, by, prepared.rows[0], prepared.detail);
  };
}

/** The order a reference made, if it is of one of `kinds` (a reference stored before fingerprints may not be). */
async function orderOfKind(
  deps: FundOrderDependencies,
  account: AccountKey,
  orderId: string,
  kinds: readonly FundOrder['kind'][],
): Promise<OrderWithFund> {
  const order = await findOrder(deps.db, account, orderId);
  if (order === undefined) throw new Error(`The order ${orderId} of a client reference is not there`);
  if (!kinds.includes(order.kind)) {
    throw AppError.conflict('This client reference was used for another kind of order; use a new one.', {
      orderId: order.id,
    });
  }
  return order;
}

export type SubscriptionRequest = AccountKey & {
  readonly clientReference: string;
  readonly fundId: string;
  /** In `currency`. */
  readonly amount: string;
  readonly currency: string;
};

/**
 * Subscribes an amount of a fund paid from a cash currency; the cash is held at once. `by` is the advisor (or admin)
 * placing it for the client (ADR 059); undefined when the client places its own.
 */
export async function placeSubscription(
  deps: FundOrderDependencies,
  request: SubscriptionRequest,
  by?: AuditedActor,
): Promise<Placed> {
  const account = normalAccount(request);
  const placed = await placeOrder(deps, {
    area: fundOrderArea,
    account,
    clientReference: request.clientReference,
    request: {
      kind: 'subscription',
      fundId: request.fundId,
      amount: canonicalDecimal(request.amount),
      currency: request.currency,
    },
    check: async (): Promise<PreparedFundOrder> => {
      checkPlacedBy(deps, by);
      const { fund, profile } = await checkFundAndClient(deps.db, account, request.fundId);
      checkSuitability(fund, profile, deps.clock.now());
      const { fxRate, payPrecision, fundPrecision } = await checkPayCurrency(deps, request.currency, fund.currency);
      const payAmount = positiveQuantity(request.amount, payPrecision);
      if (payAmount === undefined) throw refusal('invalidSubscriptionAmount');
      const amount = payInFundCurrency(payAmount, fxRate, fundPrecision);
      const minimum = minimumSubscriptionOf(fund.minimum_subscription, String(deps.brand.minimumAmountMultiplyFactor));
      if (amount.lessThan(minimum) || !isBelowFigureCeiling(amount)) throw refusal('invalidSubscriptionAmount');
      const now = deps.clock.now();
      const timeline = timelineOf(deps, fund, now);
      const row: FundOrderTable = {
        id: newOrderId('FO', marketDayOf(now, deps.brand.marketTimeZone)),
        account_code: account.accountCode,
        source: account.source,
        client_reference: request.clientReference,
        fund_id: fund.id,
        kind: 'subscription',
        type: 'S',
        direction: 'I',
        basis: 'amount',
        switch_id: null,
        switch_percent: null,
        status: 'pending',
        amount: amount.toFixed(),
        units: null,
        pay_currency: request.currency,
        pay_amount: payAmount.toFixed(),
        fx_rate: fxRate.toFixed(),
        fee_percent: fund.subscription_fee_percent,
        fee: null,
        net_amount: null,
        nav: null,
        hold_asset: request.currency,
        hold_amount: payAmount.toFixed(),
        placed_at: now.toISOString(),
        ...timelineColumns(timeline),
        updated_at: now.toISOString(),
      };
      return {
        orderId: row.id,
        placedAt: now,
        rows: [row],
        reservation: hold(request.currency, payAmount, 'insufficientPurchasingPower'),
        detail: fundOrderDetail(row, fundNamesOf(fund)),
      };
    },
    insert: insertRows,
    publish: publishPlaced(by),
    answer: async (_db, orderId) => toFundOrder(await orderOfKind(deps, account, orderId, ['subscription'])),
  });
  return { order: placed.answer, replayed: placed.replayed };
}

export type RedemptionRequest = AccountKey & {
  readonly clientReference: string;
  readonly fundId: string;
  readonly basis: FundOrderBasis;
  readonly quantity: string;
  readonly payCurrency?: string | undefined;
};

/** Redeems units of a holding (or an amount's worth at the latest NAV); the units are held at once. `by`: as above. */
export async function placeRedemption(
  deps: FundOrderDependencies,
  request: RedemptionRequest,
  by?: AuditedActor,
): Promise<Placed> {
  const account = normalAccount(request);
  const placed = await placeOrder(deps, {
    area: fundOrderArea,
    account,
    clientReference: request.clientReference,
    request: {
      kind: 'redemption',
      fundId: request.fundId,
      basis: request.basis,
      quantity: canonicalDecimal(request.quantity),
      payCurrency: request.payCurrency ?? null,
    },
    check: async (): Promise<PreparedFundOrder> => {
      checkPlacedBy(deps, by);
      const { fund } = await checkFundAndClient(deps.db, account, request.fundId);
      const payCurrency = request.payCurrency ?? defaultPayCurrency(deps, fund.currency);
      const { fxRate, fundPrecision } = await checkPayCurrency(deps, payCurrency, fund.currency);
      const units = unitsAsked(fund, request.basis, request.quantity, fundPrecision);
      await checkHolding(deps, account, fund.id, units);
      const now = deps.clock.now();
      const asset = fundUnitsAsset(fund.id);
      const row: FundOrderTable = {
        id: newOrderId('FO', marketDayOf(now, deps.brand.marketTimeZone)),
        account_code: account.accountCode,
        source: account.source,
        client_reference: request.clientReference,
        fund_id: fund.id,
        kind: 'redemption',
        type: 'R',
        direction: 'O',
        basis: request.basis,
        switch_id: null,
        switch_percent: null,
        status: 'pending',
        amount: request.basis === 'amount' ? new ExactDecimal(request.quantity).toFixed() : null,
        units: units.toFixed(),
        pay_currency: payCurrency,
        pay_amount: null,
        fx_rate: fxRate.toFixed(),
        fee_percent: fund.redemption_fee_percent,
        fee: null,
        net_amount: null,
        nav: null,
        hold_asset: asset,
        hold_amount: units.toFixed(),
        placed_at: now.toISOString(),
        ...timelineColumns(timelineOf(deps, fund, now)),
        updated_at: now.toISOString(),
      };
      return {
        orderId: row.id,
        placedAt: now,
        rows: [row],
        reservation: hold(asset, units, 'insufficientRedemptionQuantity'),
        detail: fundOrderDetail(row, fundNamesOf(fund)),
      };
    },
    insert: insertRows,
    publish: publishPlaced(by),
    answer: async (_db, orderId) => toFundOrder(await orderOfKind(deps, account, orderId, ['redemption'])),
  });
  return { order: placed.answer, replayed: placed.replayed };
}

export type SwitchRequest = AccountKey & {
  readonly clientReference: string;
  readonly fundId: string;
  readonly basis: FundOrderBasis;
  readonly quantity: string;
  readonly targets: readonly { readonly fundId: string; readonly percent: number }[];
};

export type PlacedSwitch = { readonly switchId: string; readonly orders: FundOrder[]; readonly replayed: boolean };

/** The reference of a switch's i-th switch-in leg (a '.' no client reference may contain). */
export function switchInReference(clientReference: string, index: number): string {
  return `${clientReference}.in${index + 1}`;
}

/**
 * Switches out of a holding into one or more funds: a switch-out (held at once) and one switch-in per target,
 * pending without a hold until the switch-out settles and funds it (lifecycle.ts).
 */
export async function placeSwitch(
  deps: FundOrderDependencies,
  request: SwitchRequest,
  by?: AuditedActor,
): Promise<PlacedSwitch> {
  const account = normalAccount(request);
  const placed = await placeOrder(deps, {
    area: fundOrderArea,
    account,
    clientReference: request.clientReference,
    request: {
      kind: 'switch',
      fundId: request.fundId,
      basis: request.basis,
      quantity: canonicalDecimal(request.quantity),
      targets: request.targets.map((target) => ({ fundId: target.fundId, percent: target.percent })),
    },
    check: async (): Promise<PreparedFundOrder> => {
      checkPlacedBy(deps, by);
      const { fund, profile } = await checkFundAndClient(deps.db, account, request.fundId);
      const payCurrency = defaultPayCurrency(deps, fund.currency);
      const { fxRate, fundPrecision } = await checkPayCurrency(deps, payCurrency, fund.currency);
      const targets: { fund: FundTable; percent: number; fxRate: Decimal }[] = [];
      for (const target of request.targets) {
        if (target.fundId === fund.id) throw refusal('invalidOrderType');
        const targetFund = await findFund(deps.db, target.fundId);
        if (targetFund === undefined) throw refusal('productNotFound');
        if (targetFund.suspended === 1) throw refusal('fundSuspended');
        checkSuitability(targetFund, profile, deps.clock.now());
        const rate = await checkPayCurrency(deps, payCurrency, targetFund.currency);
        targets.push({ fund: targetFund, percent: target.percent, fxRate: rate.fxRate });
      }
      const units = unitsAsked(fund, request.basis, request.quantity, fundPrecision);
      await checkHolding(deps, account, fund.id, units);
      const now = deps.clock.now();
      const day = marketDayOf(now, deps.brand.marketTimeZone);
      const switchId = newOrderId('SW', day);
      const outTimeline = timelineOf(deps, fund, now);
      const asset = fundUnitsAsset(fund.id);
      const common = {
        account_code: account.accountCode,
        source: account.source,
        switch_id: switchId,
        status: 'pending',
        pay_currency: payCurrency,
        pay_amount: null,
        fee: null,
        net_amount: null,
        nav: null,
        placed_at: now.toISOString(),
        updated_at: now.toISOString(),
      } as const;
      const switchOut: FundOrderTable = {
        ...common,
        id: newOrderId('FO', day),
        client_reference: request.clientReference,
        fund_id: fund.id,
        kind: 'switchOut',
        type: 'R',
        direction: 'O',
        basis: request.basis,
        switch_percent: null,
        amount: request.basis === 'amount' ? new ExactDecimal(request.quantity).toFixed() : null,
        units: units.toFixed(),
        fx_rate: fxRate.toFixed(),
        fee_percent: fund.redemption_fee_percent,
        hold_asset: asset,
        hold_amount: units.toFixed(),
        ...timelineColumns(outTimeline),
      };
      // A switch-in is expected to deal from the switch-out's settlement; funded (and dated again) when that happens.
      const fundedAt = marketInstant(outTimeline.settlementDate, settlementTime, deps.brand.marketTimeZone);
      const switchIns: FundOrderTable[] = targets.map((target, index) => ({
        ...common,
        id: newOrderId('FO', day),
        client_reference: switchInReference(request.clientReference, index),
        fund_id: target.fund.id,
        kind: 'switchIn',
        type: 'S',
        direction: 'I',
        basis: 'amount',
        switch_percent: target.percent,
        amount: null,
        units: null,
        fx_rate: target.fxRate.toFixed(),
        fee_percent: target.fund.subscription_fee_percent,
        hold_asset: null,
        hold_amount: null,
        ...timelineColumns(timelineOf(deps, target.fund, fundedAt)),
        next_step_at: null,
      }));
      return {
        orderId: switchOut.id,
        placedAt: now,
        rows: [switchOut, ...switchIns],
        reservation: hold(asset, units, 'insufficientRedemptionQuantity'),
        detail: {
          ...fundOrderDetail(switchOut, fundNamesOf(fund)),
          targets: targets.map((target) => ({ instrument: target.fund.id, percent: target.percent })),
        },
      };
    },
    insert: insertRows,
    publish: publishPlaced(by),
    answer: async (_db, orderId) => {
      const switchOut = await orderOfKind(deps, account, orderId, ['switchOut']);
      const switchId = switchOut.switch_id ?? orderId;
      return { switchId, orders: (await findSwitchLegs(deps.db, switchId)).map(toFundOrder) };
    },
  });
  return { ...placed.answer, replayed: placed.replayed };
}
