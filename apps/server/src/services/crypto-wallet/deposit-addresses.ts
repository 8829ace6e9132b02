import type { Kysely, Transaction } from 'kysely';
import type { CryptoDepositAddress } from '@portal/contract';
import {
  assetNetworkTermsOf,
  cryptoNetworkOf,
  type CryptoNetworkId,
} from '@portal/contract/domain/crypto/crypto-networks';
import type { CryptoAssetCode } from '@portal/contract/domain/crypto/crypto-assets';
import type { Database } from '../../platform/db/db';
import type { CustodyAccount, CustodyBackend } from '../../adapters/custody/custody-backend';
import type { CryptoDepositAddressTable } from './crypto-wallet-tables';
import { cryptoWalletRefusal } from './crypto-wallet-dependencies';

/*
 * Deposit addresses (ADR 043): one per account and network, asked of the custody platform the first time and kept,
 * so the client's address never changes under them (ERC-20 tokens share the Ethereum one; the XRP Ledger's is a shared
 * address and the account's destination tag).
 */

/** The account's stored address on a network, issued now when it has none (a twin issuing at once stores one). */
export async function depositAddressOf(
  db: Kysely<Database> | Transaction<Database>,
  custody: CustodyBackend,
  account: CustodyAccount,
  network: CryptoNetworkId,
  at: Date,
): Promise<CryptoDepositAddressTable> {
  const read = () =>
    db
      .selectFrom('crypto_deposit_address')
      .selectAll()
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .where('network', '=', network)
      .executeTakeFirst();
  const stored = await read();
  if (stored !== undefined) return stored;
  const issued = custody.depositAddress(account, network);
  await db
    .insertInto('crypto_deposit_address')
    .values({
      account_code: account.accountCode,
      source: account.source,
      network,
      address: issued.address,
      memo: issued.memo ?? null,
      issued_at: at.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['account_code', 'source', 'network']).doNothing())
    .execute();
  const written = await read();
  if (written === undefined)
    throw new Error(`The deposit address of ${account.accountCode} on ${network} is not there`);
  return written;
}

/** The deposit address of an asset on a network with its terms; refused when the asset does not move there. */
export async function depositAddressFor(
  db: Kysely<Database>,
  custody: CustodyBackend,
  account: CustodyAccount,
  asset: CryptoAssetCode,
  network: CryptoNetworkId,
  at: Date,
): Promise<CryptoDepositAddress> {
  const terms = assetNetworkTermsOf(asset, network);
  const definition = cryptoNetworkOf(network);
  if (terms === undefined || definition === undefined) throw cryptoWalletRefusal('assetNetworkNotOffered');
  const row = await depositAddressOf(db, custody, account, network, at);
  return {
    asset,
    network,
    address: row.address,
    ...(row.memo === null ? {} : { memo: row.memo }),
    minimumDeposit: terms.minimumDeposit,
    confirmations: definition.confirmations,
    issuedAt: row.issued_at,
  };
}
