/*
 * What the plan subscribe ticket checks before it lets the client confirm, and the split it previews, on the shared
 * ticket's exact reading of what was typed (shared/ticket/quantity) and the contract's plan rules (minimum, multiple,
 * the orders' rounding). The server checks everything again and has the last word.
 */
import type { Decimal } from 'decimal.js';
import { planAmountProblemOf } from '@portal/contract/domain/plan';
import { splitByWeights } from '@portal/contract';
import type { PlanSubscriptionTerms } from '../plans-api';
import { readQuantity } from '../../../shared/ticket/quantity';

/** Why an amount field cannot be sent: the shared quantity errors, or the plan's own rules. */
export type PlanAmountError =
  | { readonly key: 'ticket'; readonly error: NonNullable<ReturnType<typeof readQuantity>['error']> }
  | { readonly key: 'belowMinimum'; readonly minimum: string }
  | { readonly key: 'notMultiple'; readonly multiple: string }
  | { readonly key: 'aboveCash'; readonly available: string };

/** An optional amount read: nothing typed (none), its value, or why it cannot be sent. */
export type OptionalAmount =
  | { readonly value: null; readonly error?: undefined }
  | { readonly value: Decimal; readonly error?: undefined }
  | { readonly value?: undefined; readonly error: PlanAmountError };

/**
 * Reads an optional amount of the plan's currency: empty is none; otherwise a positive number with the currency's
 * decimals, at least the plan's minimum, a whole multiple of its multiple, and (for money leaving now) at most `cash`.
 */
export function readPlanAmount(
  text: string,
  terms: Pick<PlanSubscriptionTerms, 'currencyPrecision' | 'amountMultiple'>,
  minimum: string,
  cash?: string,
): OptionalAmount {
  if (text.trim() === '') return { value: null };
  const read = readQuantity(text, terms.currencyPrecision);
  if (read.error) return { error: { key: 'ticket', error: read.error } };
  const problem = planAmountProblemOf(read.value.toFixed(), minimum, terms.amountMultiple);
  if (problem?.kind === 'belowMinimum') return { error: { key: 'belowMinimum', minimum } };
  if (problem?.kind === 'notMultiple') return { error: { key: 'notMultiple', multiple: terms.amountMultiple } };
  if (cash !== undefined && read.value.gt(cash)) return { error: { key: 'aboveCash', available: cash } };
  return { value: read.value };
}

/** The day field: a whole day from 1 to 31, or undefined. */
export function readMonthlyDay(text: string): number | undefined {
  if (!/^\d{1,2}$/.test(text.trim())) return undefined;
  const day = Number(text.trim());
  return day >= 1 && day <= 31 ? day : undefined;
}

export type SubscribeForm = { readonly lumpSum: string; readonly monthly: string; readonly day: string };

/** What the ticket sends, once valid. */
export type SubscribeInput = {
  readonly lumpSum: string | null;
  readonly monthly: { readonly amount: string; readonly day: number } | null;
};

/** The form checked against the terms: each field's error, and the input it makes when it has none. */
export function checkSubscription(form: SubscribeForm, terms: PlanSubscriptionTerms) {
  const lumpSum = readPlanAmount(form.lumpSum, terms, terms.minimumLumpSum, terms.cashAvailable);
  const monthly = readPlanAmount(form.monthly, terms, terms.minimumMonthlyAmount);
  const day = readMonthlyDay(form.day);
  const neither = lumpSum.value === null && monthly.value === null;
  const dayError = monthly.value !== null && monthly.value !== undefined && day === undefined;
  const valid = !neither && !lumpSum.error && !monthly.error && !dayError;
  const input: SubscribeInput | undefined =
    valid && lumpSum.value !== undefined && monthly.value !== undefined
      ? {
          lumpSum: lumpSum.value === null ? null : lumpSum.value.toFixed(),
          monthly: monthly.value === null || day === undefined ? null : { amount: monthly.value.toFixed(), day },
        }
      : undefined;
  return { lumpSum, monthly, neither, dayError, input };
}

/** One fund's line of the split: its weight and its order of the lump sum and of each month (null for none). */
export type SplitLine = {
  readonly fundId: string;
  readonly fundNames: PlanSubscriptionTerms['allocation'][number]['fundNames'];
  readonly weightPercent: string;
  readonly lumpSum: string | null;
  readonly monthly: string | null;
};

/** The orders each amount makes, by the plan's weights and its stated rounding (they add up to the amount exactly). */
export function splitLines(
  allocation: PlanSubscriptionTerms['allocation'],
  precision: number,
  lumpSum: string | null,
  monthly: string | null,
): SplitLine[] {
  const weights = allocation.map((line) => line.weightPercent);
  const lumpParts = lumpSum === null ? [] : splitByWeights(lumpSum, precision, weights);
  const monthlyParts = monthly === null ? [] : splitByWeights(monthly, precision, weights);
  return allocation.map((line, index) => ({
    fundId: line.fundId,
    fundNames: line.fundNames,
    weightPercent: line.weightPercent,
    lumpSum: lumpParts[index] ?? null,
    monthly: monthlyParts[index] ?? null,
  }));
}
