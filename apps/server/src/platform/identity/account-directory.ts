/*
 * What several services need to know about an account (its notification flag, its language, whether it exists),
 * below the services so none reaches into another's tables or files (ARCHITECTURE §2).
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import { isRiskLevel, type RiskLevel } from '@portal/contract/domain/fund';
import { compiledOnce, dialectOf } from '../db/compiled-query';
import type { Database, DatabaseDialect } from '../db/db';
import type { AccountTable, IdentityTables } from './identity-tables';
// The preference area's table, read here for the language of notices and documents (type-only, as ADR 015 allows).
import type { PreferenceTable } from '../../services/preference/preference-tables';

/** Which account: its code (stored uppercased) on a login source. */
export type NotificationAccountKey = { readonly accountCode: string; readonly source: LoginSource };

/**
 * Whether the account receives web pushes (SPEC §3 Logged-in user notificationEnabled); undefined when there is no
 * such account.
 */
export async function readNotificationEnabled(
  db: Kysely<Database>,
  key: NotificationAccountKey,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('account')
    .select('notification_enabled')
    .where('source', '=', key.source)
    .where('account_code', '=', key.accountCode.toUpperCase())
    .executeTakeFirst();
  return row === undefined ? undefined : row.notification_enabled === 1;
}

/** Turns the account's web pushes on or off; false when there is no such account. */
export async function saveNotificationEnabled(
  db: Kysely<Database>,
  key: NotificationAccountKey,
  enabled: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('account')
    .set({ notification_enabled: enabled ? 1 : 0 })
    .where('source', '=', key.source)
    .where('account_code', '=', key.accountCode.toUpperCase())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The language an account chose (preference table), or undefined before it chose one. */
export async function preferredLanguageOf(
  db: Kysely<Database>,
  key: NotificationAccountKey,
): Promise<PreferenceTable['language'] | undefined> {
  const row = await db
    .selectFrom('preference')
    .select('language')
    .where('account_code', '=', key.accountCode.toUpperCase())
    .where('source', '=', key.source)
    .executeTakeFirst();
  return row?.language;
}

/**
 * Which of these accounts of a source exist (and are active, when asked).
 */
export async function findAccountCodes(
  db: Kysely<Database>,
  accountCodes: readonly string[],
  source: LoginSource,
  options: { readonly activeOnly: boolean },
): Promise<Set<string>> {
  const codes = [...new Set(accountCodes.map((code) => code.toUpperCase()))];
  if (codes.length === 0) return new Set();
  let query = db
    .selectFrom('account')
    .select('account_code')
    .where('source', '=', source)
    .where('account_code', 'in', codes);
  if (options.activeOnly) query = query.where('status', '=', 'active');
  const rows = await query.execute();
  return new Set(rows.map((row) => row.account_code));
}

/**
 * The account codes of every active client (role user) of the securities gateway: whom a brand-wide announcement
 * (a new IPO, a new plan) is for, in the caller's transaction.
 */
export async function activeGatewayClients(db: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('account')
    .select('account_code')
    .where('source', '=', 'gateway')
    .where('role', '=', 'user')
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.account_code);
}

/** What a fund order is checked against: the client's risk profile, whether it is a professional investor, its status. */
export type InvestorProfile = {
  readonly riskLevel: RiskLevel;
  readonly professionalInvestor: boolean;
  /** active, inactive, suspended, dormant. */
  readonly status: string;
  /**
   * The first instant the risk profile is no longer valid (ISO-8601; its approved questionnaire's end, ADR 037); null
   * for a profile from the back office without one. An expired profile buys nothing (riskProfileExpired).
   */
  readonly riskProfileExpiresAt: string | null;
};

/** Compiled once (platform/db/compiled-query): every fund and stock order reads it. */
const investorProfileRow = compiledOnce<
  { readonly source: LoginSource; readonly accountCode: string },
  Pick<AccountTable, 'is_professional_investor' | 'status'> & {
    readonly risk_level: string;
    readonly risk_profile_expires_at: string | null;
  }
>((db, param) =>
  db
    .selectFrom('account')
    .select(['risk_level', 'is_professional_investor', 'status', 'risk_profile_expires_at'])
    .where('source', '=', param('source'))
    .where('account_code', '=', param('accountCode')),
);

/** The account's investor profile; undefined when there is no such account. An unknown stored level reads as None. */
export async function investorProfileOf(
  db: Kysely<Database> | Transaction<Database>,
  key: NotificationAccountKey,
): Promise<InvestorProfile | undefined> {
  const values = { source: key.source, accountCode: key.accountCode.toUpperCase() };
  const [row] = (await investorProfileRow(db, dialectOf(db), values)).rows;
  if (row === undefined) return undefined;
  return {
    riskLevel: isRiskLevel(row.risk_level) ? row.risk_level : 'None',
    professionalInvestor: row.is_professional_investor === 1,
    status: row.status,
    riskProfileExpiresAt: row.risk_profile_expires_at,
  };
}

