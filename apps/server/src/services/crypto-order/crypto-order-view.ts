import { Decimal } from 'decimal.js';
import { ExactDecimal, cryptoPairOf, openCryptoOrderStatuses, type CryptoOrder } from '@portal/contract';
import type { CryptoOrderTable } from './crypto-order-tables';

/** An order row as the contract's CryptoOrder (quantities exact, cash at 2 places, prices at the pair's decimals). */
export function cryptoOrderView(row: CryptoOrderTable): CryptoOrder {
  const priceDecimals = cryptoPairOf(row.pair_id)?.priceDecimals ?? 2;
  const filled = new ExactDecimal(row.filled_quantity);
  return {
    orderId: row.id,
    clientReference: row.client_reference,
    pairId: row.pair_id as CryptoOrder['pairId'],
    asset: row.asset as CryptoOrder['asset'],
    currency: row.currency as CryptoOrder['currency'],
    side: row.side,
    orderType: row.order_type,
    basis: row.basis,
    status: row.status,
    quantity: new ExactDecimal(row.quantity).toFixed(),
    price: new ExactDecimal(row.price).toFixed(priceDecimals),
    filledQuantity: filled.toFixed(),
    averagePrice: filled.isZero()
      ? null
      : new ExactDecimal(row.filled_cost).dividedBy(filled).toFixed(priceDecimals, Decimal.ROUND_HALF_UP),
    filledConsideration: new ExactDecimal(row.filled_consideration).toFixed(2),
    fee: new ExactDecimal(row.fee_charged).toFixed(2),
    orderFee: new ExactDecimal(row.order_fee).toFixed(2),
    placedAt: row.placed_at,
    updatedAt: row.updated_at,
    cancellable: openCryptoOrderStatuses.includes(row.status),
    advisorCode: row.advisor_code ?? null,
  };
}
