/*
 * What other services may import from cash-movement (ADR 015): the one reading of an account's cash balances that
 * deposits, withdrawals and FX check against.
 */
export { cashBalancesOf, type CashAccountKey, type CashBalance } from './cash-balances';
