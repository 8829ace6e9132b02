/*
 * Checks a blockchain address for a network (issue 18 parts 4-6): the one place the deposit, whitelist, wallet and
 * originator checks ask. An address is accepted only when its format, its checksum and its network all hold, and comes
 * back normalised (Ethereum's EIP-55 mixed case, bech32 in lower case), so one address is stored one way.
 *
 * - Bitcoin: base58check P2PKH (version 0, "1…") and P2SH (5, "3…"); segwit `bc1` (BIP 173 bech32 for version 0,
 *   20 or 32 bytes; BIP 350 bech32m for versions 1-16, Taproot among them).
 * - Litecoin: base58check versions 48 ("L…") and 50 ("M…"); segwit `ltc1`. A "3…" address is Bitcoin's (Litecoin
 *   moved its P2SH to "M…"), so it is refused as another network's rather than risk a loss.
 * - Ethereum (ERC-20 tokens too): 0x and 40 hex digits; mixed case must be the EIP-55 checksum; all one case carries
 *   no checksum and is accepted, returned in EIP-55 form.
 * - Tron: base58check version 0x41 ("T…"). XRP Ledger: base58check in the XRP alphabet, version 0 ("r…").
 * - Solana: base58 of a 32-byte public key (no checksum exists).
 */
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import {
  base58CheckDecode,
  base58Decode,
  bitcoinBase58Alphabet,
  eip55,
  rippleBase58Alphabet,
  segwitDecode,
} from './address-encodings';

/** Why an address is refused: not an address of any known shape, a checksum that fails, or another network's. */
export type AddressProblem = 'malformed' | 'checksum' | 'wrongNetwork';

export type AddressCheck =
  { readonly ok: true; readonly address: string } | { readonly ok: false; readonly problem: AddressProblem };

type Reading = AddressCheck | { readonly ok: false; readonly problem: 'malformed' | 'checksum' };

function base58Check(text: string, alphabet: string, versions: readonly number[]): Reading {
  const reading = base58CheckDecode(text, alphabet, 20);
  if (reading.kind === 'malformed' || !versions.includes(reading.version)) return { ok: false, problem: 'malformed' };
  if (reading.kind === 'checksum') return { ok: false, problem: 'checksum' };
  return { ok: true, address: text };
}

function segwit(human: string, text: string): Reading {
  const reading = segwitDecode(human, text);
  if (reading.kind === 'ok') return { ok: true, address: text.toLowerCase() };
  return { ok: false, problem: reading.kind };
}

/** The first reading that accepts, else the most telling refusal (a checksum beats a malformed shape). */
function firstOf(...readings: ReadonlyArray<() => Reading>): Reading {
  let refusal: Reading = { ok: false, problem: 'malformed' };
  for (const read of readings) {
    const reading = read();
    if (reading.ok) return reading;
    if (reading.problem === 'checksum') refusal = reading;
  }
  return refusal;
}

const readers: Record<CryptoNetworkId, (text: string) => Reading> = {
  bitcoin: (text) =>
    firstOf(
      () => base58Check(text, bitcoinBase58Alphabet, [0, 5]),
      () => segwit('bc', text),
    ),
  litecoin: (text) =>
    firstOf(
      () => base58Check(text, bitcoinBase58Alphabet, [48, 50]),
      () => segwit('ltc', text),
    ),
  ethereum: (text) => {
    if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return { ok: false, problem: 'malformed' };
    const digits = text.slice(2);
    const checksummed = eip55(digits);
    if (digits === digits.toLowerCase() || digits === digits.toUpperCase() || text === checksummed) {
      return { ok: true, address: checksummed };
    }
    return { ok: false, problem: 'checksum' };
  },
  tron: (text) => base58Check(text, bitcoinBase58Alphabet, [0x41]),
  xrpl: (text) => base58Check(text, rippleBase58Alphabet, [0]),
  solana: (text) =>
    /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text) && base58Decode(text, bitcoinBase58Alphabet)?.length === 32
      ? { ok: true, address: text }
      : { ok: false, problem: 'malformed' },
};

export function checkAddress(network: CryptoNetworkId, text: string): AddressCheck {
  const address = text.trim();
  const reading = readers[network](address);
  if (reading.ok || reading.problem === 'checksum') return reading;
  const elsewhere = (Object.keys(readers) as CryptoNetworkId[]).some(
    (other) => other !== network && readers[other](address).ok,
  );
  return elsewhere ? { ok: false, problem: 'wrongNetwork' } : reading;
}
