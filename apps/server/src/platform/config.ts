import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultPortalVariant, portalVariants, type PortalVariant } from '@portal/contract/brands';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const nodeEnvironments = ['development', 'production', 'test'] as const;
export type NodeEnvironment = (typeof nodeEnvironments)[number];

/** The server's settings, read once from the environment at start (README "Configuration"). */
export type Config = {
  readonly port: number;
  readonly host: string;
  /** Absolute folder holding the SQLite file; created when the database is opened. */
  readonly dataDir: string;
  /** Absolute path of the SQLite database file: DATA_DIR/portal.sqlite. */
  readonly sqliteFile: string;
  /** A postgres:// URL; when set, PostgreSQL is used instead of SQLite. */
  readonly databaseUrl: string | undefined;
  readonly portalVariant: PortalVariant;
  readonly logLevel: LogLevel;
  /** Absolute folder of the built web app (index.html, assets/). */
  readonly webDistDir: string;
  /** CSP frame-ancestors sources: who may embed the portal in an iframe. */
  readonly frameAncestors: readonly string[];
  readonly nodeEnv: NodeEnvironment;
  /**
   * PORTAL_DEV_SUPPORT=on: serve the simulators' outbox and captcha answers under /api/_dev (for browser journeys).
   * Off unless set, and refused in production.
   */
  readonly devSupport: boolean;
};

export type Environment = Readonly<Record<string, string | undefined>>;

export const sqliteFileName = 'portal.sqlite';

/** apps/web/dist, found from this file so the server works from any working directory. */
export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Raised when the environment is invalid; its message is one line meant for the person starting the server. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A CSP source expression: a keyword ('self', 'none'), a scheme (https:) or an origin; never a directive separator. */
const frameAncestorSource =
  /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[A-Za-z0-9.-]+(?::(?:\d{1,5}|\*))?)$/;

/** An unset variable and one set to blank text both mean "use the default". */
function optionalVariable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined), schema);
}

const environmentSchema = z.object({
  PORT: optionalVariable(
    z
      .string()
      .refine((text) => /^\d{1,5}$/.test(text) && Number(text) <= 65_535, {
        error: (issue) => `PORT must be a whole number from 0 to 65535 (got "${String(issue.input)}")`,
      })
      .transform(Number)
      .optional(),
  ),
  HOST: optionalVariable(z.string().optional()),
  DATA_DIR: optionalVariable(z.string().optional()),
  DATABASE_URL: optionalVariable(
    z
      .string()
      .refine((url) => /^postgres(?:ql)?:\/\//.test(url) && URL.canParse(url), {
        error: 'DATABASE_URL must be a postgres:// or postgresql:// URL (or left unset to use SQLite)',
      })
      .optional(),
  ),
  PORTAL_VARIANT: optionalVariable(
    z
      .enum(portalVariants, {
        error: (issue) =>
          `PORTAL_VARIANT "${String(issue.input)}" is not a portal variant; use one of: ${portalVariants.join(', ')}`,
      })
      .optional(),
  ),
  LOG_LEVEL: optionalVariable(
    z
      .enum(logLevels, {
        error: (issue) => `LOG_LEVEL "${String(issue.input)}" is not a log level; use one of: ${logLevels.join(', ')}`,
      })
      .optional(),
  ),
  WEB_DIST_DIR: optionalVariable(z.string().optional()),
  FRAME_ANCESTORS: optionalVariable(
    z
      .string()
      .transform((text) => text.split(/\s+/))
      .refine((sources) => sources.every((source) => frameAncestorSource.test(source)), {
        error: (issue) =>
          `FRAME_ANCESTORS must be space-separated origins or 'self' / 'none' (got "${String(issue.input)}")`,
      })
      .optional(),
  ),
  PORTAL_DEV_SUPPORT: optionalVariable(
    z
      .enum(['on', 'off'], {
        error: (issue) => `PORTAL_DEV_SUPPORT must be on or off (got "${String(issue.input)}")`,
      })
      .optional(),
  ),
  NODE_ENV: optionalVariable(
    z
      .enum(nodeEnvironments, {
        error: (issue) => `NODE_ENV "${String(issue.input)}" must be one of: ${nodeEnvironments.join(', ')}`,
      })
      .optional(),
  ),
  /** Set by npm to the folder where the person typed the command. */
  INIT_CWD: optionalVariable(z.string().optional()),
});

/** Parses the environment with zod and fails fast with a one-line ConfigError naming every invalid variable. */
export function loadConfig(env: Environment): Config {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}.`);
  }
  const parsed = result.data;
  if (parsed.PORTAL_DEV_SUPPORT === 'on' && parsed.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PORTAL_DEV_SUPPORT=on exposes one-time passwords and captcha answers and is refused with NODE_ENV=production.',
    );
  }

  // `npm start` at the repository root runs the server from the workspace folder, so relative paths are resolved
  // against npm's INIT_CWD (where the command was typed) when it is set.
  const launchDirectory = parsed.INIT_CWD ?? process.cwd();
  const dataDir = resolve(launchDirectory, parsed.DATA_DIR ?? 'data');
  return {
    port: parsed.PORT ?? 3000,
    host: parsed.HOST ?? '127.0.0.1',
    dataDir,
    sqliteFile: resolve(dataDir, sqliteFileName),
    databaseUrl: parsed.DATABASE_URL,
    portalVariant: parsed.PORTAL_VARIANT ?? defaultPortalVariant,
    logLevel: parsed.LOG_LEVEL ?? 'info',
    webDistDir: parsed.WEB_DIST_DIR === undefined ? defaultWebDistDir : resolve(launchDirectory, parsed.WEB_DIST_DIR),
    frameAncestors: parsed.FRAME_ANCESTORS ?? ["'self'"],
    nodeEnv: parsed.NODE_ENV ?? 'development',
    devSupport: parsed.PORTAL_DEV_SUPPORT === 'on',
  };
}
