import type { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import {
  balanceOf,
  deposit,
  houseFundAccount,
  placeHold,
  releaseHold,
  settleHold,
  type ClientMovement,
} from '../../platform/money/ledger';
import { fundLedgerKinds, fundUnitsAsset } from './positions';

/*
 * The ledger journals of a fund order, every one referenced by the order id (so a step posted twice posts once),
 * and the notification events that tell the client about them.
 */

type OrderKey = { readonly id: string; readonly account_code: string; readonly source: LoginSource };
type Movement = { readonly asset: string; readonly amount: Decimal; readonly at: Date };

/** A movement of the order's client, journalled as `kind` under the order's id. */
function movementOf(order: OrderKey, movement: Movement, kind: string): ClientMovement {
  return {
    accountCode: order.account_code,
    source: order.source,
    asset: movement.asset,
    amount: movement.amount,
    reference: order.id,
    at: movement.at,
    kind,
  };
}

/** available → onHold: what an order reserves when placed (or a switch-in when funded). */
export function postHold(trx: Transaction<Database>, dialect: DatabaseDialect, order: OrderKey, movement: Movement) {
  return placeHold(trx, dialect, movementOf(order, movement, fundLedgerKinds.hold));
}

/** onHold → available: a cancelled or rejected order gives its hold back. */
export function postRelease(trx: Transaction<Database>, dialect: DatabaseDialect, order: OrderKey, movement: Movement) {
  return releaseHold(trx, dialect, movementOf(order, movement, fundLedgerKinds.release));
}

/** onHold → HOUSE:FUND:<id>: the held cash or units go to the fund. */
export function postDeduct(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  order: OrderKey & { readonly fund_id: string },
  movement: Movement,
) {
  const houseAccount = houseFundAccount(order.fund_id);
  return settleHold(trx, dialect, { ...movementOf(order, movement, fundLedgerKinds.deduct), houseAccount });
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
  const houseAccount = houseFundAccount(order.fund_id);
  return deposit(trx, dialect, { ...movementOf(order, movement, kind), houseAccount });
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
  const balance = await balanceOf(trx, { accountCode: order.account_code, source: order.source, asset });
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
