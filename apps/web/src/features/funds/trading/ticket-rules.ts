/*
 * What a fund ticket checks before it lets the client confirm, and the estimates its confirm step shows, on the
 * shared ticket's exact quantity reading (shared/ticket/quantity). The server checks everything again and has the
 * last word (its result codes).
 */
import type { Decimal } from 'decimal.js';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { fundOrderResultCatalogue } from '@portal/contract/domain/order/fund-order-results';
import type { FundOrderResult } from '@portal/contract/domain/order/fund-order-results';
import { feeOf, payInFundCurrency, unitsFor } from '@portal/contract/domain/fund';
import type { FundTradeTerms } from '@portal/contract';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import type { OrderFailure } from '../../../shared/ticket/order-failure';
import { atMost, payableFor, quantityFor, readQuantity, valueAt } from '../../../shared/ticket/quantity';
import type { Checked } from '../../../shared/ticket/quantity';

/** The cash a subscription may be paid with, as the terms list it. */
export type PayCash = FundTradeTerms['cash'][number];

/** The cash to offer first: the fund's own currency when the client has it, else the first listed. */
export function defaultPayCash(terms: FundTradeTerms): PayCash | undefined {
  return terms.cash.find((cash) => cash.currency === terms.fundCurrency) ?? terms.cash[0];
}

/** The fund's minimum in the pay currency, rounded up to its precision (so paying it meets the minimum). */
export function minimumInPayCurrency(terms: FundTradeTerms, cash: PayCash): Decimal {
  return payableFor(terms.minimumSubscription, cash.fxRate, cash.precision);
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
  return atMost(read, cash.available, {
    key: 'aboveAvailable',
    values: { amount: cash.available, currency: cash.currency },
  });
}

export type RedemptionBasis = 'unit' | 'amount';

/** The most a holding is worth at the latest NAV, rounded down to the fund currency's precision. */
export function holdingValue(terms: FundTradeTerms): Decimal {
  return valueAt(terms.holding.availableUnits, terms.latestNav, terms.currencyPrecision, ExactDecimal.ROUND_DOWN);
}

/** Checks a redemption (or switch-out) quantity: units up to the units free, or an amount up to their worth. */
export function checkRedemptionQuantity(text: string, terms: FundTradeTerms, basis: RedemptionBasis): Checked {
  if (basis === 'unit') {
    const units = terms.holding.availableUnits;
    return atMost(readQuantity(text, terms.unitDecimals), units, { key: 'aboveUnits', values: { units } });
  }
  const worth = holdingValue(terms);
  return atMost(readQuantity(text, terms.currencyPrecision), worth, {
    key: 'aboveAvailable',
    values: { amount: worth.toFixed(), currency: terms.fundCurrency },
  });
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
  const units = basis === 'unit' || nav.lte(0) ? quantity : quantityFor(quantity, nav, terms.unitDecimals);
  const gross = basis === 'unit' ? valueAt(quantity, nav, terms.currencyPrecision) : quantity;
  const fee = feeOf(gross, terms.redemptionFeePercent, terms.currencyPrecision);
  return { units, gross, fee, proceeds: gross.minus(fee) };
}

/** A switch's targets: each a fund and a whole percentage; together they make 100. */
export type SwitchTarget = { readonly fundId: string; readonly percent: string };

export type TargetsError = {
  readonly key: 'noTarget' | 'sameFund' | 'percentTotal' | 'percent' | 'duplicateTarget';
  readonly values?: Readonly<Record<string, string>>;
};

const targetsErrorKeys: readonly string[] = [
  'noTarget',
  'sameFund',
  'percentTotal',
  'percent',
  'duplicateTarget',
] satisfies readonly TargetsError['key'][];

/** Whether a field error is one of the switch targets' (its text is the fund namespace's). */
export function isTargetsError(error: { readonly key: string }): error is TargetsError {
  return targetsErrorKeys.includes(error.key);
}

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

/** Why the server did not place a fund order, as a ticket shows it. */
export type FundOrderFailure = OrderFailure<FundOrderResult>;

/**
 * A refused fund order answers 422 with the result's name as its code (and `details.result`); a 403 of the rpc layer
 * (not acting for this account) reads as noPermissionForThisAccount, a 404 as productNotFound.
 */
export function fundOrderFailureOf(error: unknown): FundOrderFailure {
  return orderFailureOf(error, {
    catalogue: fundOrderResultCatalogue,
    notRefusals: ['success'],
    byStatus: { 403: 'noPermissionForThisAccount', 404: 'productNotFound' },
  });
}
