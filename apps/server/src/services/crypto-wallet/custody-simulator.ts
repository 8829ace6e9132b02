import { createHash, randomUUID } from 'node:crypto';
import { cryptoNetworkOf, type CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import { deriveAddress } from '../../platform/crypto-address/derive-address';
import type { CustodySimulator } from './custody-backend';

/*
 * The custody simulator (ADR 043): deposit addresses derived from a hash of (account, network) with the platform's
 * `deriveAddress` (valid addresses of the network, the same every time); on the XRP Ledger one shared address and a
 * destination tag from the same hash. A transfer has a confirmation per `blockSeconds` of the server clock after its
 * block. Incoming transfers get a fresh transaction hash and, when no sender is named, a fresh sender address.
 */

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
      const blockSeconds = cryptoNetworkOf(transfer.network)?.blockSeconds ?? 1;
      const elapsed = at.getTime() - transfer.broadcastAt.getTime();
      return elapsed <= 0 ? 0 : Math.floor(elapsed / (blockSeconds * 1000));
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
