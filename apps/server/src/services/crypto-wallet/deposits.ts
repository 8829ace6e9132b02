import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  ExactDecimal,
  cryptoAssetOf,
  type CryptoDeposit,
  type DepositHoldReason,
  type DepositOriginator,
} from '@portal/contract';
import type { OnChainMovement } from '@portal/contract/domain/crypto/on-chain-movement';
import {
  assetNetworkTermsOf,
  cryptoNetworkOf,
  type CryptoNetworkId,
} from '@portal/contract/domain/crypto/crypto-networks';
import type { Database } from '../../platform/db/db';
import { checkAddress } from '../../platform/crypto-address/check-address';
import { cryptoLedgerAsset, houseCryptoAccount } from '../../platform/money/crypto-ledger';
import type { Publish } from '../../platform/runtime/events';
import { deposit } from '../../platform/money/ledger';
import { inKeysetOrder } from '../../platform/paging/keyset';
import type { CustodyAccount, CustodyBackend } from '../../adapters/custody/custody-backend';
import {
  cryptoWalletLedgerKinds,
  cryptoWalletRefusal,
  type CryptoWalletDependencies,
  type MovementSource,
} from './crypto-wallet-dependencies';
import type { CryptoDepositTable } from './crypto-wallet-tables';
import { depositAddressOf } from './deposit-addresses';

/*
 * Incoming transfers (ADR 043). The custody platform reports a transfer (the simulator: dev support); it is stored once
 * per (network, transaction hash) as `confirming`. The crediting run (a leased job, and dev support after the clock
 * moved) looks at each confirming transfer: once it has its network's confirmations it is, in ONE transaction on the
 * version read, either credited (status completed, the ledger journal `cryptoDeposit.credit` HOUSE:CRYPTO:<code> →
 * the client's CRYPTO:<code>, idempotent per transaction hash, and a holdingMovement event) or held (travel rule: its
 * sender is no declared wallet of the client, or it is below the minimum deposit) until the client declares the
 * originator, which credits it in the same way. A micro-deposit that matches a declared wallet's open proof verifies
 * that wallet and is credited.
 */

export class DepositChanged extends Error {
  constructor(depositId: string) {
    super(`The crypto deposit ${depositId} changed meanwhile`);
    this.name = 'DepositChanged';
  }
}

/** The scheduler's job (start.ts). */
export const cryptoDepositCreditingJob = { name: 'cryptoDepositCrediting', intervalMs: 3_000 } as const;

const depositsPerRun = 500;

function confirmationsOf(custody: CustodyBackend, row: CryptoDepositTable, at: Date): number {
  const seen = custody.confirmationsAt({ network: row.network, broadcastAt: new Date(row.broadcast_at) }, at);
  return Math.min(seen, row.required_confirmations);
}

export function depositView(custody: CustodyBackend, row: CryptoDepositTable, at: Date): CryptoDeposit {
  const confirmations = row.status === 'confirming' ? confirmationsOf(custody, row, at) : row.required_confirmations;
  const originator =
    row.originator_kind === null
      ? null
      : {
          kind: row.originator_kind as 'ownWallet' | 'thirdParty' | 'declaredWallet',
          ...(row.originator_name === null ? {} : { name: row.originator_name }),
          ...(row.originator_relationship === null
            ? {}
            : { relationship: row.originator_relationship as 'family' | 'friend' | 'employer' | 'business' | 'other' }),
          ...(row.originator_country === null ? {} : { country: row.originator_country }),
        };
  return {
    id: row.id,
    direction: 'deposit',
    asset: row.asset as CryptoDeposit['asset'],
    network: row.network,
    amount: new ExactDecimal(row.amount).toFixed(),
    fee: '0',
    counterpartyAddress: row.from_address,
    ...(row.memo === null ? {} : { memo: row.memo }),
    transactionHash: row.transaction_hash,
    confirmations,
    requiredConfirmations: row.required_confirmations,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    heldReason: row.held_reason as DepositHoldReason | null,
    originator,
    walletProof: row.proof_wallet_id !== null,
  };
}

