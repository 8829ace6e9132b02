import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RiskLevel } from '@portal/contract/domain/fund';
import type { Database } from '../../platform/db/db';
import type { AccountTable } from '../../platform/identity/identity-tables';
import type { PasswordHasher } from '../../platform/identity/passwords';
import { insertAccounts, saveVerificationKeyWhereMissing } from '../../platform/identity/account-directory';

/** Every demo account's password (README "Demo accounts"). */
export const demoPassword = 'Demo#2026pass';

/**
 * C10004's authenticator-app secret (base32), printed in the README so a person can add it to an authenticator.
 * Demo data only: production seeds no demo account.
 */
export const demoTotpSecret = 'LTLXG5QPUWCVJ4NCRCVSA4X7KZ7EYG4O';

/**
 * The demo clients' verification key for a password reset (an identity document number in real life), printed in the
 * README. C10002 has a registered phone (and e-mail) and C10001 a registered e-mail, so they can finish a reset (the
 * code goes to the phone, else the e-mail); the others answer serviceNotAvailable once the key is right.
 */
export const demoVerificationKey = 'A1234567';

const dayMs = 24 * 60 * 60 * 1000;

type DemoAccount = Pick<AccountTable, 'account_code' | 'source' | 'role' | 'display_name'> &
  Partial<Omit<AccountTable, 'id' | 'password_hash' | 'created_at' | 'last_change_password_at'>> & {
    /** The client's risk profile (issue 6): a fund above it is refused; 'Medium' when not given. */
    readonly risk_level?: RiskLevel;
    /** Days before the seed that the password was last changed. */
    readonly passwordChangedDaysAgo?: number;
    /** Holds the demo verification key, so it can start a password reset. */
    readonly hasVerificationKey?: boolean;
  };

/** The demo accounts of issue 3, each showing one login path. */
export const demoAccounts: readonly DemoAccount[] = [
  // A plain client: no second factor, agreement confirmed; holds stocks, funds and cash.
  {
    account_code: 'C10001',
    source: 'gateway',
    role: 'user',
    display_name: 'Chan Tai Man',
    hasVerificationKey: true,
    risk_level: 'Medium',
    // Its registered e-mail: where its notices go (trades, new devices, password changes; ADR 036, ADR 041).
    email: 'c10001@example.com',
  },
  // Needs an SMS one-time password.
  {
    account_code: 'C10002',
    source: 'gateway',
    role: 'user',
    display_name: 'Wong Siu Ling',
    hasVerificationKey: true,
    risk_level: 'MediumToHigh',
    factor: 'sms',
    phone: '+85291234567',
    email: 'wong.siuling@example.com',
  },
  // First login: must accept the agreement and change the password (result code 1).
  {
    account_code: 'C10003',
    source: 'gateway',
    role: 'user',
    display_name: 'Lee Ka Yan',
    hasVerificationKey: true,
    risk_level: 'Low',
    force_change_password: 1,
    agreement_confirmed: 0,
  },
  // Authenticator-app (TOTP) token.
  {
    account_code: 'C10004',
    source: 'gateway',
    role: 'user',
    display_name: 'Cheung Wing Kei',
    hasVerificationKey: true,
    risk_level: 'High',
    is_professional_investor: 1,
    factor: 'token',
    totp_secret: demoTotpSecret,
  },
  // Password expiring in 3 days: the reminder shows.
  {
    account_code: 'C10005',
    source: 'gateway',
    role: 'user',
    display_name: 'Ho Chi Wai',
    hasVerificationKey: true,
    risk_level: 'LowToMedium',
    passwordChangedDaysAgo: 87,
  },
  // A virtual-asset client on the FOS back end.
  { account_code: 'V20001', source: 'fos', role: 'user', display_name: 'Lam Hoi Yan', hasVerificationKey: true },
  // A virtual-asset client that has not passed the VA knowledge check yet (ADR 045).
  { account_code: 'V20002', source: 'fos', role: 'user', display_name: 'Tse Mei Ling' },
  // An advisor with advisees C10001 and C10002.
  { account_code: 'A30001', source: 'gateway', role: 'advisor', display_name: 'Ng Ka Ho', client_type: 'Advisor' },
  // An FOS-source advisor (VA Account Login) with VA advisees V20001 and V20002: the vaOrder panel (ADR 045).
  { account_code: 'A30002', source: 'fos', role: 'advisor', display_name: 'Yip Wai Kit', client_type: 'Advisor' },
  // A manager (rank 300, managerEnabled) over the advisors A30001 and A30002: sees their books on the advisor desk.
  { account_code: 'M40001', source: 'gateway', role: 'manager', display_name: 'Chan Siu Ming', client_type: 'Manager' },
  {
    account_code: 'ADMIN01',
    source: 'gateway',
    role: 'admin',
    display_name: 'Portal Administrator',
    client_type: 'Staff',
  },
];

