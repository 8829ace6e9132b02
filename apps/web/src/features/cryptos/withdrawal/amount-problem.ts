/* What is wrong with a typed withdrawal amount, checked as the server will check it. */
import { ExactDecimal } from '@portal/contract';
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';

export type AmountProblem =
  'required' | 'notANumber' | 'notPositive' | 'tooPrecise' | 'belowMinimum' | 'beyondAvailable' | 'beyondDailyLimit';

/** What is wrong with a typed amount, checked as the server will check it. */
export function amountProblem(
  written: string,
  rules: { decimals: number; minimum: string; fee: string; available?: string; leftToday?: string },
): AmountProblem | undefined {
  const text = written.trim();
  if (text === '') return 'required';
  if (!isPlainDecimal(text)) return 'notANumber';
  const amount = new ExactDecimal(text);
  if (amount.isZero()) return 'notPositive';
  if (amount.decimalPlaces() > rules.decimals) return 'tooPrecise';
  if (amount.lessThan(rules.minimum)) return 'belowMinimum';
  if (rules.leftToday !== undefined && amount.greaterThan(rules.leftToday)) return 'beyondDailyLimit';
  if (rules.available !== undefined && amount.plus(rules.fee).greaterThan(rules.available)) return 'beyondAvailable';
  return undefined;
}
