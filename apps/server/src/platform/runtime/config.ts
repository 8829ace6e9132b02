import { createECDH } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultPortalVariant, portalVariants, type PortalVariant } from '@portal/contract/brands';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const nodeEnvironments = ['development', 'production', 'test'] as const;
export type NodeEnvironment = (typeof nodeEnvironments)[number];

/**
 * Who takes the back office's decisions (deposits, withdrawals, bank accounts, change requests; ADR 051): its
 * embedded simulator, on the server clock, or an operator (on the admin console): then a request waits, pending.
 */
export const backOfficeChoices = ['simulator', 'operator'] as const;
export type BackOfficeChoice = (typeof backOfficeChoices)[number];

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
  /** Absolute folder of the built web app (index.html, _build/). */
  readonly webDistDir: string;
  /** CSP frame-ancestors sources: who may embed the portal in an iframe. */
  readonly frameAncestors: readonly string[];
  readonly nodeEnv: NodeEnvironment;
  /**
   * PORTAL_DEV_SUPPORT=on: serve the simulators' outbox and captcha answers under /api/_dev (for browser journeys).
   * Off unless set, and refused in production.
   */
  readonly devSupport: boolean;
  /**
   * PORTAL_ACTIVITY_SIMULATOR=on|off: every 2 minutes a made-up event (a cash movement, a matched order ...) for one
   * of the demo clients, so the bell and web pushes have something to show. On by default, off in production (where
   * asking for it is refused: real clients must never get made-up notifications).
   */
  readonly activitySimulator: boolean;
  /** The server's VAPID identity for web push (PORTAL_VAPID_*); keys made and stored at first use when unset. */
  readonly vapid: VapidSettings;
  /**
   * PORTAL_DEMONSTRATION=on: this deployment is a demonstration. Every page says so, and a production start is allowed
   * on the simulated back ends (ADR 051). Off unless set.
   */
  readonly demonstration: boolean;
  /**
   * PORTAL_BACK_OFFICE=simulator|operator: who decides deposits, withdrawals, bank accounts and change requests. The
   * simulator by default, the operator with NODE_ENV=production (where the simulator needs PORTAL_DEMONSTRATION=on).
   */
  readonly backOffice: BackOfficeChoice;
};

export type Environment = Readonly<Record<string, string | undefined>>;

export const sqliteFileName = 'portal.sqlite';

/** apps/web/dist, found from this file so the server works from any working directory. */
export const defaultWebDistDir = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

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
  PORTAL_ACTIVITY_SIMULATOR: optionalVariable(
    z
      .enum(['on', 'off'], {
        error: (issue) => `PORTAL_ACTIVITY_SIMULATOR must be on or off (got "${String(issue.input)}")`,
      })
      .optional(),
  ),
  PORTAL_DEMONSTRATION: optionalVariable(
    z
      .enum(['on', 'off'], {
        error: (issue) => `PORTAL_DEMONSTRATION must be on or off (got "${String(issue.input)}")`,
      })
      .optional(),
  ),
  PORTAL_BACK_OFFICE: optionalVariable(
    z
      .enum(backOfficeChoices, {
        error: (issue) =>
          `PORTAL_BACK_OFFICE must be one of: ${backOfficeChoices.join(', ')} (got "${String(issue.input)}")`,
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

/** Who the push services may contact about the server's pushes (RFC 8292 "sub"), unless PORTAL_VAPID_SUBJECT says. */
export const defaultVapidSubject = 'mailto:support@portal.example';

/**
 * The server's VAPID identity (RFC 8292) as configured: PORTAL_VAPID_PUBLIC_KEY with PORTAL_VAPID_PRIVATE_KEY (both or
 * neither), and PORTAL_VAPID_SUBJECT. Without keys the server makes a pair at first use and keeps it in server_setting,
 * so every process and every restart signs with the same key (a browser's subscription is bound to it).
 */
export type VapidSettings = {
  readonly keys: { readonly publicKey: string; readonly privateKey: string } | undefined;
  readonly subject: string;
};

/** Why a configured key pair cannot be used, or undefined when it can. */
export function vapidKeyProblem(publicKey: string, privateKey: string): string | undefined {
  const base64Url = /^[A-Za-z0-9_-]+$/;
  if (!base64Url.test(publicKey)) return 'PORTAL_VAPID_PUBLIC_KEY must be base64url without padding';
  if (!base64Url.test(privateKey)) return 'PORTAL_VAPID_PRIVATE_KEY must be base64url without padding';
  const publicBytes = Buffer.from(publicKey, 'base64url');
  if (publicBytes.length !== 65 || publicBytes[0] !== 4) {
    return 'PORTAL_VAPID_PUBLIC_KEY must be an uncompressed P-256 public key (65 bytes)';
  }
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (privateBytes.length !== 32) return 'PORTAL_VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes)';
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(privateBytes);
    if (!curve.getPublicKey().equals(publicBytes)) {
      return 'PORTAL_VAPID_PUBLIC_KEY is not the public key of PORTAL_VAPID_PRIVATE_KEY';
    }
  } catch {
    return 'PORTAL_VAPID_PRIVATE_KEY is not a P-256 private key';
  }
  return undefined;
}

/** Why a subject cannot be used (RFC 8292: a mailto: or https: URL), or undefined when it can. */
export function vapidSubjectProblem(subject: string): string | undefined {
  if (!URL.canParse(subject)) return 'PORTAL_VAPID_SUBJECT must be a mailto: or https: URL';
  const protocol = new URL(subject).protocol;
  return protocol === 'mailto:' || protocol === 'https:'
    ? undefined
    : 'PORTAL_VAPID_SUBJECT must be a mailto: or https: URL';
}

/** Reads the PORTAL_VAPID_* variables; throws a one-line ConfigError naming what is wrong. */
export function parseVapidEnvironment(env: Environment): VapidSettings {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const publicKey = text('PORTAL_VAPID_PUBLIC_KEY');
  const privateKey = text('PORTAL_VAPID_PRIVATE_KEY');
  const subject = text('PORTAL_VAPID_SUBJECT') ?? defaultVapidSubject;
  const problems: string[] = [];
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    problems.push('PORTAL_VAPID_PUBLIC_KEY and PORTAL_VAPID_PRIVATE_KEY must be set together (or neither)');
  } else if (publicKey !== undefined && privateKey !== undefined) {
    const problem = vapidKeyProblem(publicKey, privateKey);
    if (problem !== undefined) problems.push(problem);
  }
  const subjectProblem = vapidSubjectProblem(subject);
  if (subjectProblem !== undefined) problems.push(subjectProblem);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  return {
    keys: publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : undefined,
    subject,
  };
}
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
  if (parsed.PORTAL_ACTIVITY_SIMULATOR === 'on' && parsed.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PORTAL_ACTIVITY_SIMULATOR=on sends made-up notifications to clients and is refused with NODE_ENV=production.',
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
    activitySimulator: parsed.PORTAL_ACTIVITY_SIMULATOR !== 'off' && parsed.NODE_ENV !== 'production',
    vapid: parseVapidEnvironment(env),
    demonstration: parsed.PORTAL_DEMONSTRATION === 'on',
    backOffice: parsed.PORTAL_BACK_OFFICE ?? (parsed.NODE_ENV === 'production' ? 'operator' : 'simulator'),
  };
}
