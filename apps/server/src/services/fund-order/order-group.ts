import type { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { ExactDecimal, payInFundCurrency, type AuditDetail, type FundOrderStatus } from '@portal/contract';
import { isBelowFigureCeiling } from '@portal/contract/domain/decimal-value';
import type { AuditedActor } from '../../platform/audit/audit-trail';
import type { Database } from '../../platform/db/db';
import { investorProfileOf } from '../../platform/identity/account-directory';
import { balancesOf, LedgerError } from '../../platform/money/ledger';
import { marketDayOf } from '../../platform/market/market-calendar';
import { positiveQuantity } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import type { Publish } from '../../platform/runtime/events';
import { findFundsByIds, type FundTable } from '../fund-definition/public';
import type { Executor, FundOrderDependencies } from './fund-order-dependencies';
import { refusal } from './fund-order-refusal';
import type { FundOrderTable } from './fund-order-tables';
import { postHold, publishBalance } from './order-ledger';
import { checkPayCurrency, checkSuitability, timelineColumns, timelineOf } from './placement-checks';
import { fundUnitsAsset, type AccountKey } from './positions';
import { checkPlacedBy, fundNamesOf, fundOrderDetail, recordFundOrderPlacedBy } from './placed-by';

/*
 * A group of fund orders placed as one (issue 27: a plan's investment or redemption across its funds). Each leg is an
 * ordinary fund order: the same rows, ledger holds, lifecycle and refusals (SPEC §8) as one placed alone, with one
 * difference stated here: a leg's amount is not held to its fund's minimum subscription, because the group's caller
 * holds the whole amount to its own minimum (a plan's). The caller owns the client reference and the idempotency; the
 * legs' references are the caller's, unique per account like every fund order's.
 *
 * `prepareFundOrderGroup` only reads and throws the first refusal; `insertFundOrderGroup` writes the rows and holds in
 * the caller's transaction, so either every leg is placed and held, or (a short balance, any throw) none is.
 */

export type FundOrderGroupLeg =
  | {
      readonly kind: 'subscription';
      readonly fundId: string;
      /** In the group's pay currency. */
      readonly payAmount: string;
      readonly clientReference: string;
    }
  | { readonly kind: 'redemption'; readonly fundId: string; readonly units: string; readonly clientReference: string };

export type FundOrderGroupRequest = AccountKey & {
  /** The cash every subscription pays from and every redemption pays into. */
  readonly payCurrency: string;
  readonly legs: readonly FundOrderGroupLeg[];
  /** The advisor (or admin) placing the group for the client (ADR 059); absent when the client or a job places it. */
  readonly by?: AuditedActor | undefined;
};

/** The rows a group will insert, each with its ledger hold; `rows[i]` is `legs[i]`. */
export type PreparedFundOrderGroup = {
  readonly account: AccountKey;
  readonly placedAt: Date;
  readonly rows: readonly FundOrderTable[];
  /** Who places it for the client, and what the client's trail says of each row (`details[i]` is `rows[i]`'s). */
  readonly by?: AuditedActor | undefined;
  readonly details?: readonly AuditDetail[];
};

/**
 * The columns every leg's row shares but its fund's: one market day for the ids, and one timeline per fund terms
 * (dealing and settlement days), as the legs are placed at the same instant (a plan's legs mostly share terms).
 */
function baseRows(deps: FundOrderDependencies, account: AccountKey, now: Date, payCurrency: string) {
  const marketDay = marketDayOf(now, deps.brand.marketTimeZone);
  const timelines = new Map<string, ReturnType<typeof timelineColumns>>();
  return (fund: FundTable) => {
    const terms = `${fund.dealing_days}/${fund.settlement_days}`;
    let timeline = timelines.get(terms);
    if (timeline === undefined) {
      timeline = timelineColumns(timelineOf(deps, fund, now));
      timelines.set(terms, timeline);
    }
    return {
      id: newOrderId('FO', marketDay),
      account_code: account.accountCode,
      source: account.source,
      fund_id: fund.id,
      switch_id: null,
      switch_percent: null,
      status: 'pending',
      pay_currency: payCurrency,
      fee: null,
      net_amount: null,
      nav: null,
      placed_at: now.toISOString(),
      ...timeline,
      updated_at: now.toISOString(),
    } as const;
  };
}

/** Checks every leg with the funds area's rules (reads only); throws the first leg's refusal. */
export async function prepareFundOrderGroup(
  deps: FundOrderDependencies,
  request: FundOrderGroupRequest,
): Promise<PreparedFundOrderGroup> {
  checkPlacedBy(deps, request.by);
  const account = { accountCode: request.accountCode.toUpperCase(), source: request.source };
  const profile = await investorProfileOf(deps.db, account);
  if (profile === undefined) throw refusal('accountNotFound');
  if (profile.status !== 'active') throw refusal('clientSuspended');
  const funds = new Map(
    (await findFundsByIds(deps.db, [...new Set(request.legs.map((leg) => leg.fundId))])).map((fund) => [fund.id, fund]),
  );
  const rates = new Map<string, Awaited<ReturnType<typeof checkPayCurrency>>>();
  const unitsAsked = new Map<string, Decimal>();
  const now = deps.clock.now();
  const rows: FundOrderTable[] = [];
  const baseRow = baseRows(deps, account, now, request.payCurrency);
  for (const leg of request.legs) {
    const fund = funds.get(leg.fundId);
    if (fund === undefined) throw refusal('productNotFound');
    if (fund.suspended === 1) throw refusal('fundSuspended');
    let rate = rates.get(fund.currency);
    if (rate === undefined) {
      rate = await checkPayCurrency(deps, request.payCurrency, fund.currency);
      rates.set(fund.currency, rate);
    }
    const base = baseRow(fund);
    if (leg.kind === 'subscription') {
      checkSuitability(fund, profile, now);
      const payAmount = positiveQuantity(leg.payAmount, rate.payPrecision);
      if (payAmount === undefined || !isBelowFigureCeiling(payAmount)) throw refusal('invalidSubscriptionAmount');
      const amount = payInFundCurrency(payAmount, rate.fxRate, rate.fundPrecision);
      if (amount.isZero()) throw refusal('invalidSubscriptionAmount');
      rows.push({
        ...base,
        client_reference: leg.clientReference,
        kind: 'subscription',
        type: 'S',
        direction: 'I',
        basis: 'amount',
        amount: amount.toFixed(),
        units: null,
        pay_amount: payAmount.toFixed(),
        fx_rate: rate.fxRate.toFixed(),
        fee_percent: fund.subscription_fee_percent,
        hold_asset: request.payCurrency,
        hold_amount: payAmount.toFixed(),
      });
    } else {
      const units = positiveQuantity(leg.units, fund.unit_decimals);
      if (units === undefined) throw refusal('invalidRedemptionQuantity');
      const before = unitsAsked.get(fund.id);
      unitsAsked.set(fund.id, before === undefined ? units : before.plus(units));
      rows.push({
        ...base,
        client_reference: leg.clientReference,
        kind: 'redemption',
        type: 'R',
        direction: 'O',
        basis: 'unit',
        amount: null,
        units: units.toFixed(),
        pay_amount: null,
        fx_rate: rate.fxRate.toFixed(),
        fee_percent: fund.redemption_fee_percent,
        hold_asset: fundUnitsAsset(fund.id),
        hold_amount: units.toFixed(),
      });
    }
  }
  if (unitsAsked.size > 0) {
    const held = await balancesOf(deps.db, account, [...unitsAsked.keys()].map(fundUnitsAsset));
    for (const [fundId, units] of unitsAsked) {
      const available = held.get(fundUnitsAsset(fundId))?.available;
      if (available === undefined || available.lessThan(units)) throw refusal('insufficientRedemptionQuantity');
    }
  }
  const details = rows.map((row) => {
    const fund = funds.get(row.fund_id);
    return fundOrderDetail(row, fund === undefined ? undefined : fundNamesOf(fund));
  });
  return { account, placedAt: now, rows, by: request.by, details };
}

/**
 * Inserts the group's orders and holds what each needs, in the caller's transaction: a balance short for any leg
 * refuses the whole group (insufficientPurchasingPower, insufficientRedemptionQuantity) and the caller's transaction
 * rolls back. Publishes each touched balance once.
 */
export async function insertFundOrderGroup(
  trx: Transaction<Database>,
  deps: Pick<FundOrderDependencies, 'dialect'>,
  publish: Publish,
  prepared: PreparedFundOrderGroup,
): Promise<void> {
  if (prepared.rows.length === 0) return;
  await trx
    .insertInto('fund_order')
    .values([...prepared.rows])
    .execute();
  const touched = new Map<string, FundOrderTable>();
  for (const row of prepared.rows) {
    if (row.hold_asset === null || row.hold_amount === null) continue;
    try {
      await postHold(trx, deps.dialect, row, {
        asset: row.hold_asset,
        amount: new ExactDecimal(row.hold_amount),
        at: prepared.placedAt,
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficientAvailable') throw shortRefusal(row);
      throw error;
    }
    if (!touched.has(row.hold_asset)) touched.set(row.hold_asset, row);
  }
  for (const [asset, row] of touched) await publishBalance(trx, publish, row, asset, prepared.placedAt);
  // Each leg an advisor placed is an order on the client's trail, and the client is told of it (ADR 059).
  for (const [index, row] of prepared.rows.entries()) {
    const detail = prepared.details?.[index];
    if (detail !== undefined) await recordFundOrderPlacedBy(trx, publish, prepared.by, row, detail);
  }
}

function shortRefusal(row: FundOrderTable) {
  return refusal(row.kind === 'subscription' ? 'insufficientPurchasingPower' : 'insufficientRedemptionQuantity');
}

/** Checks and places a group as one unit, in a transaction of its own. */
export async function placeFundOrderGroup(
  deps: FundOrderDependencies,
  request: FundOrderGroupRequest,
): Promise<PreparedFundOrderGroup> {
  const prepared = await prepareFundOrderGroup(deps, request);
  await deps.events.inTransaction(deps.db, (trx, publish) => insertFundOrderGroup(trx, deps, publish, prepared));
  return prepared;
}

/** Where a fund order stands, for the area that placed it in a group. */
export type FundOrderState = {
  readonly id: string;
  readonly fundId: string;
  readonly kind: FundOrderTable['kind'];
  readonly status: FundOrderStatus;
  readonly units: string | null;
  readonly payAmount: string | null;
  readonly netAmount: string | null;
  readonly nav: string | null;
  /** The day it deals at (its units move in or out at that day's NAV). */
  readonly dealingDate: string;
  readonly updatedAt: string;
};

/** The account's fund orders of these ids (others' are left out), in one query. */
export async function fundOrderStatesOf(
  db: Executor,
  account: AccountKey,
  orderIds: readonly string[],
): Promise<FundOrderState[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('fund_order')
    .select([
      'id',
      'fund_id',
      'kind',
      'status',
      'units',
      'pay_amount',
      'net_amount',
      'nav',
      'dealing_date',
      'updated_at',
    ])
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .where('id', 'in', [...orderIds])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fundId: row.fund_id,
    kind: row.kind,
    status: row.status,
    units: row.units,
    payAmount: row.pay_amount,
    netAmount: row.net_amount,
    nav: row.nav,
    dealingDate: row.dealing_date,
    updatedAt: row.updated_at,
  }));
}
