import { createHash, randomUUID } from 'node:crypto';
import { simulatorRejectedAddress } from '@portal/contract';
import { cryptoNetworkOf, type CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import { deriveAddress } from '../../platform/crypto-address/derive-address';
import type { CustodySimulator } from './custody-backend';

/*
 * The custody simulator (ADR 043, ADR 044; the embedded default of ADR 051): deposit addresses derived from a hash of
 * (account, network) with the platform's `deriveAddress` (valid addresses of the network, the same every time); on the
 * XRP Ledger one shared address and a destination tag from the same hash. A transfer has a confirmation per
 * `blockSeconds` of the server clock after its block. Incoming transfers get a fresh transaction hash and, when no
 * sender is named, a fresh sender address. A withdrawal is broadcast when the portal sends it (its hash derived from
 * its id), gains a confirmation per block and completes at the required count; the chain rejects, deterministically,
 * transfers to `simulatorRejectedAddress` (failed at that count).
 */

/** Why the simulated chain refused a transfer (stored, shown). */
export const rejectedByNetwork = 'The network rejected the transfer.';

function digest(...parts: readonly string[]): Buffer {
  return createHash('sha256').update(parts.join('|')).digest();
}

function payloadOf(network: CryptoNetworkId, hash: Buffer): Uint8Array {
  return network === 'solana' ? hash.subarray(0, 32) : hash.subarray(0, 20);
}

function transactionHashOf(network: CryptoNetworkId, seed: string): string {
  const hex = digest('transaction', network, seed).toString('hex');
  // Ethereum and Tron explorers show 0x-less or 0x-prefixed 64 hex digits; Bitcoin-like chains 64 hex; Solana base58.
  if (network === 'ethereum') return `0x${hex}`;
  if (network === 'xrpl') return hex.toUpperCase();
  return hex;
}

/** A withdrawal's transaction hash: the same for the same withdrawal, 0x-prefixed on Ethereum. */
function withdrawalHashOf(withdrawalId: string, network: CryptoNetworkId): string {
  const hex = createHash('sha256').update(`crypto-withdrawal:${withdrawalId}`).digest('hex');
  return network === 'ethereum' ? `0x${hex}` : hex;
}

function blockMsOf(network: CryptoNetworkId): number {
  return (cryptoNetworkOf(network)?.blockSeconds ?? 1) * 1000;
}

export function createCustodySimulator(): CustodySimulator {
  return {
    depositAddress(account, network) {
      if (network === 'xrpl') {
        const shared = deriveAddress('xrpl', payloadOf('xrpl', digest('custody', 'xrpl', 'shared')));
        const tag = digest('custody', account.accountCode, account.source, network).readUInt32BE(0) % 4_000_000_000;
        return { address: shared, memo: String(tag + 1) };
      }
      return {
        address: deriveAddress(
          network,
          payloadOf(network, digest('custody', account.accountCode, account.source, network)),
        ),
      };
    },
    confirmationsAt(transfer, at) {
      const elapsed = at.getTime() - transfer.broadcastAt.getTime();
      return elapsed <= 0 ? 0 : Math.floor(elapsed / blockMsOf(transfer.network));
    },
    withdrawalAt(transfer, at) {
      if (at < transfer.sendAt) return { status: 'notSent' };
      const confirmations = Math.min(
        transfer.requiredConfirmations,
        Math.floor((at.getTime() - transfer.sendAt.getTime()) / blockMsOf(transfer.network)),
      );
      const sent = {
        transactionHash: withdrawalHashOf(transfer.withdrawalId, transfer.network),
        broadcastAt: transfer.sendAt,
        confirmations,
      };
      if (confirmations < transfer.requiredConfirmations) return { status: 'broadcast', ...sent };
      return transfer.toAddress.toLowerCase() === simulatorRejectedAddress.toLowerCase()
        ? { status: 'failed', ...sent, failureReason: rejectedByNetwork }
        : { status: 'completed', ...sent };
    },
    incomingTransfer(input) {
      const seed = randomUUID();
      return {
        network: input.network,
        fromAddress:
          input.fromAddress ?? deriveAddress(input.network, payloadOf(input.network, digest('sender', seed))),
        transactionHash: transactionHashOf(input.network, `${seed}|${input.toAddress}|${input.amount}`),
        broadcastAt: input.at,
      };
    },
  };
}
