import { randomUUID } from 'node:crypto';
import { maximumDestinationTag, maximumWhitelistedAddresses, type WhitelistedAddress } from '@portal/contract';
import { cryptoNetworkOf, whitelistCoolingOffHours } from '@portal/contract/domain/crypto/crypto-networks';
import type { Kysely, Transaction } from 'kysely';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import { checkAddress } from '../../platform/crypto-address/check-address';
import type { Database } from '../../platform/db/db';
import type { OrderAccount } from '../../platform/orders/place-order';
import { cryptoWithdrawalRefusal, type CryptoWithdrawalDependencies } from './crypto-withdrawal-dependencies';
import type { CryptoWhitelistAddressTable } from './crypto-withdrawal-tables';
import { termsOf } from './withdrawal-rules';
import { whitelistedAddressView } from './withdrawal-view';

/*
 * The withdrawal whitelist (ADR 044): an address is checked for its network (format, checksum, another network's:
 * each its code), added under a step-up grant consumed in the same transaction, and usable only after a cooling-off
 * of whitelistCoolingOffHours on the server clock. At most maximumWhitelistedAddresses; an address is listed once.
 */

export type AddressRequest = {
  readonly asset: string;
  readonly network: string;
  readonly address: string;
  readonly destinationTag?: string | undefined;
  readonly label: string;
};

/** The step-up the caller proves inside the write's transaction (consumeStepUp; a no-op in some tests). */
export type Authorise = (trx: Transaction<Database>, at: Date) => Promise<void>;

const coolingOffMs = whitelistCoolingOffHours * 3_600_000;

function destinationTagOf(network: string, tag: string | undefined): string | null {
  const given = tag === undefined || tag === '' ? undefined : tag;
  if (cryptoNetworkOf(network)?.memo !== 'destinationTag') {
    if (given !== undefined) throw cryptoWithdrawalRefusal('invalidDestinationTag');
    return null;
  }
  if (given === undefined) return null;
  if (!/^\d{1,10}$/.test(given) || Number(given) > maximumDestinationTag) {
    throw cryptoWithdrawalRefusal('invalidDestinationTag');
  }
  return String(Number(given));
}

export function activeKeyOf(
  account: OrderAccount,
  asset: string,
  network: string,
  address: string,
  tag: string | null,
) {
  return [account.accountCode.toUpperCase(), account.source, asset, network, address, tag ?? ''].join('|');
}

/** Checks an address request; answers the normalised address and tag (each problem its code, nothing written). */
export function checkAddressRequest(request: AddressRequest): { address: string; destinationTag: string | null } {
  const terms = termsOf(request.asset, request.network);
  const label = request.label.trim();
  if (label.length === 0 || label.length > 40) throw cryptoWithdrawalRefusal('invalidLabel');
  const checked = checkAddress(terms.network, request.address);
  if (!checked.ok) {
    throw cryptoWithdrawalRefusal(
      checked.problem === 'checksum'
        ? 'addressChecksum'
        : checked.problem === 'wrongNetwork'
          ? 'addressWrongNetwork'
          : 'addressMalformed',
    );
  }
  return { address: checked.address, destinationTag: destinationTagOf(terms.network, request.destinationTag) };
}

export async function addWhitelistedAddress(
  deps: CryptoWithdrawalDependencies,
  account: OrderAccount,
  request: AddressRequest,
  authorise: Authorise,
): Promise<WhitelistedAddress> {
  const { address, destinationTag } = checkAddressRequest(request);
  const now = deps.clock.now();
  const key = activeKeyOf(account, request.asset, request.network, address, destinationTag);
  const row: CryptoWhitelistAddressTable = {
    id: `WA${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
    account_code: account.accountCode.toUpperCase(),
    source: account.source,
    asset: request.asset,
    network: request.network,
    address,
    destination_tag: destinationTag,
    label: request.label.trim(),
    added_at: now.toISOString(),
    available_from: new Date(now.getTime() + coolingOffMs).toISOString(),
    removed_at: null,
    active_key: key,
  };
  await deps.db.transaction().execute(async (trx) => {
    await lockAccountForUpdate(trx, { accountCode: row.account_code, source: row.source }, deps.dialect);
    const listed = await activeAddresses(trx, account);
    if (listed.some((candidate) => candidate.active_key === key)) {
      throw cryptoWithdrawalRefusal('addressAlreadyWhitelisted');
    }
    if (listed.length >= maximumWhitelistedAddresses) throw cryptoWithdrawalRefusal('tooManyAddresses');
    await authorise(trx, now);
    const inserted = await trx
      .insertInto('crypto_whitelist_address')
      .values(row)
      .onConflict((conflict) => conflict.column('active_key').doNothing())
      .executeTakeFirst();
    // The same address added twice at once: the second finds it listed.
    if (inserted.numInsertedOrUpdatedRows === 0n) throw cryptoWithdrawalRefusal('addressAlreadyWhitelisted');
  });
  return whitelistedAddressView(row, now);
}

function activeAddresses(db: Kysely<Database> | Transaction<Database>, account: OrderAccount) {
  return db
    .selectFrom('crypto_whitelist_address')
    .selectAll()
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .where('removed_at', 'is', null)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function whitelistedAddresses(
  deps: Pick<CryptoWithdrawalDependencies, 'db' | 'clock'>,
  account: OrderAccount,
): Promise<WhitelistedAddress[]> {
  const now = deps.clock.now();
  return (await activeAddresses(deps.db, account)).map((row) => whitelistedAddressView(row, now));
}

/** Removes a listed address of the account (VA611 when it has none such); withdrawals placed to it keep going. */
export async function removeWhitelistedAddress(
  deps: CryptoWithdrawalDependencies,
  account: OrderAccount,
  addressId: string,
): Promise<void> {
  const removed = await deps.db
    .updateTable('crypto_whitelist_address')
    .set({ removed_at: deps.clock.now().toISOString(), active_key: null })
    .where('id', '=', addressId)
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (removed.numUpdatedRows !== 1n) throw cryptoWithdrawalRefusal('addressNotWhitelisted');
}
