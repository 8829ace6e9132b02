/*
 * The networks virtual assets move on (issue 18 parts 4-6): which networks carry each asset, how many confirmations
 * credit a deposit, and the withdrawal terms (network fee, minimum, daily limit) per asset and network. Plain data free
 * of zod, shared by the server's deposit and withdrawal services and the web's forms. Amounts are exact decimal
 * strings in the asset's unit.
 */
import type { CryptoAssetCode } from './crypto-assets';

export const cryptoNetworkIds = ['bitcoin', 'ethereum', 'tron', 'solana', 'xrpl', 'litecoin'] as const;
export type CryptoNetworkId = (typeof cryptoNetworkIds)[number];

export type CryptoNetworkDefinition = {
  readonly id: CryptoNetworkId;
  /** The network's own name; the same in every language (as wallets and explorers show it). */
  readonly name: string;
  /** Confirmations after which an incoming transfer is credited. */
  readonly confirmations: number;
  /** Seconds between blocks in the simulator (one confirmation each). */
  readonly blockSeconds: number;
  /**
   * A network whose deposit addresses are shared and told apart by a memo (the XRP Ledger's destination tag): a
   * deposit address there is the address and the client's tag.
   */
  readonly memo?: 'destinationTag';
};

export const cryptoNetworks: readonly CryptoNetworkDefinition[] = [
  { id: 'bitcoin', name: 'Bitcoin', confirmations: 3, blockSeconds: 600 },
  { id: 'ethereum', name: 'Ethereum (ERC-20)', confirmations: 12, blockSeconds: 12 },
  { id: 'tron', name: 'Tron (TRC-20)', confirmations: 20, blockSeconds: 3 },
  { id: 'solana', name: 'Solana', confirmations: 32, blockSeconds: 1 },
  { id: 'xrpl', name: 'XRP Ledger', confirmations: 1, blockSeconds: 4, memo: 'destinationTag' },
  { id: 'litecoin', name: 'Litecoin', confirmations: 6, blockSeconds: 150 },
];

export type AssetNetworkTerms = {
  readonly asset: CryptoAssetCode;
  readonly network: CryptoNetworkId;
  /** The network fee of a withdrawal, taken from the amount held (in the asset). */
  readonly withdrawalFee: string;
  /** The least amount a withdrawal may send (before its fee). */
  readonly minimumWithdrawal: string;
  /** The most an account may withdraw of the asset on a calendar day (Hong Kong time), on all its networks. */
  readonly dailyWithdrawalLimit: string;
  /** The least deposit credited; a smaller one is held for review. */
  readonly minimumDeposit: string;
};

export const assetNetworkTerms: readonly AssetNetworkTerms[] = [
  {
    asset: 'BTC',
    network: 'bitcoin',
    withdrawalFee: '0.0002',
    minimumWithdrawal: '0.001',
    dailyWithdrawalLimit: '5',
    minimumDeposit: '0.0001',
  },
  {
    asset: 'ETH',
    network: 'ethereum',
    withdrawalFee: '0.002',
    minimumWithdrawal: '0.01',
    dailyWithdrawalLimit: '100',
    minimumDeposit: '0.001',
  },
  {
    asset: 'USDT',
    network: 'ethereum',
    withdrawalFee: '5',
    minimumWithdrawal: '20',
    dailyWithdrawalLimit: '250000',
    minimumDeposit: '1',
  },
  {
    asset: 'USDT',
    network: 'tron',
    withdrawalFee: '1',
    minimumWithdrawal: '10',
    dailyWithdrawalLimit: '250000',
    minimumDeposit: '1',
  },
  {
    asset: 'USDC',
    network: 'ethereum',
    withdrawalFee: '5',
    minimumWithdrawal: '20',
    dailyWithdrawalLimit: '250000',
    minimumDeposit: '1',
  },
  {
    asset: 'USDC',
    network: 'solana',
    withdrawalFee: '1',
    minimumWithdrawal: '10',
    dailyWithdrawalLimit: '250000',
    minimumDeposit: '1',
  },
  {
    asset: 'SOL',
    network: 'solana',
    withdrawalFee: '0.01',
    minimumWithdrawal: '0.1',
    dailyWithdrawalLimit: '2000',
    minimumDeposit: '0.01',
  },
  {
    asset: 'XRP',
    network: 'xrpl',
    withdrawalFee: '0.25',
    minimumWithdrawal: '20',
    dailyWithdrawalLimit: '200000',
    minimumDeposit: '1',
  },
  {
    asset: 'LTC',
    network: 'litecoin',
    withdrawalFee: '0.001',
    minimumWithdrawal: '0.1',
    dailyWithdrawalLimit: '2000',
    minimumDeposit: '0.01',
  },
];

export function cryptoNetworkOf(id: string): CryptoNetworkDefinition | undefined {
  return cryptoNetworks.find((network) => network.id === id);
}

/** The networks an asset moves on, in the order above. */
export function networksOfAsset(asset: CryptoAssetCode): readonly AssetNetworkTerms[] {
  return assetNetworkTerms.filter((terms) => terms.asset === asset);
}

export function assetNetworkTermsOf(asset: string, network: string): AssetNetworkTerms | undefined {
  return assetNetworkTerms.find((terms) => terms.asset === asset && terms.network === network);
}

/** How long after it was whitelisted an address may first receive a withdrawal (server clock). */
export const whitelistCoolingOffHours = 24;
