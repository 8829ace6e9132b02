import type { Decimal } from 'decimal.js';
import {
  ExactDecimal,
  minimumSubscriptionOf,
  payInFundCurrency,
  riskRank,
  unitsFor,
  type FundOrder,
  type FundOrderBasis,
  type RiskLevel,
} from '@portal/contract';
import { investorProfileOf, type InvestorProfile } from '../../platform/account-directory';
import { AppError } from '../../platform/errors';
import { findFund } from '../fund-definition/public';
import type { FundTable } from '../fund-definition/public';
import type { FundOrderTable } from './fund-order-tables';
import { balanceOf, LedgerError } from '../../platform/ledger';
import {
  amountLimit,
  currencyPrecisions,
  decimalOrUndefined,
  findOrderByReference,
  findSwitchLegs,
  newOrderId,
  rateOf,
  refusal,
  toFundOrder,
  type Executor,
  type FundOrderDependencies,
  type OrderWithFund,
} from './fund-orders';
import {
  marketDayOf,
  marketInstant,
  orderTimeline,
  settlementTime,
  type OrderTimeline,
} from '../../platform/market-calendar';
import { postHold, publishBalance } from './order-ledger';
import { fundUnitsAsset, type AccountKey } from './positions';

/*
 * Placing fund orders (issue 6): the checks of SPEC §8 in a fixed order, then the order row and its ledger hold and
 * event in one transaction. A client reference already used by the account answers the order it made (replayed).
 */

export type Placed = { readonly order: FundOrder; readonly replayed: boolean };

function normalAccount(account: AccountKey): AccountKey {
  return { accountCode: account.accountCode.toUpperCase(), source: account.source };
}

/** The fund (productNotFound, fundSuspended) and the client (accountNotFound, clientSuspended). */
async function checkFundAndClient(
  db: Executor,
  account: AccountKey,
  fundId: string,
): Promise<{ fund: FundTable; profile: InvestorProfile }> {
  const fund = await findFund(db, fundId);
  if (fund === undefined) throw refusal('productNotFound');
  if (fund.suspended === 1) throw refusal('fundSuspended');
  const profile = await investorProfileOf(db, account);
  if (profile === undefined) throw refusal('accountNotFound');
  if (profile.status !== 'active') throw refusal('clientSuspended');
  return { fund, profile };
}

/** professionalOnly and riskLevelViolation: what buying a fund asks of the client. */
function checkSuitability(fund: FundTable, profile: InvestorProfile): void {
  if (fund.professional_only === 1 && !profile.professionalInvestor) throw refusal('professionalOnly');
  if (riskRank(fund.risk_level) > riskRank(profile.riskLevel as RiskLevel)) throw refusal('riskLevelViolation');
}

function timelineOf(deps: FundOrderDependencies, fund: FundTable, at: Date): OrderTimeline {
  return orderTimeline(at, {
    cutOffTime: deps.brand.cutOffTimes.order,
    timeZone: deps.brand.marketTimeZone,
    dealingDays: fund.dealing_days,
    settlementDays: fund.settlement_days,
  });
}

function timelineColumns(timeline: OrderTimeline) {
  return {
    order_date: timeline.orderDate,
    cut_off_at: timeline.cutOffAt.toISOString(),
    dealing_date: timeline.dealingDate,
    settlement_date: timeline.settlementDate,
    next_step_at: timeline.cutOffAt.toISOString(),
  };
}

/** The currency the terms and a redemption pay in by default: the fund's if the brand has it as cash, else its reporting one. */
export function defaultPayCurrency(deps: FundOrderDependencies, fundCurrency: string): string {
  return (deps.brand.cashCurrencies as readonly string[]).includes(fundCurrency)
    ? fundCurrency
    : deps.brand.defaultReportingCurrency;
}

