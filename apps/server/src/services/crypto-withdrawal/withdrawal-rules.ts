import { ExactDecimal, cryptoAssetOf } from '@portal/contract';
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';
import {
  assetNetworkTerms,
  assetNetworkTermsOf,
  type AssetNetworkTerms,
} from '@portal/contract/domain/crypto/crypto-networks';
import type { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';
import { marketDayOf } from '../../platform/market/market-calendar';
import type { OrderAccount } from '../../platform/orders/place-order';
import { cryptoWithdrawalRefusal } from './crypto-withdrawal-dependencies';

/*
 * The terms of a withdrawal (ADR 044): the amount (a plain decimal, positive, at most the asset's precision, at least
 * the network's minimum), the fee on top, and the daily limit per asset on the Hong Kong calendar day, counting
 * pending, processing and completed withdrawals.
 */

export const withdrawalTimeZone = 'Asia/Hong_Kong';

export function hongKongDayOf(moment: Date): string {
  return marketDayOf(moment, withdrawalTimeZone);
}

/** The amount asked for, checked against the asset and network (VA621-VA623). */
export function checkedAmount(text: string, terms: AssetNetworkTerms): Decimal {
  const asset = cryptoAssetOf(terms.asset);
  if (!isPlainDecimal(text)) throw cryptoWithdrawalRefusal('invalidAmount');
  const amount = new ExactDecimal(text);
  if (amount.lte(0)) throw cryptoWithdrawalRefusal('invalidAmount');
  if (asset === undefined || amount.decimalPlaces() > asset.precision)
    throw cryptoWithdrawalRefusal('amountTooPrecise');
  if (amount.lt(terms.minimumWithdrawal)) throw cryptoWithdrawalRefusal('amountBelowMinimum');
  return amount;
}

export function termsOf(asset: string, network: string): AssetNetworkTerms {
  const terms = assetNetworkTermsOf(asset, network);
  if (terms === undefined) throw cryptoWithdrawalRefusal('networkNotOffered');
  return terms;
}

/** The daily limit of an asset: the same on each of its networks (crypto-networks.ts), the first one's. */
export function dailyLimitOf(asset: string): Decimal {
  const terms = assetNetworkTerms.find((candidate) => candidate.asset === asset);
  return new ExactDecimal(terms?.dailyWithdrawalLimit ?? '0');
}

/** What the account withdrew of an asset on a Hong Kong day: pending, processing and completed amounts. */
export async function usedOnDay(
  db: Kysely<Database> | Transaction<Database>,
  account: OrderAccount,
  asset: string,
  day: string,
): Promise<Decimal> {
  const rows = await db
    .selectFrom('crypto_withdrawal')
    .select('amount')
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .where('asset', '=', asset)
    .where('hk_day', '=', day)
    .where('status', 'in', ['pending', 'processing', 'completed'])
    .execute();
  return rows.reduce<Decimal>((sum, row) => sum.plus(row.amount), new ExactDecimal(0));
}