/** Whether the profile's risk questionnaire has expired at `now`: new fund subscriptions and stock buys are refused. */
export function riskProfileExpired(profile: Pick<InvestorProfile, 'riskProfileExpiresAt'>, now: Date): boolean {
  return profile.riskProfileExpiresAt !== null && now.getTime() >= Date.parse(profile.riskProfileExpiresAt);
}

/**
 * Sets the account's risk profile: the level orders are checked against and when it stops being valid (the
 * suitability service, at each approval of a risk questionnaire; ADR 037).
 */
export async function saveRiskProfile(
  db: Kysely<Database> | Transaction<Database>,
  key: NotificationAccountKey,
  profile: { readonly riskLevel: RiskLevel; readonly expiresAt: string | null },
): Promise<void> {
  await db
    .updateTable('account')
    .set({ risk_level: profile.riskLevel, risk_profile_expires_at: profile.expiresAt })
    .where('source', '=', key.source)
    .where('account_code', '=', key.accountCode.toUpperCase())
    .execute();
}

/**
 * Serialises the writes of one account's capped lists (watchlists): on PostgreSQL the account's row is locked for the
 * rest of `transaction`, so two additions at once cannot both pass the cap; SQLite runs transactions one at a time.
 */
export async function lockAccountForUpdate(
  transaction: Transaction<Database>,
  key: NotificationAccountKey,
  dialect: DatabaseDialect,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await transaction
    .selectFrom('account')
    .select('id')
    .where('account_code', '=', key.accountCode)
    .where('source', '=', key.source)
    .forUpdate()
    .execute();
}

/**
 * Replaces the login's contact details (the phone and e-mail its one-time passwords go to) in the caller's
 * transaction: an approved change of the client's record (services/account-profile, ADR 038) calls it.
 */
export async function saveLoginContacts(
  transaction: Transaction<Database>,
  key: NotificationAccountKey,
  contacts: { readonly phone?: string; readonly email?: string },
): Promise<void> {
  if (contacts.phone === undefined && contacts.email === undefined) return;
  await transaction
    .updateTable('account')
    .set({
      ...(contacts.phone === undefined ? {} : { phone: contacts.phone }),
      ...(contacts.email === undefined ? {} : { email: contacts.email }),
    })
    .where('account_code', '=', key.accountCode.toUpperCase())
    .where('source', '=', key.source)
    .execute();
}

/*
 * The account row's other writes. The account table is written here and nowhere else (ADR 048): login, step-up and
 * the seeds ask for a change, and this module makes it.
 */

/**
 * Takes an authenticator-app time step for the account: false when that step or a later one was taken already, so a
 * code seen by someone else cannot confirm a second login or action.
 */
export async function takeTotpStep(db: Kysely<Database>, accountId: string, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('account')
    .set({ totp_last_step: step })
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

/** Locks the account's login until `until` (ISO instant): repeated failures. */
export async function lockLoginUntil(db: Kysely<Database>, accountId: string, until: string): Promise<void> {
  await db.updateTable('account').set({ locked_until: until }).where('id', '=', accountId).execute();
}

/** Records that the client confirmed the first-login agreement. */
export async function confirmFirstLoginAgreement(db: Kysely<Database>, key: NotificationAccountKey): Promise<void> {
  await db
    .updateTable('account')
    .set({ agreement_confirmed: 1 })
    .where('source', '=', key.source)
    .where('account_code', '=', key.accountCode.toUpperCase())
    .execute();
}

/** Puts a new password hash in place: the forced change and any lockout are cleared, the change date is `changedAt`. */
export async function savePasswordHash(
  db: Kysely<Database>,
  accountId: string,
  newHash: string,
  changedAt: string,
): Promise<void> {
  await db
    .updateTable('account')
    .set({ password_hash: newHash, force_change_password: 0, last_change_password_at: changedAt, locked_until: null })
    .where('id', '=', accountId)
    .execute();
}

/** Creates accounts (the demo seed, an admin); an account that exists already is left as it is. */
export async function insertAccounts(db: Kysely<Database>, rows: readonly Insertable<IdentityTables['account']>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('account')
    .values([...rows])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Gives an account the hash of its password-reset verification key, where it has none yet. */
export async function saveVerificationKeyWhereMissing(
  db: Kysely<Database>,
  key: NotificationAccountKey,
  keyHash: string | null,
): Promise<void> {
  await db
    .updateTable('account')
    .set({ verification_key_hash: keyHash })
    .where('source', '=', key.source)
    .where('account_code', '=', key.accountCode)
    .where('verification_key_hash', 'is', null)
    .execute();
}