/** invalidCurrency unless the pay currency is the fund's or a cash currency of the brand, with a rate and precision. */
async function checkPayCurrency(
  deps: FundOrderDependencies,
  payCurrency: string,
  fundCurrency: string,
): Promise<{ fxRate: Decimal; payPrecision: number; fundPrecision: number }> {
  const allowed =
    payCurrency === fundCurrency || (deps.brand.cashCurrencies as readonly string[]).includes(payCurrency);
  const precisions = await currencyPrecisions(deps.db);
  const payPrecision = precisions.get(payCurrency);
  const fundPrecision = precisions.get(fundCurrency);
  const fxRate = allowed ? await rateOf(deps.db, payCurrency, fundCurrency) : undefined;
  if (fxRate === undefined || payPrecision === undefined || fundPrecision === undefined || fxRate.isZero()) {
    throw refusal('invalidCurrency');
  }
  return { fxRate, payPrecision, fundPrecision };
}

/** A positive decimal with at most `decimals` places and at most 1e12, or undefined. */
function positiveQuantity(written: string, decimals: number): Decimal | undefined {
  const value = decimalOrUndefined(written);
  if (value === undefined || value.isNegative() || value.isZero()) return undefined;
  if (value.decimalPlaces() > decimals || value.greaterThan(amountLimit)) return undefined;
  return value;
}

async function replayOf(
  deps: FundOrderDependencies,
  account: AccountKey,
  clientReference: string,
  kinds: readonly FundOrder['kind'][],
): Promise<OrderWithFund | undefined> {
  const existing = await findOrderByReference(deps.db, account, clientReference);
  if (existing === undefined) return undefined;
  if (!kinds.includes(existing.kind)) {
    throw AppError.conflict('This client reference was used for another kind of order; use a new one.', {
      orderId: existing.id,
    });
  }
  return existing;
}

/**
 * Inserts the order (unless its reference is taken: then the order holding it is replayed), holds `hold`, and
 * publishes the new balance, in one transaction. A hold the ledger refuses answers `whenRefused`.
 */
