import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import {
  ExactDecimal,
  cryptoAssetOf,
  cryptoFeeOf,
  cryptoPairOf,
  cryptoTradingTerms,
  type CryptoOrderBasis,
  type CryptoOrderQuote,
  type CryptoOrderSide,
  type CryptoOrderType,
} from '@portal/contract';
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';
import type { Kysely, Transaction } from 'kysely';
import type { OrderAccount } from '../../platform/orders/place-order';
import type { Database } from '../../platform/db/db';
import { balanceOf } from '../../platform/money/ledger';
import { hasVirtualAssetKnowledge } from '../suitability/public';
import type { CryptoOrderQuoteTable } from './crypto-order-tables';
import {
  cryptoLedgerAsset,
  cryptoOrderRefusal,
  fieldError,
  type CryptoOrderDependencies,
} from './crypto-order-dependencies';

/*
 * A firm quote of a crypto order (issue 18 part 3, ADR 042): the terms checked in a fixed order (each refusal its
 * code, nothing written), the quantity at the asset's precision, the price (a market order's average over the book
 * levels it takes now; a limit order's limit), the consideration rounded to the cent in the house's favour (a buy's
 * up, a sell's down), the fee (0.25 %, at least the minimum), and a market order's slippage from the best price.
 * Valid `quoteValiditySeconds`; placing the order on it is placement.ts.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export type CryptoQuoteRequest = {
  readonly pairId: string;
  readonly side: CryptoOrderSide;
  readonly orderType: CryptoOrderType;
  readonly basis: CryptoOrderBasis;
  readonly quantity?: string | undefined;
  readonly amount?: string | undefined;
  readonly limitPrice?: string | undefined;
};

function readDecimal(path: string, written: string): Decimal {
  const text = written.trim();
  if (!isPlainDecimal(text)) throw fieldError(path, 'Write a plain decimal number such as 0.5.');
  return new ExactDecimal(text);
}

/** A buy's cash rounded up to the cent, a sell's down (the house's favour). */
export function roundedConsideration(cost: Decimal, side: CryptoOrderSide): Decimal {
  return cost.toDecimalPlaces(cryptoTradingTerms.fiatDecimals, side === 'buy' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
}

export function quoteView(row: CryptoOrderQuoteTable): CryptoOrderQuote {
  const pair = cryptoPairOf(row.pair_id);
  return {
    quoteId: row.id,
    pairId: row.pair_id as CryptoOrderQuote['pairId'],
    side: row.side,
    orderType: row.order_type,
    basis: row.basis,
    currency: pair?.currency ?? 'USD',
    quantity: new ExactDecimal(row.quantity).toFixed(),
    price: new ExactDecimal(row.price).toFixed(pair?.priceDecimals ?? 2),
    consideration: new ExactDecimal(row.consideration).toFixed(2),
    fee: new ExactDecimal(row.fee).toFixed(2),
    total: new ExactDecimal(row.total).toFixed(2),
    bestPrice: new ExactDecimal(row.best_price).toFixed(pair?.priceDecimals ?? 2),
    slippageBasisPoints: new ExactDecimal(row.slippage_basis_points).toFixed(2),
    quotedAt: row.quoted_at,
    expiresAt: row.expires_at,
    validitySeconds: cryptoTradingTerms.quoteValiditySeconds,
  };
}

/** What the client has available of an asset (a currency code, or a crypto asset code) on the fos ledger. */
export async function availableOf(db: Executor, account: OrderAccount, ledgerAsset: string): Promise<Decimal> {
  return (await balanceOf(db, { ...account, asset: ledgerAsset })).available;
}

export async function requestCryptoQuote(
  deps: CryptoOrderDependencies,
  account: OrderAccount,
  request: CryptoQuoteRequest,
  advisorCode: string | null = null,
): Promise<CryptoOrderQuote> {
  // 0. The account passed the virtual-asset knowledge check (or declared the knowledge): ADR 045.
  if (!(await hasVirtualAssetKnowledge(deps.db, account))) throw cryptoOrderRefusal('knowledgeCheckRequired');
  const pair = cryptoPairOf(request.pairId);
  if (pair === undefined) throw cryptoOrderRefusal('pairNotFound');
  const asset = cryptoAssetOf(pair.asset);
  if (asset === undefined) throw cryptoOrderRefusal('pairNotFound');
  const backend = await deps.fos();
  const now = deps.clock.now();
  const { side, orderType, basis } = request;

  // 1. What was typed: a quantity within the asset's precision, or an amount in cents.
  let quantity: Decimal | undefined;
  let amount: Decimal | undefined;
  if (basis === 'quantity') {
    if (request.quantity === undefined) throw cryptoOrderRefusal('invalidQuantity');
    quantity = readDecimal('quantity', request.quantity);
    if (quantity.isZero()) throw cryptoOrderRefusal('invalidQuantity');
    if (quantity.decimalPlaces() > asset.precision) throw cryptoOrderRefusal('quantityTooPrecise');
  } else {
    if (request.amount === undefined) throw cryptoOrderRefusal('invalidAmount');
    amount = readDecimal('amount', request.amount);
    if (amount.isZero() || amount.decimalPlaces() > cryptoTradingTerms.fiatDecimals) {
      throw cryptoOrderRefusal('invalidAmount');
    }
  }

  // 2. A limit order's price: given, on the pair's grid, within the band around the mid.
  let limitPrice: Decimal | undefined;
  const market = backend.quoteAt(pair.pairId, now);
  if (orderType === 'limit') {
    if (request.limitPrice === undefined) throw cryptoOrderRefusal('priceRequired');
    limitPrice = readDecimal('limitPrice', request.limitPrice);
    if (limitPrice.isZero() || limitPrice.decimalPlaces() > pair.priceDecimals) {
      throw cryptoOrderRefusal('invalidPrice');
    }
    const mid = new ExactDecimal(market.last);
    const band = mid.times(cryptoTradingTerms.limitPriceBandPercent).dividedBy(100);
    if (limitPrice.minus(mid).abs().greaterThan(band)) throw cryptoOrderRefusal('priceOutOfBand');
  }

  // 3. Quantity, price and cost.
  let cost: Decimal;
  let bestPrice: Decimal;
  if (orderType === 'market') {
    const execution =
      quantity !== undefined
        ? backend.executeQuantity(pair.pairId, side, quantity, now)
        : backend.executeAmount(pair.pairId, side, amount as Decimal, asset.precision, now); // basis amount
    quantity = execution.quantity;
    cost = execution.cost;
    bestPrice = execution.bestPrice;
  } else {
    const limit = limitPrice as Decimal; // set above for a limit order
    if (quantity === undefined) {
      quantity = (amount as Decimal).dividedBy(limit).toDecimalPlaces(asset.precision, Decimal.ROUND_DOWN);
    }
    cost = quantity.times(limit);
    bestPrice = new ExactDecimal(side === 'buy' ? market.ask : market.bid);
  }
  if (quantity.isZero()) throw cryptoOrderRefusal('amountBelowMinimum');
  const consideration = roundedConsideration(cost, side);
  if (consideration.lessThan(cryptoTradingTerms.minimumAmount[pair.currency])) {
    throw cryptoOrderRefusal('amountBelowMinimum');
  }
  if (consideration.greaterThan(cryptoTradingTerms.maximumAmount[pair.currency])) {
    throw cryptoOrderRefusal('amountAboveMaximum');
  }
  const price =
    orderType === 'limit'
      ? (limitPrice as Decimal)
      : cost.dividedBy(quantity).toDecimalPlaces(pair.priceDecimals, Decimal.ROUND_HALF_UP);
  const fee = new ExactDecimal(cryptoFeeOf(consideration, pair.currency));
  const total = side === 'buy' ? consideration.plus(fee) : consideration.minus(fee);
  const slippage =
    orderType === 'market'
      ? cost.dividedBy(quantity).minus(bestPrice).abs().dividedBy(bestPrice).times(10_000).toDecimalPlaces(2)
      : new ExactDecimal(0);

  // 4. The balance now (placement checks it again, in its transaction).
  if (side === 'buy') {
    if ((await availableOf(deps.db, account, pair.currency)).lessThan(total)) {
      throw cryptoOrderRefusal('insufficientFunds');
    }
  } else if ((await availableOf(deps.db, account, cryptoLedgerAsset(pair.asset))).lessThan(quantity)) {
    throw cryptoOrderRefusal('insufficientAssets');
  }

  const row: CryptoOrderQuoteTable = {
    id: `CQ${randomUUID().replaceAll('-', '')}`,
    account_code: account.accountCode,
    source: account.source,
    pair_id: pair.pairId,
    side,
    order_type: orderType,
    basis,
    quantity: quantity.toFixed(),
    price: price.toFixed(),
    consideration: consideration.toFixed(2),
    fee: fee.toFixed(2),
    total: total.toFixed(2),
    best_price: bestPrice.toFixed(),
    slippage_basis_points: slippage.toFixed(),
    quoted_at: now.toISOString(),
    expires_at: new Date(now.getTime() + cryptoTradingTerms.quoteValiditySeconds * 1000).toISOString(),
    used_at: null,
    advisor_code: advisorCode,
  };
  await deps.db.insertInto('crypto_order_quote').values(row).execute();
  return quoteView(row);
}
