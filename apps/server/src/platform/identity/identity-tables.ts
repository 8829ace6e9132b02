import type { ColumnType } from 'kysely';
import type { FlagColumn } from '../db/column-types';

export type AccountTable = {
  id: string;
  account_code: string;
  source: 'gateway' | 'fos';
  role: string;
  /** active, inactive, suspended, dormant (inactive for the maximum days). */
  status: string;
  display_name: string;
  password_hash: string;
  /** The second factor of a login: token (authenticator app), sms, email or push; null for none. */
  factor: string | null;
  phone: string | null;
  email: string | null;
  /** Base32 TOTP secret of an authenticator-app token. */
  totp_secret: string | null;
  /** The last TOTP time step accepted: a step is never accepted twice. */
  totp_last_step: number | null;
  force_change_password: FlagColumn;
  password_duration_days: number;
  alert_change_password_days: number;
  last_change_password_at: string;
  agreement_confirmed: FlagColumn;
  client_type: string;
  is_professional_investor: FlagColumn;
  notification_enabled: FlagColumn;
  /** A temporary lockout after repeated failures; until then a login answers as for a wrong password. */
  locked_until: string | null;
  created_at: string;
  /** Argon2 hash of the secret a client proves itself with before a password reset; null: no self-service reset. */
  verification_key_hash: string | null;
};

/**
 * The risk level of the client's profile (the risk questionnaire's result), added to `account` by migration 0007.
 * Optional on insert: the column defaults to 'Medium'.
 */
export type AccountRiskLevelColumns = {
  risk_level: ColumnType<string, string | undefined, string>;
  /**
   * Added by migration 0024 (ADR 037): the first instant the risk profile is no longer valid (its approved
   * questionnaire's end); null for a profile from the back office without an expiry. Written by services/suitability.
   */
  risk_profile_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
};

export type SessionTable = {
  id: string;
  /** SHA-256 of the session token; the token itself lives only in the browser's httpOnly cookie. */
  token_hash: string;
  refresh_token_hash: string;
  account_id: string;
  account_code: string;
  source: 'gateway' | 'fos';
  role: string;
  advisor_account_code: string | null;
  address: string;
  created_at: string;
  expires_at: string;
  refresh_expires_at: string;
  ended_at: string | null;
  /** logout, replaced (a newer login of the account), expired, ... */
  end_reason: string | null;
  /** The browser's User-Agent at login (the sessions page names the browser from it). */
  user_agent: string | null;
  /** The last call made with this session (updated at most once a minute). */
  last_seen_at: string | null;
  /** Opened from a host app's hand-off (session login mode): no logout from the menu. */
  is_session_login: FlagColumn;
  /** No refresh carries the session past this instant; null for sessions opened before refresh existed. */
  family_expires_at: string | null;
  /** The session token the latest refresh replaced: calls already in flight with it still pass until `previous_token_until`. */
  previous_token_hash: string | null;
  previous_token_until: string | null;
};

/** A refresh token rotated away; presenting it again ends its session (refresh-token reuse). */
export type RotatedRefreshTokenTable = {
  token_hash: string;
  session_id: string;
  rotated_at: string;
};

/** A one-time hand-off token for session login (SPEC §2 sessionLogin), stored as its digest. */
export type SessionHandoffTable = {
  id: string;
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type AdviseeLinkTable = {
  advisor_account_code: string;
  advisee_account_code: string;
};

/** A manager (rank 300) over an advisor: the manager sees that advisor's book (issue 28 part 5, managerEnabled). */
export type ManagerLinkTable = {
  manager_account_code: string;
  advisor_account_code: string;
};

/** The identity the platform checks on every call: accounts, their sessions and advisee links (owner: platform; account written only by platform/identity/account-directory). */
/** The login audit: every attempt, successful or not (also the source of the rate limits and lockout). */
export type LoginAttemptTable = {
  id: string;
  account_code: string;
  source: string;
  address: string;
  /** password, factor, changePassword, sessionLogin (a host app's hand-off) or reset (a password reset step) */
  stage: string;
  /** A login result code (SPEC §8), a token error code or rateLimited. */
  result: string;
  succeeded: FlagColumn;
  attempted_at: string;
  /** On an advisee login: the advisor who opened it. */
  advisor_account_code: string | null;
};

export type IdentityTables = {
  account: AccountTable & AccountRiskLevelColumns;
  session: SessionTable;
  rotated_refresh_token: RotatedRefreshTokenTable;
  session_handoff: SessionHandoffTable;
  advisee_link: AdviseeLinkTable;
  manager_link: ManagerLinkTable;
  login_attempt: LoginAttemptTable;
};
