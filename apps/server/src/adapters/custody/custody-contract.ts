import { simulatorRejectedAddress } from '@portal/contract';
import { cryptoNetworkIds, cryptoNetworkOf } from '@portal/contract/domain/crypto/crypto-networks';
import { checkAddress } from '../../platform/crypto-address/check-address';
import { describeContract, type ContractClause } from '../contract-suite';
import type { CustodyAccount, CustodyBackend, OutgoingTransfer, OutgoingTransferState } from './custody-backend';

/*
 * What any custody platform and chain must do (ADR 051): deposit addresses that are valid, stable and the account's
 * own; confirmations that start at the transfer's block and only grow; and withdrawals that the chain knows nothing of
 * before they are sent, then confirms block by block up to the count that makes them final, and ends once.
 */

const accounts: readonly CustodyAccount[] = [
  { accountCode: 'V20001', source: 'fos' },
  { accountCode: 'V20002', source: 'fos' },
  { accountCode: 'C10001', source: 'gateway' },
];

const sentAt = new Date('2025-06-02T02:00:00Z');
const minuteMs = 60_000;
/** Instants around a transfer's block or send: before, at it, and through the blocks after. */
const offsetsMs = [
  -minuteMs,
  -1,
  0,
  1,
  999,
  1_000,
  ...[0.05, 0.2, 1, 5, 12, 30, 60, 180, 1440].map((m) => m * minuteMs),
];

/**
 * One withdrawal a network, of the network's required confirmations, to an address the custody platform issued, and
 * one to the address the simulator's chain refuses (a real chain may take it: either end is allowed).
 */
function outgoingTransfersOf(custody: CustodyBackend): OutgoingTransfer[] {
  const toEach = cryptoNetworkIds.map((network) => ({
    withdrawalId: `CX-contract-${network}`,
    network,
    toAddress: custody.depositAddress({ accountCode: 'V29999', source: 'fos' }, network).address,
    amount: '1.5',
    sendAt: sentAt,
    requiredConfirmations: cryptoNetworkOf(network)?.confirmations ?? 1,
  }));
  const refused: OutgoingTransfer = {
    withdrawalId: 'CX-contract-refused',
    network: 'ethereum',
    toAddress: simulatorRejectedAddress,
    amount: '1.5',
    sendAt: sentAt,
    requiredConfirmations: cryptoNetworkOf('ethereum')?.confirmations ?? 1,
  };
  return [...toEach, refused];
}

type Answer = { readonly at: Date; readonly state: OutgoingTransferState };
const answersOf = (custody: CustodyBackend, transfer: OutgoingTransfer): Answer[] =>
  offsetsMs.map((offset) => {
    const at = new Date(transfer.sendAt.getTime() + offset);
    return { at, state: custody.withdrawalAt(transfer, at) };
  });
const named = (transfer: OutgoingTransfer, { at, state }: Answer) =>
  `${transfer.network} at ${at.toISOString()}: ${JSON.stringify(state)}`;
const final = (state: OutgoingTransferState) => state.status === 'completed' || state.status === 'failed';

