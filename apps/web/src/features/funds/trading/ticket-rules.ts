/*
 * What a fund ticket checks before it lets the client confirm, and the estimates its confirm step shows. All of it
 * exact (decimal.js through the contract's ExactDecimal): a quantity is read from the text the client typed, never
 * through a float. The server checks everything again and has the last word (its result codes).
 */
import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { isFundOrderResult } from '@portal/contract/domain/codes/fund-order-result';
import { feeOf, payInFundCurrency, unitsFor } from '@portal/contract/domain/fund';
import type { FundOrderFailure } from '@portal/contract/domain/codes/fund-order-result';
import type { FundTradeTerms } from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';

/** The largest quantity a ticket sends (the server refuses amounts above 1e12 too). */
export const largestQuantity = new ExactDecimal('1e12');

/** A field's error: a key under `ticket.errors` and the values its text names. */
export type FieldError = {
  readonly key:
    | 'required'
    | 'notANumber'
    | 'notPositive'
    | 'tooManyDecimals'
    | 'belowMinimum'
    | 'aboveAvailable'
    | 'aboveUnits'
    | 'tooLarge';
  readonly values?: Readonly<Record<string, string>>;
};

export type Checked =
  { readonly value: Decimal; readonly error?: undefined } | { readonly value?: undefined; readonly error: FieldError };

const plainDecimal = /^\d+(\.\d*)?$|^\.\d+$/;

/** Reads a positive quantity with at most `decimals` decimal places from what the client typed ('1,000.5' too). */
export function readQuantity(text: string, decimals: number): Checked {
  const written = text.trim().replace(/,/g, '');
  if (written === '') return { error: { key: 'required' } };
  if (!plainDecimal.test(written)) return { error: { key: 'notANumber' } };
  const value = new ExactDecimal(written);
  if (value.lte(0)) return { error: { key: 'notPositive' } };
  if (value.gt(largestQuantity)) return { error: { key: 'tooLarge' } };
  if (value.decimalPlaces() > decimals)
    return { error: { key: 'tooManyDecimals', values: { decimals: String(decimals) } } };
  return { value };
}

/** The cash a subscription may be paid with, as the terms list it. */
export type PayCash = FundTradeTerms['cash'][number];

/** The cash to offer first: the fund's own currency when the client has it, else the first listed. */
export function defaultPayCash(terms: FundTradeTerms): PayCash | undefined {
  return terms.cash.find((cash) => cash.currency === terms.fundCurrency) ?? terms.cash[0];
}

/** The fund's minimum in the pay currency, rounded up to its precision (so paying it meets the minimum). */
export function minimumInPayCurrency(terms: FundTradeTerms, cash: PayCash): Decimal {
  const rate = new ExactDecimal(cash.fxRate);
  const minimum = new ExactDecimal(terms.minimumSubscription);
  if (rate.lte(0)) return minimum;
  return minimum.div(rate).toDecimalPlaces(cash.precision, ExactDecimal.ROUND_CEIL);
}

/** An amount in the pay currency as the fund's currency (what the fund receives before its fee), as the server counts it. */
export function inFundCurrency(terms: FundTradeTerms, cash: PayCash, amount: Decimal): Decimal {
  return payInFundCurrency(amount, cash.fxRate, terms.currencyPrecision);
}

/** Checks a subscription amount in the pay currency: a positive number, its precision, the minimum, the cash. */
export function checkSubscriptionAmount(text: string, terms: FundTradeTerms, cash: PayCash): Checked {
  const read = readQuantity(text, cash.precision);
  if (read.error) return read;
  const minimum = minimumInPayCurrency(terms, cash);
  if (read.value.mul(cash.fxRate).lt(terms.minimumSubscription)) {
    return { error: { key: 'belowMinimum', values: { amount: minimum.toFixed(), currency: cash.currency } } };
  }
  if (read.value.gt(cash.available)) {
    return { error: { key: 'aboveAvailable', values: { amount: cash.available, currency: cash.currency } } };
  }
  return read;
}

export type RedemptionBasis = 'unit' | 'amount';

/** The most a holding is worth at the latest NAV, rounded down to the fund currency's precision. */
export function holdingValue(terms: FundTradeTerms): Decimal {
  return new ExactDecimal(terms.holding.availableUnits)
    .mul(terms.latestNav)
    .toDecimalPlaces(terms.currencyPrecision, ExactDecimal.ROUND_DOWN);
}

/** Checks a redemption (or switch-out) quantity: units up to the units free, or an amount up to their worth. */
export function checkRedemptionQuantity(text: string, terms: FundTradeTerms, basis: RedemptionBasis): Checked {
  if (basis === 'unit') {
    const read = readQuantity(text, terms.unitDecimals);
    if (read.error) return read;
    if (read.value.gt(terms.holding.availableUnits)) {
      return { error: { key: 'aboveUnits', values: { units: terms.holding.availableUnits } } };
    }
    return read;
  }
  const read = readQuantity(text, terms.currencyPrecision);
  if (read.error) return read;
  const worth = holdingValue(terms);
  if (read.value.gt(worth)) {
    return { error: { key: 'aboveAvailable', values: { amount: worth.toFixed(), currency: terms.fundCurrency } } };
  }
  return read;
}

