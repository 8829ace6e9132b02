import { ExactDecimal, cryptoAssetOf, openCryptoOrderStatuses } from '@portal/contract';
import type { CryptoOrderTable } from './crypto-order-tables';
import { CryptoOrderChanged, progressOrder } from './crypto-fills';
import type { CryptoOrderDependencies } from './crypto-order-dependencies';

/*
 * The crypto matching run (ADR 042): every resting limit order, oldest first, asks the FOS back end which fills the
 * book gave it between where it stopped (`matched_until`) and now, and takes them in one transaction per order (the
 * fills, their journals, the release when it completes). Run by a leased job every 3 s (start.ts) and, with dev
 * support, POST /api/_dev/cryptoOrders/advance after the clock was moved. A quiet order is written only every 10
 * minutes (its window is looked at again meanwhile, which fills nothing twice: the fills start after matched_until).
 */

/** The scheduler's job (start.ts). */
export const cryptoMatchingJob = { name: 'cryptoOrderMatching', intervalMs: 3_000 } as const;

const quietWriteMs = 10 * 60_000;
const ordersPerRun = 500;

export async function runCryptoMatching(deps: CryptoOrderDependencies): Promise<{ ordersFilled: number }> {
  const backend = await deps.fos();
  const now = deps.clock.now();
  const open = await deps.db
    .selectFrom('crypto_order')
    .selectAll()
    .where('status', 'in', [...openCryptoOrderStatuses])
    .where('order_type', '=', 'limit')
    .orderBy('placed_at')
    .limit(ordersPerRun)
    .execute();
  let ordersFilled = 0;
  for (const candidate of open) {
    const asset = cryptoAssetOf(candidate.asset);
    if (asset === undefined) continue;
    const from = new Date(candidate.matched_until);
    if (now.getTime() <= from.getTime()) continue;
    const fills = backend.fillsBetween(
      {
        pairId: candidate.pair_id,
        side: candidate.side,
        limitPrice: new ExactDecimal(candidate.price),
        remaining: new ExactDecimal(candidate.quantity).minus(candidate.filled_quantity),
        quantityDecimals: asset.precision,
      },
      from,
      now,
    );
    if (fills.length === 0 && now.getTime() - from.getTime() < quietWriteMs) continue;
    try {
      await deps.events.inTransaction(deps.db, async (trx, publish) => {
        let read = trx.selectFrom('crypto_order').selectAll().where('id', '=', candidate.id);
        if (deps.dialect === 'postgres') read = read.forUpdate();
        const order: CryptoOrderTable | undefined = await read.executeTakeFirst();
        if (order?.version !== candidate.version) throw new CryptoOrderChanged(candidate.id);
        await progressOrder(trx, deps.dialect, publish, order, { fills, at: now, matchedUntil: now });
      });
      if (fills.length > 0) ordersFilled += 1;
    } catch (error) {
      // Cancelled or filled by another process meanwhile: the next run reads it again.
      if (!(error instanceof CryptoOrderChanged)) throw error;
    }
  }
  return { ordersFilled };
}
