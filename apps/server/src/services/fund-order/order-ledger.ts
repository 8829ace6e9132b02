import type { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Database, DatabaseDialect } from '../../platform/db';
import type { Publish } from '../../platform/events';
import { balanceOf, houseFundAccount, postJournal } from '../../platform/ledger';
import { fundLedgerKinds, fundUnitsAsset } from './positions';

/*
 * The ledger journals of a fund order, every one referenced by the order id (so a step posted twice posts once),
 * and the notification events that tell the client about them.
 */

type OrderKey = { readonly id: string; readonly account_code: string; readonly source: LoginSource };
type Movement = { readonly asset: string; readonly amount: Decimal; readonly at: Date };

function client(order: OrderKey, asset: string) {
  return { accountCode: order.account_code, source: order.source, asset };
}

/** available → onHold: what an order reserves when placed (or a switch-in when funded). */
export function postHold(trx: Transaction<Database>, dialect: DatabaseDialect, order: OrderKey, movement: Movement) {
  return postJournal(trx, dialect, {
    kind: fundLedgerKinds.hold,
    accountCode: order.account_code,
    source: order.source,
    reference: order.id,
    at: movement.at,
    lines: [
      { ...client(order, movement.asset), bucket: 'available', amount: movement.amount.negated() },
      { ...client(order, movement.asset), bucket: 'onHold', amount: movement.amount },
    ],
  });
}

/** onHold → available: a cancelled or rejected order gives its hold back. */
export function postRelease(trx: Transaction<Database>, dialect: DatabaseDialect, order: OrderKey, movement: Movement) {
  return postJournal(trx, dialect, {
    kind: fundLedgerKinds.release,
    accountCode: order.account_code,
    source: order.source,
    reference: order.id,
    at: movement.at,
    lines: [
      { ...client(order, movement.asset), bucket: 'onHold', amount: movement.amount.negated() },
      { ...client(order, movement.asset), bucket: 'available', amount: movement.amount },
    ],
  });
}

/** onHold → HOUSE:FUND:<id>: the held cash or units go to the fund. */
export function postDeduct(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  order: OrderKey & { readonly fund_id: string },
  movement: Movement,
) {
  return postJournal(trx, dialect, {
    kind: fundLedgerKinds.deduct,
    accountCode: order.account_code,
    source: order.source,
    reference: order.id,
    at: movement.at,
    lines: [
      { ...client(order, movement.asset), bucket: 'onHold', amount: movement.amount.negated() },
      {
        ...client(order, movement.asset),
        accountCode: houseFundAccount(order.fund_id),
        bucket: 'available',
        amount: movement.amount,
      },
    ],
  });
}

/**
 * HOUSE:FUND:<id> → the client's available, as a journal of `kind`: a settlement (units of a subscription, cash
 * proceeds of a redemption), a failed order's refund (what was deducted), a dividend (`order.id` is its reference).
 */
export function postFromFund(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  kind: string,
  order: OrderKey & { readonly fund_id: string },
  movement: Movement,
) {
  return postJournal(trx, dialect, {
    kind,
    accountCode: order.account_code,
    source: order.source,
    reference: order.id,
    at: movement.at,
    lines: [
      {
        ...client(order, movement.asset),
        accountCode: houseFundAccount(order.fund_id),
        bucket: 'available',
        amount: movement.amount.negated(),
      },
      { ...client(order, movement.asset), bucket: 'available', amount: movement.amount },
    ],
  });
}

/** Whether a ledger asset is a fund's units (else it is a cash currency). */
export function isUnitsAsset(asset: string): boolean {
  return asset.startsWith('FUND:');
}

/** The client's balance of an asset after a change: balancesUpdate for cash, holdingUpdate for units. */
export async function publishBalance(
  trx: Transaction<Database>,
  publish: Publish,
  order: OrderKey & { readonly fund_id: string },
  asset: string,
  at: Date,
): Promise<void> {
  const balance = await balanceOf(trx, client(order, asset));
  const base = { accountCode: order.account_code, source: order.source, occurredAt: at } as const;
  if (isUnitsAsset(asset)) {
    await publish({
      ...base,
      type: 'holdingUpdate',
      fields: {
        code: order.fund_id,
        quantity: balance.available.toFixed(),
        freezeQuantity: balance.onHold.toFixed(),
      },
    });
  } else {
    await publish({
      ...base,
      type: 'balancesUpdate',
      fields: { currencyCode: asset, balance: balance.available.toFixed(), holdFundAmount: balance.onHold.toFixed() },
    });
  }
}

/** A signed movement in or out of the client's books: cashMovement or holdingMovement. */
export async function publishMovement(
  publish: Publish,
  order: OrderKey & { readonly fund_id: string },
  movement: Movement & { readonly direction: 'in' | 'out' },
): Promise<void> {
  const signed = movement.direction === 'in' ? movement.amount : movement.amount.negated();
  const base = { accountCode: order.account_code, source: order.source, occurredAt: movement.at } as const;
  if (isUnitsAsset(movement.asset)) {
    await publish({
      ...base,
      type: 'holdingMovement',
      fields: { code: order.fund_id, quantity: signed.toFixed(), referenceCode: order.id },
    });
  } else {
    await publish({
      ...base,
      type: 'cashMovement',
      fields: { currencyCode: movement.asset, amount: signed.toFixed(), referenceCode: order.id },
    });
  }
}

export { fundUnitsAsset };
