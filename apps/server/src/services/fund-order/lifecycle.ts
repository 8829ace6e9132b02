import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import {
  ExactDecimal,
  feeOf,
  payInFundCurrency,
  unitsFor,
  type FundOrder,
  type FundOrderStatus,
} from '@portal/contract';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { recordOrderCancelled, type AuditedActor } from '../../platform/audit/audit-trail';
import { findFund, navsOnOrBefore } from '../fund-definition/public';
import type { FundOrderTable } from './fund-order-tables';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { findOrder, findSwitchLegs } from './fund-order-queries';
import { refusal } from './fund-order-refusal';
import { checkPlacedBy, fundNamesOf, fundOrderDetail } from './placed-by';
import { toFundOrder } from './fund-order-view';
import type { FundOrderDependencies } from './fund-order-dependencies';
import {
  deductedAfterCutOffMs,
  marketInstant,
  orderTimeline,
  pricingTime,
  processingAfterCutOffMs,
  settlementTime,
} from '../../platform/market/market-calendar';
import { postDeduct, postHold, postFromFund, postRelease, publishBalance, publishMovement } from './order-ledger';
import { fundLedgerKinds, fundUnitsAsset, rebuildPosition, recordUnitMovement, type AccountKey } from './positions';

/*
 * The fund order lifecycle (issue 6; SPEC §4 statuses): pending → submitted at the cut-off → processing 30 minutes
 * later → deducted after 60 (the held cash or units go to the fund) → priced at 18:00 of the dealing day with that
 * day's NAV → settled at 09:00 of the settlement day (units, or cash proceeds, to the client). A pending order may
 * be cancelled (its hold released); an order of a fund suspended at the cut-off is rejected (released too), and a
 * deducted order of a fund suspended before pricing fails (what was deducted is refunded). A
 * switch-out's settlement funds its switch-ins with their shares of the proceeds. Every step is one transaction with
 * its journals and events, and only happens if the order is still in the status it was read in (a cancel and the job
 * can race; one of them wins).
 */

type Row = FundOrderTable;

async function fundOf(trx: Transaction<Database>, fundId: string) {
  const fund = await findFund(trx, fundId);
  if (fund === undefined) throw new Error(`The fund ${fundId} of an order is not in the catalogue`);
  return fund;
}

