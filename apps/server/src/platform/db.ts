import { mkdirSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type ColumnType, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Config } from './config';
import { fallbackCheckpointPages, journalSizeLimitBytes, startBackgroundCheckpoints } from './sqlite-checkpoints';
import type { FundTables } from '../services/fund-definition/fund-tables';
import type { DocumentTables } from '../services/fund-document/document-tables';
import type { FundHoldingTables } from '../services/fund-holding/fund-holding-tables';
import type { FundOrderTables } from '../services/fund-order/fund-order-tables';
import type { StockMarketTables } from '../services/stock-market/stock-market-tables';
import type { StockIpoTables } from '../services/stock-ipo/stock-ipo-tables';
import type { CashFxTables } from '../services/cash-fx/cash-fx-tables';
import type { CorporateActionTables } from '../services/corporate-action/corporate-action-tables';
import type { CashDepositTables } from '../services/cash-deposit/cash-deposit-tables';
import type { CashEddaTables } from '../services/cash-edda/cash-edda-tables';
import type { StockOrderTables } from '../services/stock-order/stock-order-tables';
import type { CashWithdrawalTables } from '../services/cash-withdrawal/cash-withdrawal-tables';
import type { StepUpTables } from '../services/step-up/step-up-tables';
import type { AccountNoticeTables } from '../services/account-notice/account-notice-tables';
import type { SuitabilityTables } from '../services/suitability/suitability-tables';
import type { AccountBankTables } from '../services/account-bank/account-bank-tables';
import type { AccountTaxTables } from '../services/account-tax/account-tax-tables';
import type { AccountProfileTables } from '../services/account-profile/account-profile-tables';
import type { AccountCredentialTables } from '../services/account-credential/account-credential-tables';
import type { CryptoOrderTables } from '../services/crypto-order/crypto-order-tables';
import type { CryptoWithdrawalTables } from '../services/crypto-withdrawal/crypto-withdrawal-tables';
import type { CryptoWalletTables } from '../services/crypto-wallet/crypto-wallet-tables';
import type { DecimalColumn, FlagColumn } from './column-types';
import type { LedgerTables } from './ledger-tables';
import type { OrderReferenceTables } from './orders/order-reference-tables';

export type { DecimalColumn, FlagColumn } from './column-types';

/** Which engine holds the data: SQLite (the embedded default) or PostgreSQL (DATABASE_URL). */
export type DatabaseDialect = 'sqlite' | 'postgres';

export type CurrencyTable = {
  id: string;
  code: string;
  precision: number;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  sort_order: number;
};

export type ExchangeRateTable = {
  from_code: string;
  to_code: string;
  rate: DecimalColumn;
  /** ISO-8601 UTC instant. */
  updated_at: string;
};

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