/** The deposits as on-chain movements, for the wallet history (ADR 043: one source among the history's sources). */
export function depositMovementsOf(custody: CustodyBackend, now: () => Date): MovementSource {
  return async (db, account, filter, read) => {
    if (filter.direction === 'withdrawal') return [];
    if (filter.status !== undefined && !['confirming', 'held', 'completed'].includes(filter.status)) return [];
    let query = db
      .selectFrom('crypto_deposit')
      .selectAll()
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source);
    if (filter.asset !== undefined) query = query.where('asset', '=', filter.asset);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status as CryptoDepositTable['status']);
    const rows = await inKeysetOrder(query, { key: 'created_at', id: 'id', direction: 'desc' }, read.after)
      .limit(read.limit)
      .execute();
    const at = now();
    return rows.map((row): OnChainMovement => {
      const {
        heldReason: _heldReason,
        originator: _originator,
        walletProof: _walletProof,
        ...movement
      } = depositView(custody, row, at);
      return movement;
    });
  };
}

/** The account's latest deposits, newest first (the deposit page). */
export async function latestDeposits(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
  filter: { readonly asset?: string; readonly limit: number },
): Promise<CryptoDeposit[]> {
  let query = deps.db
    .selectFrom('crypto_deposit')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source);
  if (filter.asset !== undefined) query = query.where('asset', '=', filter.asset);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  const at = deps.clock.now();
  return rows.map((row) => depositView(deps.custody, row, at));
}

export type SimulatedTransfer = {
  readonly accountCode: string;
  readonly source: 'gateway' | 'fos';
  readonly asset: string;
  readonly network: CryptoNetworkId;
  readonly amount: string;
  readonly fromAddress?: string;
};

/**
 * The simulator's incoming transfer (dev support, tests, seed): to the account's deposit address on the network, from
 * the address given (checked) or a fresh one; recorded as confirming with a new transaction hash.
 */
export async function recordIncomingTransfer(
  deps: CryptoWalletDependencies,
  transfer: SimulatedTransfer,
  at: Date = deps.clock.now(),
): Promise<CryptoDeposit> {
  const terms = assetNetworkTermsOf(transfer.asset, transfer.network);
  const asset = cryptoAssetOf(transfer.asset);
  if (terms === undefined || asset === undefined) throw cryptoWalletRefusal('assetNetworkNotOffered');
  const amount = new ExactDecimal(transfer.amount);
  if (!amount.isPositive() || amount.isZero() || amount.decimalPlaces() > asset.precision) {
    throw new Error(`A transfer of ${transfer.amount} ${transfer.asset} is not an amount of the asset`);
  }
  let fromAddress: string | undefined;
  if (transfer.fromAddress !== undefined) {
    const checked = checkAddress(transfer.network, transfer.fromAddress);
    if (!checked.ok) {
      throw cryptoWalletRefusal(
        checked.problem === 'checksum'
          ? 'addressChecksum'
          : checked.problem === 'wrongNetwork'
            ? 'addressWrongNetwork'
            : 'addressMalformed',
      );
    }
    fromAddress = checked.address;
  }
  const account = { accountCode: transfer.accountCode.toUpperCase(), source: transfer.source };
  const address = await depositAddressOf(deps.db, deps.custody, account, transfer.network, at);
  const incoming = deps.custody.incomingTransfer({
    network: transfer.network,
    toAddress: address.address,
    amount: amount.toFixed(),
    ...(fromAddress === undefined ? {} : { fromAddress }),
    at,
  });
  const row: CryptoDepositTable = {
    id: randomUUID(),
    account_code: account.accountCode,
    source: account.source,
    asset: transfer.asset,
    network: transfer.network,
    amount: amount.toFixed(),
    from_address: incoming.fromAddress,
    to_address: address.address,
    memo: address.memo,
    transaction_hash: incoming.transactionHash,
    broadcast_at: incoming.broadcastAt.toISOString(),
    required_confirmations: requiredConfirmationsOf(transfer.network),
    status: 'confirming',
    held_reason: null,
    originator_kind: null,
    originator_name: null,
    originator_relationship: null,
    originator_country: null,
    proof_wallet_id: null,
    credited_at: null,
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
    version: 0,
  };
  // One row per (network, transaction hash): a report told twice records it once.
  await deps.db
    .insertInto('crypto_deposit')
    .values(row)
    .onConflict((conflict) => conflict.columns(['network', 'transaction_hash']).doNothing())
    .execute();
  return depositView(deps.custody, row, at);
}