/** Moves the order from `from` to the new fields; false when it is no longer in `from` (someone else moved it). */
async function moveOrder(
  trx: Transaction<Database>,
  order: Row,
  from: FundOrderStatus,
  fields: Partial<Row>,
  at: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('fund_order')
    .set({ ...fields, updated_at: at.toISOString() })
    .where('id', '=', order.id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function held(order: Row): { asset: string; amount: Decimal } | undefined {
  return order.hold_asset === null || order.hold_amount === null
    ? undefined
    : { asset: order.hold_asset, amount: new ExactDecimal(order.hold_amount) };
}

/** Gives the order's hold back and tells the client. */
async function releaseHoldOf(
  deps: FundOrderDependencies,
  trx: Transaction<Database>,
  publish: Publish,
  order: Row,
  at: Date,
) {
  const hold = held(order);
  if (hold === undefined || hold.amount.isZero()) return;
  await postRelease(trx, deps.dialect, order, { ...hold, at });
  await publishBalance(trx, publish, order, hold.asset, at);
}

/** Ends the unfunded switch-ins of a switch whose switch-out ended without proceeds. */
async function endSwitchIns(trx: Transaction<Database>, switchOut: Row, status: FundOrderStatus, at: Date) {
  if (switchOut.switch_id === null) return;
  await trx
    .updateTable('fund_order')
    .set({ status, next_step_at: null, updated_at: at.toISOString() })
    .where('switch_id', '=', switchOut.switch_id)
    .where('kind', '=', 'switchIn')
    .where('status', '=', 'pending')
    .execute();
}

function scale(places: number): (value: Decimal) => Decimal {
  return (value) => value.toDecimalPlaces(places, Decimal.ROUND_DOWN);
}

/**
 * Funds a switch's switch-ins from the switch-out's proceeds: each leg its percent of them (rounded down to the
 * currency's precision; the last leg the rest), held at once, its timeline counted from now.
 */
async function fundSwitchIns(
  deps: FundOrderDependencies,
  trx: Transaction<Database>,
  publish: Publish,
  switchOut: Row,
  proceeds: Decimal,
  at: Date,
) {
  if (switchOut.switch_id === null) return;
  const legs = (await findSwitchLegs(trx, switchOut.switch_id)).filter(
    (leg) => leg.kind === 'switchIn' && leg.status === 'pending',
  );
  const precisions = await currencyPrecisions(trx);
  const payPrecision = precisions.get(switchOut.pay_currency) ?? 2;
  let remaining = proceeds;
  for (const [index, leg] of legs.entries()) {
    const share =
      index === legs.length - 1
        ? remaining
        : scale(payPrecision)(proceeds.times(leg.switch_percent ?? 0).dividedBy(100));
    remaining = remaining.minus(share);
    const fund = await fundOf(trx, leg.fund_id);
    const amount = payInFundCurrency(share, leg.fx_rate, precisions.get(fund.currency) ?? 2);
    if (share.isZero() || amount.isZero()) {
      await moveOrder(trx, leg, 'pending', { status: 'rejected', next_step_at: null, pay_amount: '0' }, at);
      continue;
    }
    const timeline = orderTimeline(at, {
      cutOffTime: deps.brand.cutOffTimes.order,
      timeZone: deps.brand.marketTimeZone,
      dealingDays: fund.dealing_days,
      settlementDays: fund.settlement_days,
    });
    await moveOrder(
      trx,
      leg,
      'pending',
      {
        pay_amount: share.toFixed(),
        amount: amount.toFixed(),
        hold_asset: leg.pay_currency,
        hold_amount: share.toFixed(),
        order_date: timeline.orderDate,
        cut_off_at: timeline.cutOffAt.toISOString(),
        dealing_date: timeline.dealingDate,
        settlement_date: timeline.settlementDate,
        next_step_at: timeline.cutOffAt.toISOString(),
      },
      at,
    );
    await postHold(trx, deps.dialect, leg, { asset: leg.pay_currency, amount: share, at });
    await publishBalance(trx, publish, leg, leg.pay_currency, at);
  }
}

/**
 * Fails a deducted order whose fund was suspended before it could be priced: what went to the fund (the cash of a
 * subscription or switch-in, the units of a redemption or switch-out) comes back to the client's available balance,
 * a redemption's units with their cost, and the unfunded switch-ins of a failed switch-out fail with it.
 */
async function failDeducted(
  deps: FundOrderDependencies,
  trx: Transaction<Database>,
  publish: Publish,
  order: Row,
  at: Date,
): Promise<boolean> {
  if (!(await moveOrder(trx, order, 'deducted', { status: 'failed', next_step_at: null }, at))) return false;
  const hold = held(order);
  if (hold !== undefined && hold.amount.greaterThan(0)) {
    await postFromFund(trx, deps.dialect, fundLedgerKinds.refund, order, { ...hold, at });
    await publishMovement(publish, order, { ...hold, at, direction: 'in' });
  }
  if (order.type === 'R') await rebuildPosition(trx, order, at);
  if (order.kind === 'switchOut') await endSwitchIns(trx, order, 'failed', at);
  return true;
}

type StepResult = 'moved' | 'waiting' | 'lost';

/** One step of one due order, in its own transaction. */
async function stepOrder(deps: FundOrderDependencies, order: Row): Promise<StepResult> {
  const due = new Date(order.next_step_at ?? deps.clock.now().toISOString());
  const cutOffAt = new Date(order.cut_off_at).getTime();
  const { marketTimeZone } = deps.brand;
  return deps.events.inTransaction(deps.db, async (trx, publish): Promise<StepResult> => {
    switch (order.status) {
      case 'pending': {
        const fund = await fundOf(trx, order.fund_id);
        if (fund.suspended === 1) {
          if (!(await moveOrder(trx, order, 'pending', { status: 'rejected', next_step_at: null }, due))) return 'lost';
          await releaseHoldOf(deps, trx, publish, order, due);
          if (order.kind === 'switchOut') await endSwitchIns(trx, order, 'rejected', due);
          return 'moved';
        }
        const next = new Date(cutOffAt + processingAfterCutOffMs).toISOString();
        return (await moveOrder(trx, order, 'pending', { status: 'submitted', next_step_at: next }, due))
          ? 'moved'
          : 'lost';
      }
      case 'submitted': {
        const next = new Date(cutOffAt + deductedAfterCutOffMs).toISOString();
        return (await moveOrder(trx, order, 'submitted', { status: 'processing', next_step_at: next }, due))
          ? 'moved'
          : 'lost';
      }
      case 'processing': {
        const next = marketInstant(order.dealing_date, pricingTime, marketTimeZone).toISOString();
        if (!(await moveOrder(trx, order, 'processing', { status: 'deducted', next_step_at: next }, due))) {
          return 'lost';
        }
        const hold = held(order);
        if (hold !== undefined) {
          await postDeduct(trx, deps.dialect, order, { ...hold, at: due });
          await publishMovement(publish, order, { ...hold, at: due, direction: 'out' });
        }
        // A redemption's (or switch-out's) units have left: its share of the cost leaves with them.
        if (order.type === 'R') await recordUnitMovement(trx, order, due);
        return 'moved';
      }
      case 'deducted': {
        const fund = await fundOf(trx, order.fund_id);
        if (fund.suspended === 1) return (await failDeducted(deps, trx, publish, order, due)) ? 'moved' : 'lost';
        // The dealing day's NAV, once the catalogue has it (or the last one before, for a day without one).
        if (fund.latest_nav_date < order.dealing_date) return 'waiting';
        const price = (await navsOnOrBefore(trx, [fund.id], order.dealing_date)).get(fund.id);
        if (price === undefined) return 'waiting';
        const nav = new ExactDecimal(price);
        const precisions = await currencyPrecisions(trx);
        const fundPrecision = precisions.get(fund.currency) ?? 2;
        const next = marketInstant(order.settlement_date, settlementTime, marketTimeZone).toISOString();
        let fields: Partial<Row>;
        if (order.type === 'S') {
          const amount = new ExactDecimal(order.amount ?? '0');
          const fee = feeOf(amount, order.fee_percent, fundPrecision);
          const net = amount.minus(fee);
          const units = unitsFor(net, nav, fund.unit_decimals);
          fields = { fee: fee.toFixed(), net_amount: net.toFixed(), units: units.toFixed() };
        } else {
          const units = new ExactDecimal(order.units ?? '0');
          const amount = scale(fundPrecision)(units.times(nav));
          const fee = feeOf(amount, order.fee_percent, fundPrecision);
          const net = amount.minus(fee);
          const payPrecision = precisions.get(order.pay_currency) ?? 2;
          const payAmount = scale(payPrecision)(net.dividedBy(order.fx_rate));
          fields = {
            amount: amount.toFixed(),
            fee: fee.toFixed(),
            net_amount: net.toFixed(),
            pay_amount: payAmount.toFixed(),
          };
        }
        return (await moveOrder(
          trx,
          order,
          'deducted',
          { ...fields, nav: nav.toFixed(), status: 'priced', next_step_at: next },
          due,
        ))
          ? 'moved'
          : 'lost';
      }
      case 'priced': {
        if (!(await moveOrder(trx, order, 'priced', { status: 'settled', next_step_at: null }, due))) return 'lost';
        // A subscription's units (and its gross amount as their cost) join the position.
        if (order.type === 'S') await recordUnitMovement(trx, order, due);
        const asset = order.type === 'S' ? fundUnitsAsset(order.fund_id) : order.pay_currency;
        const amount = new ExactDecimal((order.type === 'S' ? order.units : order.pay_amount) ?? '0');
        if (amount.greaterThan(0)) {
          await postFromFund(trx, deps.dialect, fundLedgerKinds.settle, order, { asset, amount, at: due });
          await publishMovement(publish, order, { asset, amount, at: due, direction: 'in' });
        }
        if (order.kind === 'switchOut') {
          if (amount.greaterThan(0)) await fundSwitchIns(deps, trx, publish, order, amount, due);
          else await endSwitchIns(trx, order, 'rejected', due);
        }
        return 'moved';
      }
      default:
        // A final order has no next step; clear a stray one.
        await trx.updateTable('fund_order').set({ next_step_at: null }).where('id', '=', order.id).execute();
        return 'lost';
    }
  });
}

export type AdvanceSummary = { readonly steps: number };

/**
 * Moves every order whose next step is due (at the clock's time) one step, then again while steps come due, each
 * step its own transaction; an order waiting for its dealing day's NAV is left for a later run.
 */
export async function advanceFundOrders(deps: FundOrderDependencies): Promise<AdvanceSummary> {
  const waiting = new Set<string>();
  let steps = 0;
  for (let round = 0; round < 1000; round += 1) {
    const now = deps.clock.now().toISOString();
    let query = deps.db
      .selectFrom('fund_order')
      .selectAll()
      .where('next_step_at', 'is not', null)
      .where('next_step_at', '<=', now)
      .orderBy('next_step_at')
      .orderBy('id')
      .limit(200);
    if (waiting.size > 0) query = query.where('id', 'not in', [...waiting]);
    const due = await query.execute();
    if (due.length === 0) break;
    for (const order of due) {
      const result = await stepOrder(deps, order);
      if (result === 'moved') steps += 1;
      if (result === 'waiting') waiting.add(order.id);
    }
  }
  return { steps };
}

/**
 * Cancels a pending order, and with a leg of a switch the whole switch (its switch-out must still be pending),
 * releasing what it held. orderNotFound, orderAlreadyCancelled or orderUnderProcessingOrProcessed otherwise.
 */
export async function cancelOrder(
  deps: FundOrderDependencies,
  account: AccountKey,
  orderId: string,
  by?: AuditedActor,
): Promise<FundOrder[]> {
  checkPlacedBy(deps, by);
  const found = await findOrder(deps.db, account, orderId);
  if (found === undefined) throw refusal('orderNotFound');
  const legs = found.switch_id === null ? [found] : await findSwitchLegs(deps.db, found.switch_id);
  const lead = legs.find((leg) => leg.kind !== 'switchIn') ?? found;
  const check = (status: FundOrderStatus) => {
    if (status === 'cancelled') throw refusal('orderAlreadyCancelled');
    if (status !== 'pending') throw refusal('orderUnderProcessingOrProcessed');
  };
  check(lead.status);
  const at = deps.clock.now();
  const cancelled = await deps.events.inTransaction(deps.db, async (trx, publish) => {
    if (!(await moveOrder(trx, lead, 'pending', { status: 'cancelled', next_step_at: null }, at))) return false;
    await releaseHoldOf(deps, trx, publish, lead, at);
    if (lead.kind === 'switchOut') await endSwitchIns(trx, lead, 'cancelled', at);
    // An advisor's cancellation is on the client's trail (ADR 059), in the cancelling transaction.
    await recordOrderCancelled(trx, by, {
      account: { accountCode: lead.account_code, source: lead.source },
      orderId: lead.id,
      order: fundOrderDetail(lead, fundNamesOf(lead)),
      statusBefore: 'pending',
      statusAfter: 'cancelled',
      at,
    });
    return true;
  });
  if (!cancelled) {
    // The job (or another cancel) moved it first.
    const now = await findOrder(deps.db, account, lead.id);
    check(now?.status ?? 'cancelled');
    throw refusal('orderUnderProcessingOrProcessed');
  }
  const after =
    lead.switch_id === null
      ? [await findOrder(deps.db, account, lead.id)]
      : await findSwitchLegs(deps.db, lead.switch_id);
  return after.flatMap((order) => (order === undefined ? [] : [toFundOrder(order)]));
}
