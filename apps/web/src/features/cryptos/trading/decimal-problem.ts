/* What is wrong with a typed decimal of the crypto ticket (a quantity, an amount, a price). */
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';

export type FieldProblem = 'required' | 'notANumber' | 'notPositive' | 'tooPrecise';

/** What is wrong with a typed decimal (a quantity, an amount, a price) with at most `decimals` places. */
export function decimalProblem(written: string, decimals: number): FieldProblem | undefined {
  const text = written.trim();
  if (text === '') return 'required';
  if (!isPlainDecimal(text)) return 'notANumber';
  if (/^0+(\.0+)?$/.test(text)) return 'notPositive';
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > decimals) return 'tooPrecise';
  return undefined;
}
