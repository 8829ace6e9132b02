/*
 * Checks a blockchain address for a network (issue 18 parts 4-6): the one place the deposit, whitelist, wallet and
 * originator checks ask. An address is accepted only when its format, its checksum and its network all hold, and comes
 * back normalised (Ethereum's EIP-55 mixed case, Bitcoin's bech32 in lower case), so one address is stored one way.
 *
 * This first version checks the shape of each format; the checksums (EIP-55, bech32/bech32m, base58check) replace
 * the shapes in the next commit, with the same answers.
 */
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';

/** Why an address is refused: not an address of any known shape, a checksum that fails, or another network's. */
export type AddressProblem = 'malformed' | 'checksum' | 'wrongNetwork';

export type AddressCheck =
  { readonly ok: true; readonly address: string } | { readonly ok: false; readonly problem: AddressProblem };

const base58 = '[1-9A-HJ-NP-Za-km-z]';
const shapes: Record<CryptoNetworkId, RegExp> = {
  bitcoin: new RegExp(`^(?:[13]${base58}{25,34}|bc1[02-9ac-hj-np-z]{11,71})$`, 'i'),
  litecoin: new RegExp(`^(?:[LM3]${base58}{26,33}|ltc1[02-9ac-hj-np-z]{11,71})$`, 'i'),
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  tron: new RegExp(`^T${base58}{33}$`),
  solana: new RegExp(`^${base58}{32,44}$`),
  xrpl: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
};

export function checkAddress(network: CryptoNetworkId, text: string): AddressCheck {
  const address = text.trim();
  if (shapes[network].test(address)) {
    return { ok: true, address: address.toLowerCase().startsWith('bc1') ? address.toLowerCase() : address };
  }
  const other = (Object.keys(shapes) as CryptoNetworkId[]).some((id) => id !== network && shapes[id].test(address));
  return { ok: false, problem: other ? 'wrongNetwork' : 'malformed' };
}
