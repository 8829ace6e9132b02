import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { balanceOf } from '../../platform/money/ledger';
import { unsettledOf } from '../stock-order/public';

type Executor = Kysely<Database> | Transaction<Database>;

/** A client account on one login source. */
export type CashAccountKey = { readonly accountCode: string; readonly source: LoginSource };

/**
 * One currency of an account's cash: the ledger's available and on-hold buckets, the part of available that is stock
 * sale proceeds not settled yet (ADR 028: they may buy, not leave), and what may leave: available minus unsettled,
 * never below zero.
 */
export type CashBalance = {
  readonly currency: string;
  readonly available: Decimal;
  readonly onHold: Decimal;
  readonly unsettled: Decimal;
  readonly withdrawable: Decimal;
};

/**
 * The cash balances of an account in each of `currencies` (in that order), as of the market day `today`
 * (yyyy-mm-dd). The one place cash, withdrawals and FX read what a client has; pass a transaction to read inside it
 * (after `lockAccountForUpdate` on PostgreSQL) so that a check and the posting that follows see the same figures.
 */
export async function cashBalancesOf(
  db: Executor,
  account: CashAccountKey,
  currencies: readonly string[],
  today: string,
): Promise<CashBalance[]> {
  const unsettled = await unsettledOf(db, account, today);
  const balances: CashBalance[] = [];
  for (const currency of currencies) {
    const { available, onHold } = await balanceOf(db, { ...account, asset: currency });
    const pending = atLeastZero(unsettled.cash.get(currency) ?? new ExactDecimal(0));
    balances.push({
      currency,
      available,
      onHold,
      unsettled: pending,
      withdrawable: atLeastZero(available.minus(pending)),
    });
  }
  return balances;
}

function atLeastZero(value: Decimal): Decimal {
  return value.isNegative() ? new ExactDecimal(0) : value;
}
