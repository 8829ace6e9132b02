import { randomInt } from 'node:crypto';
import { isPasswordAcceptable, passwordSpecialCharacters } from '@portal/contract';
import { migrateToLatest } from '../db/migrate';
import { systemClock } from '../platform/runtime/clock';
import { ConfigError, loadConfig } from '../platform/runtime/config';
import { openDatabase } from '../platform/db/db';
import { createPasswordHasher } from '../platform/identity/passwords';
import { portalPasswordRule } from '../services/account/password-rule';
import { newAdminAccountRow } from './admin-account';
import { insertAccounts } from '../platform/identity/account-directory';

/** 16 characters from the CSPRNG with every class of the rule, so it passes the password rule. */
export function generateOneTimePassword(): string {
  const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', passwordSpecialCharacters];
  const all = classes.join('');
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? '';
  for (;;) {
    const characters = [...classes.map(pick), ...Array.from({ length: 12 }, () => pick(all))];
    for (let index = characters.length - 1; index > 0; index -= 1) {
      const other = randomInt(index + 1);
      [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
    }
    const password = characters.join('');
    if (isPasswordAcceptable(password, portalPasswordRule)) return password;
  }
}

const accountCodePattern = /^[A-Z0-9]{3,32}$/;

/**
 * `npm run admin:create -- [ACCOUNT_CODE]`: creates the first admin (default code ADMIN) with a generated one-time
 * password, printed once, that must be changed at the first login. Uses the same configuration as the server.
 */
async function main(): Promise<void> {
  const accountCode = (process.argv[2] ?? 'ADMIN').toUpperCase();
  if (!accountCodePattern.test(accountCode)) {
    throw new ConfigError(`The account code must be 3 to 32 letters or digits (got "${accountCode}").`);
  }
  const config = loadConfig(process.env);
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const existing = await database.db
      .selectFrom('account')
      .select('id')
      .where('source', '=', 'gateway')
      .where('account_code', '=', accountCode)
      .executeTakeFirst();
    if (existing !== undefined) throw new ConfigError(`An account ${accountCode} already exists; nothing changed.`);
    const password = generateOneTimePassword();
    const hash = await createPasswordHasher(config).hash(password);
    await insertAccounts(database.db, [newAdminAccountRow(accountCode, hash, systemClock.now())]);
    process.stdout.write(
      `Created admin ${accountCode}. One-time password (shown once; it must be changed at the first login):\n${password}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
