/*
 * Real, published addresses per network for tests and demo data (never a client's): each valid on its network.
 * Sources: Bitcoin's genesis coinbase address and the Bitcoin wiki's P2SH example, BIP 173/350 test vectors, the
 * EIP-55 test vectors, Tron's USDT (TRC-20) contract, Solana's system program and wrapped SOL mint, the XRP Ledger's
 * genesis account, and the Litecoin addresses of Bisq's asset tests.
 */
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';

export const validAddressSamples: Record<CryptoNetworkId, readonly string[]> = {
  bitcoin: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ],
  ethereum: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  solana: ['11111111111111111111111111111111', 'So11111111111111111111111111111111111111112'],
  xrpl: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
  litecoin: [
    'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW',
    'MGEW4aba3tnrVtVhGcmoqqHaLt5ymPSLPi',
    'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz',
  ],
};
