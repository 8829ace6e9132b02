import type { LoginSource } from '@portal/contract/brands';
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';

/*
 * The custody and chain seam (ADR 043, ADR 044, ADR 051), next to the FOS back end: where a licensed custody platform
 * plugs in. It hands out the account's deposit address on a network, says how many confirmations a transfer it
 * reported has at an instant, and where a withdrawal the portal sent stands on the chain. It holds no state of the
 * portal's: the crypto-wallet service stores the addresses once issued and the transfers once reported (a real platform
 * reports them by its webhook; the simulator by dev support), crypto-withdrawal its withdrawals. The contract suite
 * (custody-contract.ts) states what any implementation must do.
 */

export type CustodyAccount = { readonly accountCode: string; readonly source: LoginSource };

export type CustodyDepositAddress = {
  readonly address: string;
  /** The XRP Ledger's destination tag: the address is shared, the tag tells the account. */
  readonly memo?: string;
};

/** A transfer as the chain sees it: on which network and when its block was made. */
export type CustodyTransfer = { readonly network: CryptoNetworkId; readonly broadcastAt: Date };

/** An incoming transfer the custody platform reports. */
export type IncomingTransfer = {
  readonly network: CryptoNetworkId;
  readonly fromAddress: string;
  readonly transactionHash: string;
  readonly broadcastAt: Date;
};

/** A withdrawal the portal sent: to where, how much, and from when (once the client's window to cancel passed). */
export type OutgoingTransfer = {
  readonly withdrawalId: string;
  readonly network: CryptoNetworkId;
  readonly toAddress: string;
  /** What the address receives, a plain decimal at the asset's precision. */
  readonly amount: string;
  /** The instant the portal sends it: before it, the chain has nothing of it. */
  readonly sendAt: Date;
  /** The confirmations after which it is final. */
  readonly requiredConfirmations: number;
};

/** A withdrawal on the chain: its transaction, when it was broadcast, its confirmations (up to the required). */
export type SentTransfer = {
  readonly transactionHash: string;
  readonly broadcastAt: Date;
  readonly confirmations: number;
};

/** Where a sent withdrawal stands on the chain; a failed one says why the network refused it. */
export type OutgoingTransferState =
  | { readonly status: 'notSent' }
  | (SentTransfer & { readonly status: 'broadcast' | 'completed' })
  | (SentTransfer & { readonly status: 'failed'; readonly failureReason: string });

export type CustodyBackend = {
  /** The account's deposit address on a network (every asset of the network shares it); the same on every call. */
  depositAddress(account: CustodyAccount, network: CryptoNetworkId): CustodyDepositAddress;
  /** The transfer's confirmations at an instant (0 in its own block, one more each block after). */
  confirmationsAt(transfer: CustodyTransfer, at: Date): number;
  /** Where a withdrawal stands on the chain at an instant: not sent, broadcast with its confirmations, or final. */
  withdrawalAt(transfer: OutgoingTransfer, at: Date): OutgoingTransferState;
};

/** The simulator's extra: it makes up the incoming transfers a real chain would bring (dev support, tests, seed). */
export type CustodySimulator = CustodyBackend & {
  incomingTransfer(input: {
    readonly network: CryptoNetworkId;
    readonly toAddress: string;
    readonly amount: string;
    readonly fromAddress?: string;
    readonly at: Date;
  }): IncomingTransfer;
};
