/*
 * The simulator's own addresses (deposit addresses it hands out, transfers it invents): a valid address of a network
 * made from bytes, so each account and network gets its own address deterministically. Only the FOS simulator and
 * tests use it; a real custody platform hands out its own.
 *
 * `payload`: 20 bytes (a key hash) for every network but Solana, 32 bytes (a public key) for Solana.
 * This first version gives shape-valid strings; the next commit ("Address checksums") encodes them properly (bech32,
 * EIP-55, base58check) with the same signature.
 */
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function toBase58Like(bytes: Uint8Array, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += base58Alphabet[(bytes[index % bytes.length] ?? 0) % 58];
  return text;
}

export function deriveAddress(network: CryptoNetworkId, payload: Uint8Array): string {
  const hex = Buffer.from(payload).toString('hex');
  switch (network) {
    case 'ethereum':
      return `0x${hex.slice(0, 40).padEnd(40, '0')}`;
    case 'bitcoin':
      return `bc1q${hex
        .slice(0, 38)
        .replace(/[1bio]/g, 'q')
        .padEnd(38, 'q')}`;
    case 'litecoin':
      return `ltc1q${hex
        .slice(0, 38)
        .replace(/[1bio]/g, 'q')
        .padEnd(38, 'q')}`;
    case 'tron':
      return `T${toBase58Like(payload, 33)}`;
    case 'solana':
      return toBase58Like(payload, 44);
    case 'xrpl':
      return `r${toBase58Like(payload, 33)}`;
  }
}
