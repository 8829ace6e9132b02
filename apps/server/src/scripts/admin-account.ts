import { accountRow } from '../db/seed/demo-accounts';

/**
 * The account row `admin:create` inserts: an admin whose one-time password must be changed at the first login
 * (force_change_password), so it has no other power until then (ADR 020).
 */
export function newAdminAccountRow(
  accountCode: string,
  passwordHash: string,
  now: Date,
): ReturnType<typeof accountRow> {
  return accountRow(
    {
      account_code: accountCode,
      source: 'gateway',
      role: 'admin',
      display_name: 'Administrator',
      client_type: 'Staff',
      force_change_password: 1,
      passwordChangedDaysAgo: 0,
    },
    passwordHash,
    now,
  );
}