export const custodyContract: readonly ContractClause<CustodyBackend>[] = [
  {
    says: "gives an account one deposit address a network, valid there, the same on every call, and no other account's",
    problemsOf(custody) {
      const problems: string[] = [];
      for (const network of cryptoNetworkIds) {
        const seen = new Map<string, string>();
        for (const account of accounts) {
          const issued = custody.depositAddress(account, network);
          const again = custody.depositAddress(account, network);
          if (JSON.stringify(again) !== JSON.stringify(issued)) problems.push(`${network}: changed between calls`);
          if (!checkAddress(network, issued.address).ok) problems.push(`${network}: ${issued.address} is not valid`);
          const key = `${issued.address}|${issued.memo ?? ''}`;
          const owner = seen.get(key);
          if (owner !== undefined) problems.push(`${network}: ${account.accountCode} got ${owner}'s ${key}`);
          seen.set(key, account.accountCode);
        }
      }
      return problems;
    },
  },
  {
    says: 'counts no confirmation of a transfer before or in its own block, and only more of them as time passes',
    problemsOf(custody) {
      const problems: string[] = [];
      for (const network of cryptoNetworkIds) {
        let before = -1;
        for (const offset of offsetsMs) {
          const at = new Date(sentAt.getTime() + offset);
          const count = custody.confirmationsAt({ network, broadcastAt: sentAt }, at);
          if (!Number.isInteger(count) || count < 0) problems.push(`${network} at ${at.toISOString()}: ${count}`);
          if (offset <= 0 && count !== 0) problems.push(`${network} confirmed ${count} at ${at.toISOString()}`);
          if (count < before) problems.push(`${network} went from ${before} to ${count} at ${at.toISOString()}`);
          before = count;
        }
      }
      return problems;
    },
  },
  {
    says: 'knows nothing of a withdrawal before it is sent: no transaction, no confirmation',
    problemsOf(custody) {
      return outgoingTransfersOf(custody).flatMap((transfer) =>
        answersOf(custody, transfer)
          .filter((answer) => answer.at < transfer.sendAt && answer.state.status !== 'notSent')
          .map((answer) => named(transfer, answer)),
      );
    },
  },
  {
    says: 'confirms a sent withdrawal block by block, never back, never past its required count, with one transaction',
    problemsOf(custody) {
      const problems: string[] = [];
      for (const transfer of outgoingTransfersOf(custody)) {
        let before: OutgoingTransferState | undefined;
        for (const answer of answersOf(custody, transfer)) {
          const { state } = answer;
          if (state.status !== 'notSent') {
            if (state.confirmations > transfer.requiredConfirmations || state.confirmations < 0) {
              problems.push(`confirmations out of range: ${named(transfer, answer)}`);
            }
            if (state.transactionHash.trim() === '') problems.push(`no transaction: ${named(transfer, answer)}`);
          }
          if (before !== undefined && before.status !== 'notSent') {
            if (state.status === 'notSent') problems.push(`unsent again: ${named(transfer, answer)}`);
            else if (state.confirmations < before.confirmations || state.transactionHash !== before.transactionHash) {
              problems.push(`went back or changed its transaction: ${named(transfer, answer)}`);
            }
          }
          before = state;
        }
      }
      return problems;
    },
  },
  {
    says: 'ends a withdrawal only at its required confirmations, once: completed, or failed with the reason',
    problemsOf(custody) {
      const problems: string[] = [];
      for (const transfer of outgoingTransfersOf(custody)) {
        let ended: OutgoingTransferState | undefined;
        for (const answer of answersOf(custody, transfer)) {
          const { state } = answer;
          if (final(state) && state.status !== 'notSent' && state.confirmations < transfer.requiredConfirmations) {
            problems.push(`ended early: ${named(transfer, answer)}`);
          }
          if (state.status === 'failed' && state.failureReason.trim() === '') problems.push(named(transfer, answer));
          if (ended !== undefined && state.status !== ended.status)
            problems.push(`ended twice: ${named(transfer, answer)}`);
          if (ended === undefined && final(state)) ended = state;
        }
        if (ended === undefined) problems.push(`${transfer.network}: never ended within a day of being sent`);
      }
      return problems;
    },
  },
  {
    says: 'answers the same when asked again at the same instant',
    problemsOf(custody) {
      return outgoingTransfersOf(custody).flatMap((transfer) =>
        answersOf(custody, transfer)
          .filter(
            (answer) => JSON.stringify(custody.withdrawalAt(transfer, answer.at)) !== JSON.stringify(answer.state),
          )
          .map((answer) => named(transfer, answer)),
      );
    },
  },
];

export function describeCustodyContract(makeCustody: () => CustodyBackend): void {
  describeContract('the custody and chain contract', custodyContract, makeCustody);
}
