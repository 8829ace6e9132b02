import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/*
 * Proof of a wallet by a signed message (ADR 043): the EIP-191 "personal_sign" a wallet app makes — keccak-256 of
 * "\x19Ethereum Signed Message:\n" + the message's length in bytes + the message — and the address whose key made the
 * signature, recovered with secp256k1. Ethereum only (its addresses are the key's hash).
 */

/** The message an Ethereum wallet signs to prove it is the account's: fixed per wallet (its id is the nonce). */
export function walletSignMessage(accountCode: string, address: string, walletId: string): string {
  return `I own the wallet ${address} and declare it for account ${accountCode}.\nNonce: ${walletId}`;
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex.replace(/^0x/, ''), 'hex'));
}

/** The EIP-191 hash of a message. */
export function personalMessageHash(message: string): Uint8Array {
  const body = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const joined = new Uint8Array(prefix.length + body.length);
  joined.set(prefix);
  joined.set(body, prefix.length);
  return keccak_256(joined);
}

/** The Ethereum address (lower case) of the key that signed `message`, or undefined for a signature that is none. */
export function signerOf(message: string, signature: string): string | undefined {
  const bytes = hexBytes(signature);
  if (bytes.length !== 65) return undefined;
  const v = bytes[64] ?? 0;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  try {
    // The signature's own recovery takes the message hash as it is (no prehash), as Ethereum signs it.
    const key = secp256k1.Signature.fromBytes(bytes.subarray(0, 64), 'compact')
      .addRecoveryBit(recovery)
      .recoverPublicKey(personalMessageHash(message))
      .toBytes(false);
    return `0x${Buffer.from(keccak_256(key.subarray(1)).subarray(12)).toString('hex')}`;
  } catch {
    return undefined;
  }
}