export const demoAdviseeLinks = [
  { advisor_account_code: 'A30001', advisee_account_code: 'C10001' },
  { advisor_account_code: 'A30001', advisee_account_code: 'C10002' },
  { advisor_account_code: 'A30002', advisee_account_code: 'V20001' },
  { advisor_account_code: 'A30002', advisee_account_code: 'V20002' },
] as const;

export const demoManagerLinks = [
  { manager_account_code: 'M40001', advisor_account_code: 'A30001' },
  { manager_account_code: 'M40001', advisor_account_code: 'A30002' },
] as const;

/**
 * The row of a new account: active, no factor, a 90-day password with a 14-day reminder, no verification key, unless
 * told otherwise.
 */
export function accountRow(
  account: DemoAccount,
  passwordHash: string,
  now: Date,
  verificationKeyHash?: string,
): AccountTable & { risk_level: RiskLevel } {
  const { passwordChangedDaysAgo = 10, hasVerificationKey = false, ...fields } = account;
  return {
    id: randomUUID(),
    status: 'active',
    factor: null,
    phone: null,
    email: null,
    totp_secret: null,
    totp_last_step: null,
    force_change_password: 0,
    password_duration_days: 90,
    alert_change_password_days: 14,
    agreement_confirmed: 1,
    client_type: 'Individual',
    is_professional_investor: 0,
    notification_enabled: 1,
    locked_until: null,
    verification_key_hash: hasVerificationKey ? (verificationKeyHash ?? null) : null,
    risk_level: 'Medium',
    ...fields,
    password_hash: passwordHash,
    last_change_password_at: new Date(now.getTime() - passwordChangedDaysAgo * dayMs).toISOString(),
    created_at: now.toISOString(),
  };
}

/**
 * Seeds the demo accounts that do not exist yet (hashing only for those), gives the demo clients seeded before
 * verification keys existed their key, and the advisor's linkages.
 */
export async function seedDemoAccounts(db: Kysely<Database>, passwords: PasswordHasher, now: Date): Promise<void> {
  const rows = await db.selectFrom('account').select(['source', 'account_code', 'verification_key_hash']).execute();
  const existing = new Map(rows.map((row) => [`${row.source}:${row.account_code}`, row]));
  const missing = demoAccounts.filter((account) => !existing.has(`${account.source}:${account.account_code}`));
  const keyless = demoAccounts.filter(
    (account) =>
      account.hasVerificationKey === true &&
      existing.get(`${account.source}:${account.account_code}`)?.verification_key_hash === null,
  );
  const keyHash =
    missing.some((account) => account.hasVerificationKey === true) || keyless.length > 0
      ? await passwords.hash(demoVerificationKey)
      : undefined;
  if (missing.length > 0) {
    const hash = await passwords.hash(demoPassword);
    await insertAccounts(
      db,
      missing.map((account) => accountRow(account, hash, now, keyHash)),
    );
  }
  for (const account of keyless) {
    await saveVerificationKeyWhereMissing(
      db,
      { source: account.source, accountCode: account.account_code },
      keyHash ?? null,
    );
  }
  await db
    .insertInto('advisee_link')
    .values([...demoAdviseeLinks])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('manager_link')
    .values([...demoManagerLinks])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
