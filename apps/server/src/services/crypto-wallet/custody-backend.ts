import type { LoginSource } from '@portal/contract/brands';
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';

/*
 * The custody seam (ADR 043), next to the FOS back end: where a licensed custody platform plugs in. It hands out the
 * account's deposit address on a network and says how many confirmations a transfer it reported has at an instant.
 * It holds no state of the portal's: the crypto-wallet service stores the addresses once issued and the transfers
 * once reported (a real platform reports them by its webhook; the simulator by dev support).
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

export type CustodyBackend = {
  /** The account's deposit address on a network (every asset of the network shares it); the same on every call. */
  depositAddress(account: CustodyAccount, network: CryptoNetworkId): CustodyDepositAddress;
  /** The transfer's confirmations at an instant (0 in its own block, one more each block after). */
  confirmationsAt(transfer: CustodyTransfer, at: Date): number;
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
