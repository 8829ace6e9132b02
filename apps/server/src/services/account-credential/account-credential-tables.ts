import type { LoginSource } from '@portal/contract/brands';

/*
 * The account-credential service's tables (migration 0026, ADR 040); instants ISO-8601 UTC. Owner:
 * services/account-credential.
 */

/**
 * A browser an account signed in from, known by its device cookie (only the cookie's SHA-256 is stored). Saved by
 * the client (saved_at, a name): a sign-in from it skips the one-time password until trusted_until.
 */
export type AccountDeviceTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  token_hash: string;
  name: string | null;
  browser_name: string | null;
  system_name: string | null;
  last_address: string;
  first_seen_at: string;
  last_seen_at: string;
  saved_at: string | null;
  trusted_until: string | null;
};

/** A trade password an account had before a change (argon2id hash): a new one may not repeat the last few. */
export type TradePasswordHistoryTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  password_hash: string;
  changed_at: string;
};

export type AccountCredentialTables = {
  account_device: AccountDeviceTable;
  trade_password_history: TradePasswordHistoryTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends AccountCredentialTables {}
}
