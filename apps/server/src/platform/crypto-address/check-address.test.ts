// Address checks against published vectors: the addresses of address-samples.ts are valid on their network and on no
// other; BIP 173/350, EIP-55 and base58check mistakes are refused with the problem a person can act on; the
// simulator's derived addresses pass the same checks.
import { describe, expect, it } from 'vitest';
import { cryptoNetworkIds, type CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import { validAddressSamples } from './address-samples';
import { checkAddress, type AddressProblem } from './check-address';
import { deriveAddress } from './derive-address';

describe('checkAddress', () => {
  const samples = cryptoNetworkIds.flatMap((network) =>
    validAddressSamples[network].map((address): readonly [CryptoNetworkId, string] => [network, address]),
  );
  it.each(samples)('accepts the published %s address %s, and no other network does', (network, address) => {
    expect(checkAddress(network, address)).toEqual({ ok: true, address: expect.any(String) });
    for (const other of cryptoNetworkIds.filter((id) => id !== network)) {
      expect(checkAddress(other, address)).toEqual({ ok: false, problem: 'wrongNetwork' });
    }
  });

  const refusals: ReadonlyArray<readonly [CryptoNetworkId, string, AddressProblem, string]> = [
    [
      'bitcoin',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
      'checksum',
      'the genesis address with its last character changed',
    ],
    [
      'bitcoin',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'checksum',
      'a version 0 address checksummed with bech32m',
    ],
    [
      'bitcoin',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'checksum',
      'a Taproot address checksummed with bech32',
    ],
    ['bitcoin', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'malformed', 'a 16-byte version 0 program'],
    ['bitcoin', 'bc1pw5dgrnzv', 'malformed', 'a 1-byte program'],
    ['bitcoin', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'malformed', 'a testnet address'],
    ['bitcoin', 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'malformed', 'mixed case in bech32'],
    ['bitcoin', 'bc1gmk9yu', 'malformed', 'an empty data part'],
    ['ethereum', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'checksum', 'one letter in the wrong case (EIP-55)'],
    ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'malformed', '39 hex digits'],
    ['ethereum', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'malformed', 'no 0x'],
    ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum', 'the USDT contract with its last character changed'],
    ['xrpl', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj', 'checksum', 'the genesis account with its last character changed'],
    ['solana', 'So1111111111111111111111111111111111111111', 'malformed', 'a key one byte short'],
    ['solana', 'So11111111111111111111111111111111111111110', 'malformed', 'a 0, not in base58'],
    ['litecoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'wrongNetwork', 'a Bitcoin P2SH address'],
    [
      'litecoin',
      'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKX',
      'checksum',
      'a Litecoin address with its last character changed',
    ],
    ['bitcoin', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz', 'wrongNetwork', 'a Litecoin address'],
    ['ethereum', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'wrongNetwork', 'a Tron address'],
    ['bitcoin', '', 'malformed', 'nothing'],
    ['bitcoin', 'hello world', 'malformed', 'words'],
  ];
  it.each(refusals)('refuses on %s %s as %s (%s)', (network, address, problem) => {
    expect(checkAddress(network, address)).toEqual({ ok: false, problem });
  });

  it('normalises: bech32 to lower case, an unchecksummed Ethereum address to EIP-55, spaces around trimmed', () => {
    expect(checkAddress('bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toEqual({
      ok: true,
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    });
    expect(checkAddress('ethereum', ' 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed ')).toEqual({
      ok: true,
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
  });
});

describe('deriveAddress', () => {
  it.each(cryptoNetworkIds)('makes %s addresses that pass the check, one per payload', (network) => {
    const addresses = new Set<string>();
    for (let seed = 0; seed < 20; seed += 1) {
      const payload = Uint8Array.from({ length: 32 }, (_, index) => (seed * 31 + index * 7) % 256);
      const address = deriveAddress(network, payload);
      expect(checkAddress(network, address)).toEqual({ ok: true, address });
      addresses.add(address);
    }
    expect(addresses.size).toBe(20);
  });
});
