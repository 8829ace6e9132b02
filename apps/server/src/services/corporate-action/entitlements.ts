import type { Transaction } from 'kysely';
import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '@portal/contract';
import { roundDecimal } from '@portal/contract/domain/rounding';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { deposit, houseCashAccount, isHouseAccount, settleHold } from '../../platform/money/ledger';
import { marketInstant } from '../../platform/market/market-calendar';
import { applyStockMovement, stockAsset, stockPositionsOf } from '../stock-order/public';
import {
  corporateActionLedgerKinds,
  corporateActionTime,
  corporateActionTimeZone,
  type CorporateActionDependencies,
} from './corporate-action-dependencies';
import type { CorporateActionEntitlementTable, CorporateActionTable } from './corporate-action-tables';

/*
 * The corporate action timeline (issue 15 part 7), run by the `corporateActionLifecycle` job (leased) and dev
 * support's advance:
 * - 09:00 on the ex-date: every client holding the stock is recorded with its shares and entitlement (one
 *   transaction per action); a split or consolidation is applied at once, one transaction per account;
 * - 09:00 on the pay date: each entitlement is applied in one transaction per account — a dividend paid from
 *   HOUSE:CASH (corporateAction.dividend, cashMovement), bonus shares credited at no cost, a rights subscription's
 *   hold paid and its shares credited at the price paid, a scrip election's shares credited (the cash a whole share
 *   does not take paid in cash); shares move through stock-order's applyStockMovement (holdingMovement).
 * Fractions: bonus, rights and scrip shares are rounded down (fractions are not issued); a consolidation drops a
 * fraction of a new share (the cost stays with the shares left); cash is rounded down to the cent.
 */

/** The stock's code as notifications name it: HKEX-00005 → 00005. */
export function codeOf(stockId: string): string {
  return stockId.slice(stockId.indexOf('-') + 1);
}

export function exInstant(action: Pick<CorporateActionTable, 'ex_date'>): Date {
  return marketInstant(action.ex_date, corporateActionTime, corporateActionTimeZone);
}
export function payInstant(action: Pick<CorporateActionTable, 'pay_date'>): Date {
  return marketInstant(action.pay_date, corporateActionTime, corporateActionTimeZone);
}

/** ratio_new ÷ ratio_old of `held`, rounded down to whole shares. */
function sharesFor(held: Decimal, action: CorporateActionTable): Decimal {
  return held
    .times(action.ratio_new ?? 0)
    .dividedBy(action.ratio_old ?? 1)
    .floor();
}

/** What a holding of `held` shares is entitled to. */
export function entitlementOf(action: CorporateActionTable, held: Decimal): { shares: Decimal; cash: Decimal } {
  const zero = new ExactDecimal(0);
  const cash = action.cash_per_share === null ? zero : roundDecimal(held.times(action.cash_per_share), 2, 'down');
  switch (action.kind) {
    case 'cashDividend':
      return { shares: zero, cash };
    case 'scripDividend':
      return { shares: cash.dividedBy(action.price ?? 1).floor(), cash };
    default:
      return { shares: sharesFor(held, action), cash: zero };
  }
}

/** Clients holding the stock now (available and on hold), from the ledger. */
async function holdersOf(trx: Transaction<Database>, stockId: string) {
  const rows = await trx
    .selectFrom('ledger_balance')
    .select(['account_code', 'source', 'available', 'on_hold'])
    .where('asset', '=', stockAsset(stockId))
    .execute();
  return rows
    .filter((row) => !isHouseAccount(row.account_code))
    .map((row) => ({
      accountCode: row.account_code,
      source: row.source,
      held: new ExactDecimal(row.available).plus(row.on_hold),
    }))
    .filter((row) => row.held.greaterThan(0));
}

