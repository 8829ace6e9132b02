import {
  ExactDecimal,
  cryptoWithdrawalPendingSeconds,
  type CryptoWithdrawal,
  type CryptoWithdrawalStatus,
} from '@portal/contract';
import { cryptoNetworkOf } from '@portal/contract/domain/crypto/crypto-networks';
import type { Transaction } from 'kysely';
import type { CustodyBackend } from '../../adapters/custody/custody-backend';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { releaseHold, settleHold } from '../../platform/money/ledger';
import type { OrderAccount } from '../../platform/orders/place-order';
import { sendAccountNotice } from '../account-notice/public';
import {
  chainAccount,
  cryptoLedgerAsset,
  cryptoWithdrawalLedgerKinds,
  cryptoWithdrawalRefusal,
  type CryptoWithdrawalDependencies,
} from './crypto-withdrawal-dependencies';
import type { CryptoWithdrawalTable } from './crypto-withdrawal-tables';
import { publishHoldingUpdate } from './withdrawal-events';
import { cryptoWithdrawalView } from './withdrawal-view';

/*
 * A withdrawal after placement (ADR 044), each change ONE transaction made on the version read (locked on PostgreSQL),
 * so a cancel racing the simulator changes it once and releases once:
 *   pending → cancelled (the client, while pending: the hold released, cryptoWithdrawal.release)
 *   pending → processing (sent to the chain cryptoWithdrawalPendingSeconds after placement and broadcast there: a
 *     transaction hash; confirmations grow block by block; the custody adapter says, ADR 051)
 *   processing → completed (the required confirmations reached: the hold settled to the chain, cryptoWithdrawal.settle,
 *     holdingMovement) or failed (the network refused it, with its reason: released; the simulated chain rejects
 *     transfers to simulatorRejectedAddress).
 */

/** The scheduler's job (start.ts). */
export const cryptoWithdrawalJob = { name: 'cryptoWithdrawalChain', intervalMs: 3_000 } as const;

/** Another change came first (the version read is gone): the caller reads the withdrawal again. */
export class CryptoWithdrawalChanged extends Error {}

/** A probe for tests: runs in a change's transaction after its posting (a failure there must leave nothing). */
export type ChangeProbe = (trx: Transaction<Database>) => Promise<void>;

/** A withdrawal's columns the chain moves. */
type ChainState = Pick<
  CryptoWithdrawalTable,
  'status' | 'transaction_hash' | 'broadcast_at' | 'confirmations' | 'failure_reason'
>;

/**
 * Where a withdrawal stands at `now` on the chain (the custody adapter, ADR 051), from where it stood: it is sent
 * cryptoWithdrawalPendingSeconds after placement (the client's window to cancel), then broadcast, confirmed, and
 * completed or failed. A withdrawal that ended stays as it is.
 */
export function chainStateOf(custody: CustodyBackend, row: CryptoWithdrawalTable, now: Date): ChainState {
  const same: ChainState = {
    status: row.status,
    transaction_hash: row.transaction_hash,
    broadcast_at: row.broadcast_at,
    confirmations: row.confirmations,
    failure_reason: row.failure_reason,
  };
  // Written from a whitelisted address, so of a known network; an unknown one is never sent.
  const network = cryptoNetworkOf(row.network)?.id;
  if (network === undefined || (row.status !== 'pending' && row.status !== 'processing')) return same;
  const sendAt =
    row.broadcast_at ??
    new Date(new Date(row.created_at).getTime() + cryptoWithdrawalPendingSeconds * 1000).toISOString();
  const chain = custody.withdrawalAt(
    {
      withdrawalId: row.id,
      network,
      toAddress: row.address,
      amount: row.amount,
      sendAt: new Date(sendAt),
      requiredConfirmations: row.required_confirmations,
    },
    now,
  );
  if (chain.status === 'notSent') return same;
  const status: CryptoWithdrawalStatus = chain.status === 'broadcast' ? 'processing' : chain.status;
  return {
    status,
    transaction_hash: row.transaction_hash ?? chain.transactionHash,
    broadcast_at: row.broadcast_at ?? chain.broadcastAt.toISOString(),
    confirmations: chain.confirmations,
    failure_reason: chain.status === 'failed' ? chain.failureReason : null,
  };
}

async function readForChange(trx: Transaction<Database>, deps: CryptoWithdrawalDependencies, id: string) {
  let read = trx.selectFrom('crypto_withdrawal').selectAll().where('id', '=', id);
  if (deps.dialect === 'postgres') read = read.forUpdate();
  return read.executeTakeFirst();
}

