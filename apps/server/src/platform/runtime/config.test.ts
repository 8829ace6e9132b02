import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalVariants } from '@portal/contract/brands';
import { ConfigError, defaultWebDistDir, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({ INIT_CWD: '/srv/portal' });
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/portal/data',
      sqliteFile: '/srv/portal/data/portal.sqlite',
      databaseUrl: undefined,
      portalVariant: 'demo',
      logLevel: 'info',
      webDistDir: defaultWebDistDir,
      frameAncestors: ["'self'"],
      nodeEnv: 'development',
      devSupport: false,
      activitySimulator: true,
      vapid: { keys: undefined, subject: 'mailto:support@portal.example' },
      demonstration: false,
      backOffice: 'simulator',
    });
  });

  it('finds the web build from the server source, whatever the working directory', () => {
    expect(defaultWebDistDir).toBe(resolve(import.meta.dirname, '../../../../web/dist'));
    expect(defaultWebDistDir.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('resolves DATA_DIR against the working directory when npm did not set INIT_CWD', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }).dataDir).toBe(resolve(process.cwd(), 'var/db'));
  });

  it('reads every variable the README lists', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/portal-data',
      DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
      PORTAL_VARIANT: 'vademo',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/opt/web',
      FRAME_ANCESTORS: "'self' https://host.example.com",
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      sqliteFile: '/tmp/portal-data/portal.sqlite',
      databaseUrl: 'postgres://portal:secret@db.internal:5432/portal',
      portalVariant: 'vademo',
      logLevel: 'warn',
      webDistDir: '/opt/web',
      frameAncestors: ["'self'", 'https://host.example.com'],
      nodeEnv: 'production',
    });
  });

  it('accepts each of the ten portal variants', () => {
    for (const variant of portalVariants) expect(loadConfig({ PORTAL_VARIANT: variant }).portalVariant).toBe(variant);
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ PORT: '', PORTAL_VARIANT: '  ' })).toMatchObject({ port: 3000, portalVariant: 'demo' });
  });

  it('refuses an unknown PORTAL_VARIANT with one line listing the valid ones', () => {
    expect(() => loadConfig({ PORTAL_VARIANT: 'acme' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORTAL_VARIANT: 'acme' })).toThrow(
      'Invalid configuration: PORTAL_VARIANT "acme" is not a portal variant; use one of: team, magpie, demo, cepa, vc, abci, asa, winland, mirae, vademo.',
    );
  });

  it('refuses a PORT that is not a whole number from 0 to 65535', () => {
    for (const port of ['abc', '-1', '3000.5', '65536', '99999999']) {
      expect(() => loadConfig({ PORT: port })).toThrow(
        `Invalid configuration: PORT must be a whole number from 0 to 65535 (got "${port}").`,
      );
    }
  });

  it('names every invalid variable in one line', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'http',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        FRAME_ANCESTORS: 'evil.com; script-src *',
      });
    } catch (error) {
      message = error instanceof ConfigError ? error.message : '';
    }
    expect(message).not.toContain('\n');
    expect(message).toContain('PORT must be a whole number');
    expect(message).toContain('LOG_LEVEL "loud" is not a log level');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).toContain('FRAME_ANCESTORS must be space-separated origins');
  });
});

describe('PORTAL_DEV_SUPPORT', () => {
  it('is off unless set, on when set, and refused in production', () => {
    expect(loadConfig({}).devSupport).toBe(false);
    expect(loadConfig({ PORTAL_DEV_SUPPORT: 'on' }).devSupport).toBe(true);
    expect(() => loadConfig({ PORTAL_DEV_SUPPORT: 'on', NODE_ENV: 'production' })).toThrow(
      /refused with NODE_ENV=production/,
    );
    expect(() => loadConfig({ PORTAL_DEV_SUPPORT: 'yes' })).toThrow(/PORTAL_DEV_SUPPORT must be on or off/);
  });
});

describe('PORTAL_ACTIVITY_SIMULATOR', () => {
  it('is on unless set off, off in production by default, and refused on in production', () => {
    expect(loadConfig({}).activitySimulator).toBe(true);
    expect(loadConfig({ PORTAL_ACTIVITY_SIMULATOR: 'on' }).activitySimulator).toBe(true);
    expect(loadConfig({ PORTAL_ACTIVITY_SIMULATOR: 'off' }).activitySimulator).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).activitySimulator).toBe(false);
    expect(loadConfig({ PORTAL_ACTIVITY_SIMULATOR: 'off', NODE_ENV: 'production' }).activitySimulator).toBe(false);
    expect(() => loadConfig({ PORTAL_ACTIVITY_SIMULATOR: 'on', NODE_ENV: 'production' })).toThrow(
      /PORTAL_ACTIVITY_SIMULATOR=on sends made-up notifications to clients and is refused with NODE_ENV=production/,
    );
    expect(() => loadConfig({ PORTAL_ACTIVITY_SIMULATOR: 'sometimes' })).toThrow(
      'Invalid configuration: PORTAL_ACTIVITY_SIMULATOR must be on or off (got "sometimes").',
    );
  });
});

describe('PORTAL_DEMONSTRATION', () => {
  it('is off unless set on, in production too, and refuses any other value in one line', () => {
    expect(loadConfig({}).demonstration).toBe(false);
    expect(loadConfig({ PORTAL_DEMONSTRATION: 'off' }).demonstration).toBe(false);
    expect(loadConfig({ PORTAL_DEMONSTRATION: 'on' }).demonstration).toBe(true);
    expect(loadConfig({ PORTAL_DEMONSTRATION: 'on', NODE_ENV: 'production' }).demonstration).toBe(true);
    expect(() => loadConfig({ PORTAL_DEMONSTRATION: 'yes' })).toThrow(
      'Invalid configuration: PORTAL_DEMONSTRATION must be on or off (got "yes").',
    );
  });
});

describe('PORTAL_BACK_OFFICE', () => {
  it('is the simulator outside production and the operator in production unless set', () => {
    expect(loadConfig({}).backOffice).toBe('simulator');
    expect(loadConfig({ NODE_ENV: 'test' }).backOffice).toBe('simulator');
    expect(loadConfig({ NODE_ENV: 'production' }).backOffice).toBe('operator');
    expect(loadConfig({ NODE_ENV: 'production', PORTAL_DEMONSTRATION: 'on' }).backOffice).toBe('operator');
    expect(loadConfig({ PORTAL_BACK_OFFICE: 'operator' }).backOffice).toBe('operator');
    // Accepted here: the start refuses it in production unless the deployment is a demonstration (adapters/back-ends).
    expect(loadConfig({ PORTAL_BACK_OFFICE: 'simulator', NODE_ENV: 'production' }).backOffice).toBe('simulator');
  });

  it('refuses any other value in one line', () => {
    expect(() => loadConfig({ PORTAL_BACK_OFFICE: 'robot' })).toThrow(
      'Invalid configuration: PORTAL_BACK_OFFICE must be one of: simulator, operator (got "robot").',
    );
  });
});