export type PasswordHistoryTable = {
  id: string;
  account_id: string;
  password_hash: string;
  changed_at: string;
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

/** What the embedded messaging adapter delivered (SMS and e-mail); a real adapter sends instead. */
export type MessageOutboxTable = {
  id: string;
  channel: 'sms' | 'email';
  destination: string;
  account_code: string;
  body: string;
  created_at: string;
};

export type PreferenceTable = {
  account_code: string;
  source: 'gateway' | 'fos';
  language: string;
  currency_code: string;
  updated_at: string;
};

export type AdviseeLinkTable = {
  advisor_account_code: string;
  advisee_account_code: string;
};

export type LegalAgreementTable = {
  variant: string;
  type: string;
  language: string;
  title: string;
  content: string;
  updated_at: string;
};

/** A domain event as published (platform/events): its payload is the type's fields as JSON. */
export type DomainEventTable = {
  id: string;
  type: string;
  account_code: string;
  source: 'gateway' | 'fos';
  payload: string;
  occurred_at: string;
};

/** A notification (SPEC §3); the type-specific columns its type does not carry are null. */
export type NotificationTable = {
  id: string;
  event_id: string;
  account_code: string;
  source: 'gateway' | 'fos';
  type: string;
  /** ISO-8601 UTC instant: when the event happened; the inbox is ordered by (start_time, id). */
  start_time: string;
  /** unread, read, deleted. */
  status: string;
  status_changed_at: string | null;
  code: string | null;
  reference_code: string | null;
  advisor_code: string | null;
  balance: DecimalColumn | null;
  currency_code: string | null;
  amount: DecimalColumn | null;
  hold_fund_amount: DecimalColumn | null;
  quantity: DecimalColumn | null;
  freeze_quantity: DecimalColumn | null;
  document_name: string | null;
};

export type NotificationInboxTable = {
  account_code: string;
  source: 'gateway' | 'fos';
  /** When the account last listed its notifications (the first page): the unread count starts after it. */
  last_query_time: string;
};

export type PushSubscriptionTable = {
  id: string;
  account_code: string;
  source: 'gateway' | 'fos';
  endpoint: string;
  /** base64url keys of the browser's subscription (RFC 8291). */
  auth: string;
  p256dh: string;
  /** active or inactive. */
  status: string;
  created_at: string;
  updated_at: string;
  last_sent_at: string | null;
};

export type ServerSettingTable = {
  name: string;
  /** JSON. */
  value: string;
  created_at: string;
};

export type JobLeaseTable = {
  name: string;
  /** The process (its server id) holding the lease. */
  holder: string;
  lease_until: string;
  last_run_at: string | null;
};

/**
 * Every table the server reads or writes, as Kysely sees them: platform's own tables and each owning service's table
 * types (their `*-tables.ts`, which import only platform/column-types, so composing them here makes no cycle).
 */
export type Database = LedgerTables &
  OrderReferenceTables &
  FundTables &
  FundOrderTables &
  StockOrderTables &
  FundHoldingTables &
  StockMarketTables &
  DocumentTables &
  StockIpoTables &
  CashFxTables &
  CorporateActionTables &
  CashDepositTables &
  CashEddaTables &
  CashWithdrawalTables &
  StepUpTables &
  AccountNoticeTables &
  SuitabilityTables &
  AccountBankTables &
  AccountTaxTables &
  AccountProfileTables &
  AccountCredentialTables &
  CryptoOrderTables &
  CryptoWithdrawalTables &
  CryptoWalletTables & {
    currency: CurrencyTable;
    exchange_rate: ExchangeRateTable;
    account: AccountTable & AccountRiskLevelColumns;
    password_history: PasswordHistoryTable;
    session: SessionTable;
    pending_login: PendingLoginTable;
    one_time_password: OneTimePasswordTable;
    captcha: CaptchaTable;
    login_attempt: LoginAttemptTable;
    message_outbox: MessageOutboxTable;
    preference: PreferenceTable;
    advisee_link: AdviseeLinkTable;
    legal_agreement: LegalAgreementTable;
    rotated_refresh_token: RotatedRefreshTokenTable;
    session_handoff: SessionHandoffTable;
    password_reset: PasswordResetTable;
    domain_event: DomainEventTable;
    notification: NotificationTable;
    notification_inbox: NotificationInboxTable;
    push_subscription: PushSubscriptionTable;
    server_setting: ServerSettingTable;
    job_lease: JobLeaseTable;
  };

/** How many prepared statements the SQLite connection keeps (the portal's queries are a few hundred shapes). */
const sqliteStatementCacheSize = 1_000;

/**
 * better-sqlite3 as Kysely drives it, with a bounded cache of prepared statements (least recently used out): Kysely
 * prepares every query anew, and preparing costs as much as running a small insert. Kysely holds the one connection
 * for a query or a stream from start to end, so a cached statement is never run twice at once; SQLite re-prepares a
 * statement itself when the schema changed (a migration).
 */
function withStatementCache(sqlite: BetterSqlite3.Database, size = sqliteStatementCacheSize): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (statements.size >= size) {
        const oldest = statements.keys().next();
        if (oldest.done !== true) statements.delete(oldest.value);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

export type OpenDatabase = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  close(): Promise<void>;
};

/** The engine a config opens: PostgreSQL when DATABASE_URL is set, else SQLite (what the ledger's locking needs). */
export function databaseDialectOf(config: Pick<Config, 'databaseUrl'>): DatabaseDialect {
  return config.databaseUrl === undefined ? 'sqlite' : 'postgres';
}

/** How long SQLite waits for another connection's write lock before answering SQLITE_BUSY. */
const sqliteBusyTimeoutMilliseconds = 5_000;

export type OpenDatabaseOptions = {
  /**
   * SQLite only: checkpoint the write-ahead log from a worker thread instead of in the request that passes 1,000 pages
   * (platform/sqlite-checkpoints, ADR 046). The server does; short-lived scripts and tests need not.
   */
  readonly backgroundCheckpoints?: boolean;
  readonly onCheckpointError?: (message: string) => void;
};

/** Opens PostgreSQL when DATABASE_URL is set, otherwise the SQLite file DATA_DIR/portal.sqlite (created if missing). */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'sqliteFile'>,
  options: OpenDatabaseOptions = {},
): OpenDatabase {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${sqliteBusyTimeoutMilliseconds}`);
  sqlite.pragma('synchronous = NORMAL');
  const checkpoints =
    options.backgroundCheckpoints === true
      ? startBackgroundCheckpoints(config.sqliteFile, { onError: options.onCheckpointError })
      : undefined;
  if (checkpoints !== undefined) {
    sqlite.pragma(`wal_autocheckpoint = ${fallbackCheckpointPages}`);
    sqlite.pragma(`journal_size_limit = ${journalSizeLimitBytes}`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      // The worker's connection closes first, so the last one to close (the request connection) folds the log in.
      await checkpoints?.stop();
      await db.destroy();
    },
  };
}