export type SubscriptionEstimate = {
  readonly amountInFund: Decimal;
  readonly fee: Decimal;
  readonly units: Decimal;
};

/** The contract's feeOf and unitsFor at the latest NAV, as the server prices at the dealing day's. */
export function estimateSubscription(terms: FundTradeTerms, cash: PayCash, amount: Decimal): SubscriptionEstimate {
  const amountInFund = inFundCurrency(terms, cash, amount);
  const fee = feeOf(amountInFund, terms.subscriptionFeePercent, terms.currencyPrecision);
  const nav = new ExactDecimal(terms.latestNav);
  const units = nav.gt(0) ? unitsFor(amountInFund.minus(fee), nav, terms.unitDecimals) : new ExactDecimal(0);
  return { amountInFund, fee, units };
}

export type RedemptionEstimate = {
  readonly units: Decimal;
  readonly gross: Decimal;
  readonly fee: Decimal;
  readonly proceeds: Decimal;
};

/** A redemption at the latest NAV: its units, gross worth, fee (half-up) and proceeds, in the fund's currency. */
export function estimateRedemption(
  terms: FundTradeTerms,
  basis: RedemptionBasis,
  quantity: Decimal,
): RedemptionEstimate {
  const nav = new ExactDecimal(terms.latestNav);
  const units =
    basis === 'unit' || nav.lte(0)
      ? quantity
      : quantity.div(nav).toDecimalPlaces(terms.unitDecimals, ExactDecimal.ROUND_DOWN);
  const gross =
    basis === 'unit'
      ? quantity.mul(nav).toDecimalPlaces(terms.currencyPrecision, ExactDecimal.ROUND_HALF_UP)
      : quantity;
  const fee = feeOf(gross, terms.redemptionFeePercent, terms.currencyPrecision);
  return { units: basis === 'unit' ? quantity : units, gross, fee, proceeds: gross.minus(fee) };
}

/** A switch's targets: each a fund and a whole percentage; together they make 100. */
export type SwitchTarget = { readonly fundId: string; readonly percent: string };

export type TargetsError = {
  readonly key: 'noTarget' | 'sameFund' | 'percentTotal' | 'percent' | 'duplicateTarget';
  readonly values?: Readonly<Record<string, string>>;
};

export function checkSwitchTargets(sourceFundId: string, targets: readonly SwitchTarget[]): TargetsError | undefined {
  if (targets.length === 0 || targets.some((target) => target.fundId === '')) return { key: 'noTarget' };
  if (targets.some((target) => target.fundId === sourceFundId)) return { key: 'sameFund' };
  if (new Set(targets.map((target) => target.fundId)).size !== targets.length) return { key: 'duplicateTarget' };
  if (
    targets.some(
      (target) =>
        !/^\d{1,3}$/.test(target.percent.trim()) || Number(target.percent) < 1 || Number(target.percent) > 100,
    )
  ) {
    return { key: 'percent' };
  }
  const total = targets.reduce((sum, target) => sum + Number(target.percent), 0);
  if (total !== 100) return { key: 'percentTotal', values: { total: String(total) } };
  return undefined;
}

/** Why the server refused an order, as the ticket shows it. */
export type OrderFailure =
  | { readonly kind: 'result'; readonly result: FundOrderFailure }
  | { readonly kind: 'input'; readonly message: string }
  | { readonly kind: 'other' };

/**
 * A refused order answers 422 with the result's name as its code (and `details.result`); a 400 names input the
 * server refused; a 403 of the rpc layer (not acting for this account) reads as noPermissionForThisAccount. Anything
 * else (the network, a 5xx) is worth a retry with the same client reference.
 */
export function orderFailureOf(error: unknown): OrderFailure {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  const detailResult =
    typeof error.details === 'object' && error.details !== null && 'result' in error.details
      ? error.details.result
      : undefined;
  const named = isFundOrderResult(error.code) ? error.code : isFundOrderResult(detailResult) ? detailResult : undefined;
  if (named && named !== 'success') return { kind: 'result', result: named };
  if (error.status === 400) return { kind: 'input', message: error.message };
  if (error.status === 403) return { kind: 'result', result: 'noPermissionForThisAccount' };
  if (error.status === 404) return { kind: 'result', result: 'productNotFound' };
  return { kind: 'other' };
}

/** A client reference for one ticket: made once, and sent again with every retry of the same order. */
export function newClientReference(): string {
  return crypto.randomUUID();
}

/** A decimal as the wire writes it: plain notation, never an exponent. */
export function toWire(value: Decimal): string {
  return value.toFixed();
}