/** Writes the change on the version read, then the ledger: settled when completed, released when failed/cancelled. */
async function applyChange(
  deps: CryptoWithdrawalDependencies,
  trx: Transaction<Database>,
  publish: Publish,
  row: CryptoWithdrawalTable,
  next: ChainState,
  at: Date,
): Promise<CryptoWithdrawalTable> {
  const updated = await trx
    .updateTable('crypto_withdrawal')
    .set({ ...next, updated_at: at.toISOString(), version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) throw new CryptoWithdrawalChanged(row.id);
  const account: OrderAccount = { accountCode: row.account_code, source: row.source };
  const movement = {
    ...account,
    asset: cryptoLedgerAsset(row.asset),
    amount: new ExactDecimal(row.amount).plus(row.fee),
    reference: row.id,
    at,
  };
  if (next.status === 'completed') {
    await settleHold(trx, deps.dialect, {
      ...movement,
      houseAccount: chainAccount(row.asset),
      kind: cryptoWithdrawalLedgerKinds.settle,
    });
    await publish({
      type: 'holdingMovement',
      ...account,
      fields: { code: row.asset, quantity: movement.amount.negated().toFixed(), referenceCode: row.id },
      occurredAt: at,
    });
    await publishHoldingUpdate(trx, publish, account, row.asset);
  } else if (next.status === 'failed' || next.status === 'cancelled') {
    await releaseHold(trx, deps.dialect, { ...movement, kind: cryptoWithdrawalLedgerKinds.release });
    await publishHoldingUpdate(trx, publish, account, row.asset);
  }
  return { ...row, ...next, updated_at: at.toISOString(), version: row.version + 1 };
}

/** The notice of a withdrawal that ended (after its commit; not part of the change). */
async function noticeOfEnd(deps: CryptoWithdrawalDependencies, row: CryptoWithdrawalTable): Promise<void> {
  if (deps.messaging === undefined) return;
  if (row.status !== 'completed' && row.status !== 'failed' && row.status !== 'cancelled') return;
  try {
    await sendAccountNotice(
      { db: deps.db, clock: deps.clock, messaging: deps.messaging },
      {
        accountCode: row.account_code,
        source: row.source,
      },
      {
        kind: 'virtualAssetWithdrawal',
        params: { amount: row.amount, asset: row.asset, address: row.address, status: row.status },
      },
    );
  } catch {
    // A notice is not part of the change; the next one still goes out.
  }
}

/** Cancels a pending withdrawal of the account (VA631 none such, VA632 no longer pending); the hold is released. */
export async function cancelCryptoWithdrawal(
  deps: CryptoWithdrawalDependencies,
  account: OrderAccount,
  withdrawalId: string,
  probe?: ChangeProbe,
): Promise<CryptoWithdrawal> {
  const at = deps.clock.now();
  const row = await deps.events.inTransaction(deps.db, async (trx, publish) => {
    const read = await readForChange(trx, deps, withdrawalId);
    if (
      read === undefined ||
      read.account_code !== account.accountCode.toUpperCase() ||
      read.source !== account.source
    ) {
      throw cryptoWithdrawalRefusal('withdrawalNotFound');
    }
    if (read.status !== 'pending' || chainStateOf(deps.custody, read, at).status !== 'pending') {
      throw cryptoWithdrawalRefusal('withdrawalNotCancellable');
    }
    let changed: CryptoWithdrawalTable;
    try {
      changed = await applyChange(
        deps,
        trx,
        publish,
        read,
        { ...chainStateOf(deps.custody, read, at), status: 'cancelled' },
        at,
      );
    } catch (error) {
      if (error instanceof CryptoWithdrawalChanged) throw cryptoWithdrawalRefusal('withdrawalNotCancellable');
      throw error;
    }
    if (probe !== undefined) await probe(trx);
    return changed;
  });
  await noticeOfEnd(deps, row);
  return cryptoWithdrawalView(row);
}

/**
 * Moves one withdrawal to where it stands now on the simulated chain, on the version the caller read; answers the row
 * after (unchanged when nothing moved). Throws CryptoWithdrawalChanged when another change came first.
 */
export async function advanceWithdrawal(
  deps: CryptoWithdrawalDependencies,
  candidate: CryptoWithdrawalTable,
  probe?: ChangeProbe,
): Promise<CryptoWithdrawalTable> {
  const at = deps.clock.now();
  const next = chainStateOf(deps.custody, candidate, at);
  if (
    next.status === candidate.status &&
    next.confirmations === candidate.confirmations &&
    next.transaction_hash === candidate.transaction_hash
  ) {
    return candidate;
  }
  const row = await deps.events.inTransaction(deps.db, async (trx, publish) => {
    const read = await readForChange(trx, deps, candidate.id);
    if (read?.version !== candidate.version) throw new CryptoWithdrawalChanged(candidate.id);
    const changed = await applyChange(deps, trx, publish, read, next, at);
    if (probe !== undefined) await probe(trx);
    return changed;
  });
  await noticeOfEnd(deps, row);
  return row;
}

/** The chain's run (a leased job every 3 s; dev support's advance): every open withdrawal, oldest first. */
export async function runWithdrawalChain(deps: CryptoWithdrawalDependencies): Promise<{ moved: number }> {
  const open = await deps.db
    .selectFrom('crypto_withdrawal')
    .selectAll()
    .where('status', 'in', ['pending', 'processing'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(500)
    .execute();
  let moved = 0;
  for (const candidate of open) {
    try {
      const after = await advanceWithdrawal(deps, candidate);
      if (after.version !== candidate.version) moved += 1;
    } catch (error) {
      // Cancelled meanwhile: the next run reads it again.
      if (!(error instanceof CryptoWithdrawalChanged)) throw error;
    }
  }
  return { moved };
}
