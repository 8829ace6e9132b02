/*
 * One movement of a virtual asset on a blockchain, in or out of the client's account (issue 18 part 6): what the
 * wallet history lists. Deposits (service crypto-wallet) and withdrawals (service crypto-withdrawal) each describe
 * theirs in this shape; the history merges them newest first. Amounts are exact decimal strings in the asset.
 */
import type { Language } from '../language';
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

type Words = { readonly [L in Language]: string };

/** A movement's direction in words, in each language: the wallet history's pages and its CSV export say them. */
export const onChainDirectionLabels: { readonly [D in OnChainDirection]: Words } = {
  deposit: { en: 'Deposit', 'zh-HK': '存入', 'zh-CN': '存入' },
  withdrawal: { en: 'Withdrawal', 'zh-HK': '提取', 'zh-CN': '提取' },
};

/** A movement's status in words, in each language (the pages' badges and filters, the CSV export). */
export const onChainStatusLabels: { readonly [S in OnChainStatus]: Words } = {
  pending: { en: 'Pending', 'zh-HK': '待處理', 'zh-CN': '待处理' },
  confirming: { en: 'Confirming', 'zh-HK': '確認中', 'zh-CN': '确认中' },
  held: { en: 'Held', 'zh-HK': '已暫扣', 'zh-CN': '已暂扣' },
  completed: { en: 'Completed', 'zh-HK': '已完成', 'zh-CN': '已完成' },
  failed: { en: 'Failed', 'zh-HK': '失敗', 'zh-CN': '失败' },
  cancelled: { en: 'Cancelled', 'zh-HK': '已取消', 'zh-CN': '已取消' },
};

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
