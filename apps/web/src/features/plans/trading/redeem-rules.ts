/* What the plan redemption ticket checks, and the per-fund split it shows before confirming: every fund gives the
 * same share of what it holds (the server takes that share of each fund's units), so what stays keeps the plan's
 * proportions. Exact decimals throughout. */
import type { Decimal } from 'decimal.js';
import type { PlanHolding } from '@portal/contract';
import { ExactDecimal, toDecimal } from '@portal/contract/domain/decimal-value';
import { readQuantity, type QuantityError } from '../../../shared/ticket/quantity';

export type RedeemMode = 'all' | 'part';

/** The value held across the plan's funds. */
export function heldValue(holdings: readonly PlanHolding[]): Decimal {
  return holdings.reduce((sum, holding) => sum.plus(toDecimal(holding.value)), new ExactDecimal(0));
}

export type RedeemCheck =
  | { readonly amount: Decimal; readonly share: Decimal; readonly error?: undefined }
  | { readonly amount?: undefined; readonly error: QuantityError | { readonly key: 'aboveHeld' } };

/** All of it, or an amount above zero and at most the value held. */
export function checkRedemption(mode: RedeemMode, text: string, held: Decimal, precision: number): RedeemCheck {
  if (held.lte(0)) return { error: { key: 'aboveHeld' } };
  if (mode === 'all') return { amount: held, share: new ExactDecimal(1) };
  const read = readQuantity(text, precision);
  if (read.error) return { error: read.error };
  if (read.value.gt(held)) return { error: { key: 'aboveHeld' } };
  return { amount: read.value, share: read.value.div(held) };
}

/** Each fund's part of the redemption: its value held times the share, rounded down to the cent (an estimate). */
export function redemptionSplit(holdings: readonly PlanHolding[], share: Decimal, precision: number) {
  return holdings.map((holding) => ({
    fundId: holding.fundId,
    fundNames: holding.fundNames,
    held: holding.value,
    redeemed: toDecimal(holding.value)
      .times(share)
      .toDecimalPlaces(precision, ExactDecimal.ROUND_DOWN)
      .toFixed(precision),
  }));
}
