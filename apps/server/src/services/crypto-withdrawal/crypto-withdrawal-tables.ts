import type { LoginSource } from '@portal/contract/brands';
import type { CryptoWithdrawalStatus } from '@portal/contract';
import type { DecimalColumn } from '../../platform/db/column-types';

/*
 * Whitelisted addresses and crypto withdrawals (migration 0031; owner services/crypto-withdrawal, ADR 044). Instants
 * are ISO-8601 UTC; amounts exact decimals in the asset (up to 18 places).
 */

/** An address the client may withdraw an asset to on a network, from `available_from` (its cooling-off's end). */
export type CryptoWhitelistAddressTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  asset: string;
  network: string;
  /** Normalised by checkAddress. */
  address: string;
  destination_tag: string | null;
  label: string;
  added_at: string;
  available_from: string;
  removed_at: string | null;
  /**
   * account|source|asset|network|address|tag while on the list, null once removed: unique, so one address is listed
   * once even when added twice at once.
   */
  active_key: string | null;
};

export type CryptoWithdrawalTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  client_reference: string;
  address_id: string;
  asset: string;
  network: string;
  /** The address and tag as whitelisted when placed (a later removal changes nothing here). */
  address: string;
  destination_tag: string | null;
  label: string;
  amount: DecimalColumn;
  fee: DecimalColumn;
  status: CryptoWithdrawalStatus;
  /** The Hong Kong calendar day it was placed (the daily limit's day). */
  hk_day: string;
  transaction_hash: string | null;
  broadcast_at: string | null;
  confirmations: number;
  required_confirmations: number;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  /** Every change is made on the version read (a cancel racing the simulator changes it once). */
  version: number;
};

export type CryptoWithdrawalTables = {
  crypto_whitelist_address: CryptoWhitelistAddressTable;
  crypto_withdrawal: CryptoWithdrawalTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends CryptoWithdrawalTables {}
}