async function recordHolders(deps: CorporateActionDependencies, action: CorporateActionTable, now: Date) {
  return deps.events.inTransaction(deps.db, async (trx) => {
    const claimed = await trx
      .updateTable('corporate_action')
      .set({ recorded_at: now.toISOString() })
      .where('id', '=', action.id)
      .where('recorded_at', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return 0;
    const holders = await holdersOf(trx, action.stock_id);
    for (const holder of holders) {
      const { shares, cash } = entitlementOf(action, holder.held);
      await trx
        .insertInto('corporate_action_entitlement')
        .values({
          action_id: action.id,
          account_code: holder.accountCode,
          source: holder.source,
          held_quantity: holder.held.toFixed(),
          entitled_quantity: shares.toFixed(),
          entitled_cash: cash.toFixed(2),
          election: null,
          elected_quantity: null,
          hold_amount: null,
          election_id: null,
          elected_at: null,
          cash_amount: null,
          shares_amount: null,
          applied_at: null,
          updated_at: now.toISOString(),
        })
        .execute();
    }
    return holders.length;
  });
}

/** Applies one entitlement in the caller's transaction; false when it was applied already. */
async function applyEntitlement(
  deps: CorporateActionDependencies,
  trx: Transaction<Database>,
  publish: Publish,
  action: CorporateActionTable,
  entitlement: CorporateActionEntitlementTable,
  at: Date,
): Promise<boolean> {
  const account = { accountCode: entitlement.account_code, source: entitlement.source };
  const reference = action.id;
  const held = new ExactDecimal(entitlement.held_quantity);
  let cashIn = new ExactDecimal(0);
  let cashOut = new ExactDecimal(0);
  let shares = new ExactDecimal(0);
  let sharesCost = new ExactDecimal(0);
  let shareKind: string = corporateActionLedgerKinds.bonus;
  switch (action.kind) {
    case 'cashDividend':
      cashIn = new ExactDecimal(entitlement.entitled_cash);
      break;
    case 'bonusShares':
      shares = new ExactDecimal(entitlement.entitled_quantity);
      break;
    case 'split':
      shares = new ExactDecimal(entitlement.entitled_quantity).minus(held);
      shareKind = corporateActionLedgerKinds.split;
      break;
    case 'consolidation':
      shares = new ExactDecimal(entitlement.entitled_quantity).minus(held);
      shareKind = corporateActionLedgerKinds.consolidation;
      break;
    case 'rightsIssue':
      if (entitlement.election === 'subscribe' && entitlement.elected_quantity !== null) {
        shares = new ExactDecimal(entitlement.elected_quantity);
        cashOut = new ExactDecimal(entitlement.hold_amount ?? 0);
        sharesCost = cashOut;
        shareKind = corporateActionLedgerKinds.rights;
      }
      break;
    case 'scripDividend':
      if (entitlement.election === 'shares') {
        shares = new ExactDecimal(entitlement.entitled_quantity);
        sharesCost = shares.times(action.price ?? 0);
        cashIn = new ExactDecimal(entitlement.entitled_cash).minus(sharesCost);
        shareKind = corporateActionLedgerKinds.scrip;
      } else {
        cashIn = new ExactDecimal(entitlement.entitled_cash);
      }
      break;
  }
  const applied = await trx
    .updateTable('corporate_action_entitlement')
    .set({
      cash_amount: cashIn.minus(cashOut).toFixed(2),
      shares_amount: shares.toFixed(),
      applied_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .where('action_id', '=', action.id)
    .where('account_code', '=', entitlement.account_code)
    .where('source', '=', entitlement.source)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  if (applied.numUpdatedRows === 0n) return false;

  if (cashOut.greaterThan(0)) {
    await settleHold(trx, deps.dialect, {
      ...account,
      asset: action.currency,
      amount: cashOut,
      houseAccount: houseCashAccount,
      reference,
      at,
      kind: corporateActionLedgerKinds.subscription,
    });
  }
  if (cashIn.greaterThan(0)) {
    await deposit(trx, deps.dialect, {
      ...account,
      asset: action.currency,
      amount: cashIn,
      reference,
      at,
      kind: corporateActionLedgerKinds.dividend,
    });
  }
  const net = cashIn.minus(cashOut);
  if (!net.isZero()) {
    await publish({
      type: 'cashMovement',
      ...account,
      fields: { currencyCode: action.currency, amount: net.toFixed(2), referenceCode: reference },
    });
  }
  if (!shares.isZero()) {
    // A consolidation keeps the position's cost: a movement out given the cost left (all of it).
    const cost =
      action.kind === 'consolidation'
        ? ((await stockPositionsOf(trx, account)).find((position) => position.stockId === action.stock_id)?.totalCost ??
          new ExactDecimal(0))
        : sharesCost;
    await applyStockMovement(trx, deps.dialect, {
      ...account,
      stockId: action.stock_id,
      quantity: shares,
      cost,
      kind: shareKind,
      reference,
      at,
    });
    await publish({
      type: 'holdingMovement',
      ...account,
      fields: { code: codeOf(action.stock_id), quantity: shares.toFixed(), referenceCode: reference },
    });
  }
  return true;
}

async function applyAction(deps: CorporateActionDependencies, action: CorporateActionTable, now: Date) {
  const due = await deps.db
    .selectFrom('corporate_action_entitlement')
    .selectAll()
    .where('action_id', '=', action.id)
    .where('applied_at', 'is', null)
    .orderBy('account_code')
    .execute();
  let applied = 0;
  for (const entitlement of due) {
    const done = await deps.events.inTransaction(deps.db, (trx, publish) =>
      applyEntitlement(deps, trx, publish, action, entitlement, now),
    );
    if (done) applied += 1;
  }
  await deps.db
    .updateTable('corporate_action')
    .set({ applied_at: now.toISOString() })
    .where('id', '=', action.id)
    .where('applied_at', 'is', null)
    .execute();
  return applied;
}

/** A split or consolidation applies on its ex-date; the others on their pay date. */
function appliesAt(action: CorporateActionTable): Date {
  return action.kind === 'split' || action.kind === 'consolidation' ? exInstant(action) : payInstant(action);
}

export type CorporateActionSteps = { readonly recorded: number; readonly applied: number };

/** Every step due on the clock: holders recorded on ex-dates, entitlements applied on their dates. */
export async function advanceCorporateActions(deps: CorporateActionDependencies): Promise<CorporateActionSteps> {
  const now = deps.clock.now();
  const open = await deps.db
    .selectFrom('corporate_action')
    .selectAll()
    .where('applied_at', 'is', null)
    .orderBy('ex_date')
    .orderBy('id')
    .execute();
  let recorded = 0;
  let applied = 0;
  for (const action of open) {
    if (action.recorded_at === null && exInstant(action) <= now) {
      recorded += await recordHolders(deps, action, now);
    }
    if (appliesAt(action) <= now) applied += await applyAction(deps, action, now);
  }
  return { recorded, applied };
}
