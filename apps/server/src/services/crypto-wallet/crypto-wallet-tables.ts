import type { LoginSource } from '@portal/contract/brands';
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import type { DecimalColumn } from '../../platform/db/column-types';

/*
 * Crypto deposit addresses, incoming transfers and declared wallets (migration 0029; owner services/crypto-wallet,
 * ADR 043). Instants are ISO-8601 UTC; amounts exact decimals at the asset's precision.
 */

/** The account's deposit address on a network, issued once (every asset of the network shares it). */
export type CryptoDepositAddressTable = {
  account_code: string;
  source: LoginSource;
  network: CryptoNetworkId;
  address: string;
  /** The XRP Ledger's destination tag (the address is shared there); null elsewhere. */
  memo: string | null;
  issued_at: string;
};

export type CryptoDepositStatus = 'confirming' | 'held' | 'completed';

/** An incoming transfer to a deposit address; credited once (its transaction hash is unique per network). */
export type CryptoDepositTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  asset: string;
  network: CryptoNetworkId;
  amount: DecimalColumn;
  from_address: string;
  to_address: string;
  memo: string | null;
  transaction_hash: string;
  /** When the transfer was included in a block (confirmation 1 comes a block later). */
  broadcast_at: string;
  required_confirmations: number;
  status: CryptoDepositStatus;
  /** undeclaredOriginator / belowMinimum while held. */
  held_reason: string | null;
  /** ownWallet / thirdParty / declaredWallet once known. */
  originator_kind: string | null;
  originator_name: string | null;
  originator_relationship: string | null;
  originator_country: string | null;
  /** The declared wallet this deposit proved (its micro-deposit). */
  proof_wallet_id: string | null;
  credited_at: string | null;
  created_at: string;
  updated_at: string;
  /** Every change is made on the version read: two runs cannot credit it twice. */
  version: number;
};

/** A self-hosted wallet the client declared as theirs. */
export type CryptoDeclaredWalletTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  network: CryptoNetworkId;
  address: string;
  label: string;
  /** unverified / proofRequested / verified. */
  status: string;
  proof_asset: string | null;
  proof_amount: DecimalColumn | null;
  proof_expires_at: string | null;
  verified_at: string | null;
  declared_at: string;
};

export type CryptoWalletTables = {
  crypto_deposit_address: CryptoDepositAddressTable;
  crypto_deposit: CryptoDepositTable;
  crypto_declared_wallet: CryptoDeclaredWalletTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends CryptoWalletTables {}
}
