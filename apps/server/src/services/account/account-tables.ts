export type PasswordHistoryTable = {
  id: string;
  account_id: string;
  password_hash: string;
  changed_at: string;
};

/** A password reset in progress (its own httpOnly cookie holds the token). */
export type PasswordResetTable = {
  id: string;
  token_hash: string;
  account_id: string;
  /** sms or email: where its one-time code went. */
  factor: string;
  address: string;
  /** The whole reset ends 15 minutes after it began. */
  created_at: string;
  expires_at: string;
  /** SHA-256 of the current one-time code with the reset's id; a resend replaces it. */
  code_hash: string;
  code_created_at: string;
  code_expires_at: string;
  /** Wrong codes tried in this reset (all its codes together). */
  code_tries: number;
  code_used_at: string | null;
  code_verified_at: string | null;
  completed_at: string | null;
};

export type PendingLoginTable = {
  id: string;
  token_hash: string;
  account_id: string;
  factor: string;
  address: string;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
};

export type OneTimePasswordTable = {
  id: string;
  pending_login_id: string;
  /** SHA-256 of the code with the pending login's id (codes are 6 digits, single use, short-lived). */
  code_hash: string;
  created_at: string;
  expires_at: string;
  tries: number;
  used_at: string | null;
};

export type CaptchaTable = {
  id: string;
  answer: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** Login and password tables (owner services/account). */
export type AccountTables = {
  password_history: PasswordHistoryTable;
  pending_login: PendingLoginTable;
  one_time_password: OneTimePasswordTable;
  captcha: CaptchaTable;
  password_reset: PasswordResetTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends AccountTables {}
}
