import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { balanceOf } from '../../platform/money/ledger';
import type { OrderAccount } from '../../platform/orders/place-order';
import { cryptoLedgerAsset } from './crypto-withdrawal-dependencies';

/** holdingUpdate (ADR 042's type for an asset's balance): announced on the hold, its release and its settlement. */
export async function publishHoldingUpdate(
  trx: Transaction<Database>,
  publish: Publish,
  account: OrderAccount,
  asset: string,
): Promise<void> {
  const balance = await balanceOf(trx, { ...account, asset: cryptoLedgerAsset(asset) });
  await publish({
    type: 'holdingUpdate',
    ...account,
    fields: { code: asset, quantity: balance.available.toFixed(), freezeQuantity: balance.onHold.toFixed() },
  });
}