function requiredConfirmationsOf(network: CryptoNetworkId): number {
  return cryptoNetworkOf(network)?.confirmations ?? 1;
}

/** Changes a deposit on the version read; another run that changed it first makes this transaction fail. */
async function changeDeposit(
  trx: Transaction<Database>,
  row: CryptoDepositTable,
  patch: Partial<CryptoDepositTable>,
  at: Date,
): Promise<CryptoDepositTable> {
  const changed = { ...row, ...patch, updated_at: at.toISOString(), version: row.version + 1 };
  const result = await trx
    .updateTable('crypto_deposit')
    .set({ ...patch, updated_at: changed.updated_at, version: changed.version })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new DepositChanged(row.id);
  return changed;
}

/** Credits a deposit in the caller's transaction: completed, its journal (once per transaction hash), its event. */
async function creditDeposit(
  trx: Transaction<Database>,
  deps: CryptoWalletDependencies,
  publish: Publish,
  row: CryptoDepositTable,
  patch: Partial<CryptoDepositTable>,
  at: Date,
): Promise<CryptoDepositTable> {
  const credited = await changeDeposit(
    trx,
    row,
    { ...patch, status: 'completed', held_reason: null, credited_at: at.toISOString() },
    at,
  );
  const amount = new ExactDecimal(row.amount);
  await deposit(trx, deps.dialect, {
    accountCode: row.account_code,
    source: row.source,
    asset: cryptoLedgerAsset(row.asset),
    amount,
    reference: `${row.network}:${row.transaction_hash}`,
    at,
    kind: cryptoWalletLedgerKinds.credit,
    houseAccount: houseCryptoAccount(row.asset),
  });
  deps.faults?.afterCreditJournal?.();
  await publish({
    type: 'holdingMovement',
    accountCode: row.account_code,
    source: row.source,
    fields: { code: row.asset, quantity: amount.toFixed(), referenceCode: row.id },
    occurredAt: at,
  });
  return credited;
}

async function lockedDeposit(
  trx: Transaction<Database>,
  deps: CryptoWalletDependencies,
  id: string,
  account?: CustodyAccount,
): Promise<CryptoDepositTable | undefined> {
  let read = trx.selectFrom('crypto_deposit').selectAll().where('id', '=', id);
  if (account !== undefined) {
    read = read.where('account_code', '=', account.accountCode).where('source', '=', account.source);
  }
  if (deps.dialect === 'postgres') read = read.forUpdate();
  return read.executeTakeFirst();
}

