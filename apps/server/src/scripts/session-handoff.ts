import { pathToFileURL } from 'node:url';
import { getBrand, loginSources, type LoginSource } from '@portal/contract/brands';
import { migrateToLatest } from '../db/migrate';
import { systemClock, type Clock } from '../platform/runtime/clock';
import { ConfigError, loadConfig, type Environment } from '../platform/runtime/config';
import { openDatabase } from '../platform/db/db';
import { issueSessionHandoff, sessionHandoffLifetimeMs } from '../platform/identity/session-handoff';

const accountCodePattern = /^[A-Z0-9]{3,32}$/;

export type ScriptOutput = {
  /** The result, on standard output. */
  readonly out: (text: string) => void;
  /** Warnings, on standard error. */
  readonly warn: (text: string) => void;
};

function isLoginSource(value: string): value is LoginSource {
  return (loginSources as readonly string[]).includes(value);
}

/**
 * `npm run session:handoff -- ACCOUNT_CODE [gateway|fos]`: issues a one-time session-login token for the account, as
 * a host app's back end would, and prints the portal path that redeems it (valid once, for 2 minutes). Uses the same
 * configuration as the server; refused where the brand has no session login. It works in production too (it is how
 * an operator stands in for the host app), with a warning: whoever opens the path is signed in as the account.
 */
export async function runSessionHandoff(
  argv: readonly string[],
  env: Environment,
  output: ScriptOutput,
  clock: Clock = systemClock,
): Promise<void> {
  const [codeArgument, sourceArgument] = argv;
  if (codeArgument === undefined) {
    throw new ConfigError('Usage: npm run session:handoff -- ACCOUNT_CODE [gateway|fos]');
  }
  const accountCode = codeArgument.toUpperCase();
  if (!accountCodePattern.test(accountCode)) {
    throw new ConfigError(`The account code must be 3 to 32 letters or digits (got "${codeArgument}").`);
  }
  if (sourceArgument !== undefined && !isLoginSource(sourceArgument)) {
    throw new ConfigError(`The source must be gateway or fos (got "${sourceArgument}").`);
  }
  const config = loadConfig(env);
  const brand = getBrand(config.portalVariant);
  if (!brand.flags.sessionLoginMode) {
    throw new ConfigError(
      `The ${config.portalVariant} portal has no session login (brand flag sessionLoginMode); set PORTAL_VARIANT to a brand that has it (abci).`,
    );
  }
  const source = sourceArgument ?? brand.sources[0] ?? 'gateway';
  if (config.nodeEnv === 'production') {
    output.warn(
      'Warning: NODE_ENV=production. The path below signs whoever opens it in as the account; hand it to that client only.\n',
    );
  }
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const issued = await issueSessionHandoff(database.db, clock, { accountCode, source });
    if (issued === undefined) throw new ConfigError(`There is no ${source} account ${accountCode}; nothing issued.`);
    output.out(
      `Session login for ${issued.accountCode} (${issued.source}), valid once until ${issued.expiresAt.toISOString()} (${sessionHandoffLifetimeMs / 60_000} minutes):\n` +
        `${issued.path}\n` +
        `Open it on the portal, e.g. http://localhost:${config.port}${issued.path}\n`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runSessionHandoff(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    warn: (text) => process.stderr.write(text),
  }).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
