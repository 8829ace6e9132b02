/*
 * The simulator's own addresses (deposit addresses it hands out, transfers it invents): a valid address of a network
 * made from bytes, so each account and network gets its own address deterministically. Only the FOS simulator and
 * tests use it; a real custody platform hands out its own.
 *
 * `payload`: 20 bytes (a key hash) for every network but Solana, 32 bytes (a public key) for Solana; longer payloads
 * are cut, shorter ones padded with zeros.
 */
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import {
  base58CheckEncode,
  base58Encode,
  bitcoinBase58Alphabet,
  eip55,
  rippleBase58Alphabet,
  segwitEncode,
} from './address-encodings';

function sized(payload: Uint8Array, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set(payload.slice(0, length));
  return bytes;
}

export function deriveAddress(network: CryptoNetworkId, payload: Uint8Array): string {
  const keyHash = sized(payload, 20);
  switch (network) {
    case 'bitcoin':
      return segwitEncode('bc', 0, keyHash);
    case 'litecoin':
      return segwitEncode('ltc', 0, keyHash);
    case 'ethereum':
      return eip55(Buffer.from(keyHash).toString('hex'));
    case 'tron':
      return base58CheckEncode(0x41, keyHash, bitcoinBase58Alphabet);
    case 'xrpl':
      return base58CheckEncode(0, keyHash, rippleBase58Alphabet);
    case 'solana': {
      // A public key of leading zero bytes would be written shorter than 32 characters; keep the first byte non-zero.
      const key = sized(payload, 32);
      key[0] = key[0] === 0 ? 1 : (key[0] ?? 1);
      return base58Encode(key, bitcoinBase58Alphabet);
    }
  }
}