/** What a confirmed transfer becomes: credited (declared sender, or a wallet's proof) or held (travel rule). */
async function settleConfirmed(
  trx: Transaction<Database>,
  deps: CryptoWalletDependencies,
  publish: Publish,
  row: CryptoDepositTable,
  at: Date,
): Promise<'credited' | 'held'> {
  const wallet = await trx
    .selectFrom('crypto_declared_wallet')
    .selectAll()
    .where('account_code', '=', row.account_code)
    .where('source', '=', row.source)
    .where('network', '=', row.network)
    .where('address', '=', row.from_address)
    .executeTakeFirst();
  const amount = new ExactDecimal(row.amount);
  const proves =
    wallet?.status === 'proofRequested' &&
    wallet.proof_asset === row.asset &&
    wallet.proof_amount !== null &&
    amount.equals(wallet.proof_amount) &&
    wallet.proof_expires_at !== null &&
    row.broadcast_at <= wallet.proof_expires_at;
  if (wallet !== undefined && proves) {
    await trx
      .updateTable('crypto_declared_wallet')
      .set({ status: 'verified', verified_at: at.toISOString() })
      .where('id', '=', wallet.id)
      .execute();
    await creditDeposit(trx, deps, publish, row, { originator_kind: 'declaredWallet', proof_wallet_id: wallet.id }, at);
    return 'credited';
  }
  const minimum = assetNetworkTermsOf(row.asset, row.network)?.minimumDeposit ?? '0';
  if (wallet !== undefined && amount.greaterThanOrEqualTo(minimum)) {
    await creditDeposit(trx, deps, publish, row, { originator_kind: 'declaredWallet' }, at);
    return 'credited';
  }
  await changeDeposit(
    trx,
    row,
    { status: 'held', held_reason: wallet === undefined ? 'undeclaredOriginator' : 'belowMinimum' },
    at,
  );
  return 'held';
}

/**
 * The crediting run: each confirming transfer that has its confirmations now is credited or held, one transaction
 * each on the version read. Runs concurrently with itself safely: the loser of a race changes nothing.
 */
export async function runDepositCrediting(
  deps: CryptoWalletDependencies,
): Promise<{ readonly credited: number; readonly held: number }> {
  const now = deps.clock.now();
  const confirming = await deps.db
    .selectFrom('crypto_deposit')
    .selectAll()
    .where('status', '=', 'confirming')
    .orderBy('created_at')
    .limit(depositsPerRun)
    .execute();
  let credited = 0;
  let held = 0;
  for (const candidate of confirming) {
    if (confirmationsOf(deps.custody, candidate, now) < candidate.required_confirmations) continue;
    try {
      const outcome = await deps.events.inTransaction(deps.db, async (trx, publish) => {
        const row = await lockedDeposit(trx, deps, candidate.id);
        if (row?.status !== 'confirming' || row.version !== candidate.version) throw new DepositChanged(candidate.id);
        return settleConfirmed(trx, deps, publish, row, now);
      });
      if (outcome === 'credited') credited += 1;
      else held += 1;
    } catch (error) {
      // Settled by another run meanwhile: nothing of this one stays.
      if (!(error instanceof DepositChanged)) throw error;
    }
  }
  return { credited, held };
}

/**
 * The client declares where a held deposit came from (travel rule): their own wallet (declared now, unverified) or a
 * third party; the deposit is credited in the same transaction.
 */
export async function declareDepositOriginator(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
  depositId: string,
  originator: DepositOriginator,
): Promise<CryptoDeposit> {
  const at = deps.clock.now();
  try {
    const credited = await deps.events.inTransaction(deps.db, async (trx, publish) => {
      const row = await lockedDeposit(trx, deps, depositId, account);
      if (row === undefined) throw cryptoWalletRefusal('depositNotFound');
      if (row.status !== 'held') throw cryptoWalletRefusal('depositNotHeld');
      if (originator.kind === 'ownWallet') {
        await trx
          .insertInto('crypto_declared_wallet')
          .values({
            id: randomUUID(),
            account_code: row.account_code,
            source: row.source,
            network: row.network,
            address: row.from_address,
            label: originator.label,
            status: 'unverified',
            proof_asset: null,
            proof_amount: null,
            proof_expires_at: null,
            verified_at: null,
            declared_at: at.toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['account_code', 'source', 'network', 'address']).doNothing())
          .execute();
        return creditDeposit(trx, deps, publish, row, { originator_kind: 'ownWallet' }, at);
      }
      return creditDeposit(
        trx,
        deps,
        publish,
        row,
        {
          originator_kind: 'thirdParty',
          originator_name: originator.name,
          originator_relationship: originator.relationship,
          originator_country: originator.country,
        },
        at,
      );
    });
    return depositView(deps.custody, credited, at);
  } catch (error) {
    if (error instanceof DepositChanged) throw cryptoWalletRefusal('depositNotHeld');
    throw error;
  }
}
