import { ExactDecimal, type WithdrawalCurrencyTerms } from '@portal/contract';
import { cashAmountProblem, type CashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { cashResultCatalogue, type CashResult } from '@portal/contract/domain/order/cash-results';
import { withdrawalResultCatalogue, type WithdrawalResult } from '@portal/contract/domain/order/withdrawal-results';
import { orderFailureOf, type OrderFailure } from '../../../shared/ticket/order-failure';

/** Why the typed amount cannot be sent yet, as the form words it. */
export type AmountError =
  | { readonly kind: 'required' }
  | { readonly kind: CashAmountProblem; readonly decimals: number }
  | { readonly kind: 'aboveWithdrawable'; readonly amount: string }
  | { readonly kind: 'aboveLimit'; readonly amount: string };

/**
 * The form's check of an amount (the server checks it again): the cash amount rule of the contract, then the
 * withdrawable balance and what is left of the day's limit.
 */
export function amountError(typed: string, terms: WithdrawalCurrencyTerms): AmountError | undefined {
  const amount = typed.trim();
  if (amount === '') return { kind: 'required' };
  const problem = cashAmountProblem(amount, terms.precision);
  if (problem !== undefined) return { kind: problem, decimals: terms.precision };
  const value = new ExactDecimal(amount);
  if (value.gt(terms.limitLeft)) return { kind: 'aboveLimit', amount: terms.limitLeft };
  if (value.gt(terms.withdrawable)) return { kind: 'aboveWithdrawable', amount: terms.withdrawable };
  return undefined;
}

/** Why the server refused a withdrawal: a withdrawal code (ERR700-ERR709) or a shared cash code (ERR001-ERR004). */
export function withdrawalFailureOf(error: unknown): OrderFailure<WithdrawalResult | CashResult> {
  const own = orderFailureOf(error, { catalogue: withdrawalResultCatalogue });
  if (own.kind === 'result') return own;
  const shared = orderFailureOf(error, { catalogue: cashResultCatalogue, notRefusals: ['unknown'] });
  return shared.kind === 'result' ? shared : own;
}
