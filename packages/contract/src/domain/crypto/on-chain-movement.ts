/*
 * One movement of a virtual asset on a blockchain, in or out of the client's account (issue 18 part 6): what the
 * wallet history lists. Deposits (service crypto-wallet) and withdrawals (service crypto-withdrawal) each describe
 * theirs in this shape; the history merges them newest first. Amounts are exact decimal strings in the asset.
 */
import type { CryptoAssetCode } from './crypto-assets';
import type { CryptoNetworkId } from './crypto-networks';

export const onChainDirections = ['deposit', 'withdrawal'] as const;
export type OnChainDirection = (typeof onChainDirections)[number];

/**
 * Where a movement stands, the same words for both directions: `pending` (not yet on chain: a withdrawal waiting
 * to be sent), `confirming` (on chain, gathering confirmations), `held` (a deposit held for review: its originator is
 * to be declared), `completed`, `failed`, `cancelled`.
 */
export const onChainStatuses = ['pending', 'confirming', 'held', 'completed', 'failed', 'cancelled'] as const;
export type OnChainStatus = (typeof onChainStatuses)[number];

export type OnChainMovement = {
  /** The deposit's or the withdrawal's own id. */
  readonly id: string;
  readonly direction: OnChainDirection;
  readonly asset: CryptoAssetCode;
  readonly network: CryptoNetworkId;
  /** What the client receives (a deposit) or sends (a withdrawal, before its network fee). */
  readonly amount: string;
  /** A withdrawal's network fee; '0' for a deposit. */
  readonly fee: string;
  /** The other end: the originator's address of a deposit, the whitelisted address of a withdrawal. */
  readonly counterpartyAddress: string;
  /** The XRP Ledger's destination tag, when the network has one. */
  readonly memo?: string;
  /** The transaction hash, once on chain. */
  readonly transactionHash?: string;
  readonly confirmations: number;
  readonly requiredConfirmations: number;
  readonly status: OnChainStatus;
  /** When it was created (ISO time, server clock). */
  readonly createdAt: string;
  /** When its status last changed. */
  readonly updatedAt: string;
};