async function insertAndHold(
  deps: FundOrderDependencies,
  rows: readonly FundOrderTable[],
  hold: { asset: string; amount: Decimal },
  whenRefused: 'insufficientPurchasingPower' | 'insufficientRedemptionQuantity',
): Promise<{ inserted: boolean; first: FundOrderTable }> {
  const first = rows[0];
  if (first === undefined) throw new Error('An order has at least one row');
  const at = new Date(first.placed_at);
  try {
    return await deps.events.inTransaction(deps.db, async (trx, publish) => {
      const inserted = await trx
        .insertInto('fund_order')
        .values(first)
        .onConflict((conflict) => conflict.columns(['account_code', 'source', 'client_reference']).doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return { inserted: false, first };
      if (rows.length > 1) await trx.insertInto('fund_order').values(rows.slice(1)).execute();
      await postHold(trx, deps.dialect, first, { asset: hold.asset, amount: hold.amount, at });
      await publishBalance(trx, publish, first, hold.asset, at);
      return { inserted: true, first };
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficientAvailable') throw refusal(whenRefused);
    throw error;
  }
}

async function orderOfReference(deps: FundOrderDependencies, account: AccountKey, reference: string) {
  const order = await findOrderByReference(deps.db, account, reference);
  if (order === undefined) throw new Error(`The order of reference ${reference} is not there`);
  return order;
}

export type SubscriptionRequest = AccountKey & {
  readonly clientReference: string;
  readonly fundId: string;
  /** In `currency`. */
  readonly amount: string;
  readonly currency: string;
};

/** Subscribes an amount of a fund paid from a cash currency; the cash is held at once. */
export async function placeSubscription(deps: FundOrderDependencies, request: SubscriptionRequest): Promise<Placed> {
  const account = normalAccount(request);
  const earlier = await replayOf(deps, account, request.clientReference, ['subscription']);
  if (earlier !== undefined) return { order: toFundOrder(earlier), replayed: true };

  const { fund, profile } = await checkFundAndClient(deps.db, account, request.fundId);
  checkSuitability(fund, profile);
  const { fxRate, payPrecision, fundPrecision } = await checkPayCurrency(deps, request.currency, fund.currency);
  const payAmount = positiveQuantity(request.amount, payPrecision);
  if (payAmount === undefined) throw refusal('invalidSubscriptionAmount');
  const amount = payInFundCurrency(payAmount, fxRate, fundPrecision);
  const minimum = minimumSubscriptionOf(fund.minimum_subscription, String(deps.brand.minimumAmountMultiplyFactor));
  if (amount.lessThan(minimum) || amount.greaterThan(amountLimit)) throw refusal('invalidSubscriptionAmount');

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
  const { inserted } = await insertAndHold(
    deps,
    [row],
    { asset: request.currency, amount: payAmount },
    'insufficientPurchasingPower',
  );
  const order = await orderOfReference(deps, account, request.clientReference);
  return { order: toFundOrder(order), replayed: !inserted };
}

/** The units a redemption or switch-out asks for: unit basis as written, amount basis at the latest NAV (rounded down). */
function unitsAsked(fund: FundTable, basis: FundOrderBasis, quantity: string, fundPrecision: number): Decimal {
  if (basis === 'unit') {
    const units = positiveQuantity(quantity, fund.unit_decimals);
    if (units === undefined) throw refusal('invalidRedemptionQuantity');
    return units;
  }
  const amount = positiveQuantity(quantity, fundPrecision);
  if (amount === undefined) throw refusal('invalidRedemptionQuantity');
  const units = new ExactDecimal(unitsFor(amount, fund.latest_nav, fund.unit_decimals));
  if (units.isZero()) throw refusal('invalidRedemptionQuantity');
  return units;
}

async function checkHolding(deps: FundOrderDependencies, account: AccountKey, fundId: string, units: Decimal) {
  const holding = await balanceOf(deps.db, { ...account, asset: fundUnitsAsset(fundId) });
  if (holding.available.lessThan(units)) throw refusal('insufficientRedemptionQuantity');
}

export type RedemptionRequest = AccountKey & {
  readonly clientReference: string;
  readonly fundId: string;
  readonly basis: FundOrderBasis;
  readonly quantity: string;
  readonly payCurrency?: string | undefined;
};

/** Redeems units of a holding (or an amount's worth at the latest NAV); the units are held at once. */
export async function placeRedemption(deps: FundOrderDependencies, request: RedemptionRequest): Promise<Placed> {
  const account = normalAccount(request);
  const earlier = await replayOf(deps, account, request.clientReference, ['redemption']);
  if (earlier !== undefined) return { order: toFundOrder(earlier), replayed: true };

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
  const { inserted } = await insertAndHold(deps, [row], { asset, amount: units }, 'insufficientRedemptionQuantity');
  const order = await orderOfReference(deps, account, request.clientReference);
  return { order: toFundOrder(order), replayed: !inserted };
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
export async function placeSwitch(deps: FundOrderDependencies, request: SwitchRequest): Promise<PlacedSwitch> {
  const account = normalAccount(request);
  const earlier = await replayOf(deps, account, request.clientReference, ['switchOut']);
  if (earlier?.switch_id != null) {
    const legs = await findSwitchLegs(deps.db, earlier.switch_id);
    return { switchId: earlier.switch_id, orders: legs.map(toFundOrder), replayed: true };
  }

  const { fund, profile } = await checkFundAndClient(deps.db, account, request.fundId);
  const payCurrency = defaultPayCurrency(deps, fund.currency);
  const { fxRate, fundPrecision } = await checkPayCurrency(deps, payCurrency, fund.currency);
  const targets: { fund: FundTable; percent: number; fxRate: Decimal }[] = [];
  for (const target of request.targets) {
    if (target.fundId === fund.id) throw refusal('invalidOrderType');
    const targetFund = await findFund(deps.db, target.fundId);
    if (targetFund === undefined) throw refusal('productNotFound');
    if (targetFund.suspended === 1) throw refusal('fundSuspended');
    checkSuitability(targetFund, profile);
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
  const { inserted } = await insertAndHold(
    deps,
    [switchOut, ...switchIns],
    { asset, amount: units },
    'insufficientRedemptionQuantity',
  );
  const first = await orderOfReference(deps, account, request.clientReference);
  const id = first.switch_id ?? switchId;
  const legs = await findSwitchLegs(deps.db, id);
  return { switchId: id, orders: legs.map(toFundOrder), replayed: !inserted };
}
