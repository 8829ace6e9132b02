import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestClock } from '../../platform/runtime/clock';
import {
  ConfigError,
  defaultVapidSubject,
  loadConfig,
  parseVapidEnvironment,
  type VapidSettings,
} from '../../platform/runtime/config';
import { openDatabase, type OpenDatabase } from '../../platform/db/db';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { loadVapidKeys, vapidSettingName, vapidSettingsOf } from './vapid-keys';

const pair = webpush.generateVAPIDKeys();
const pairEnvironment = { PORTAL_VAPID_PUBLIC_KEY: pair.publicKey, PORTAL_VAPID_PRIVATE_KEY: pair.privateKey };

describe('VAPID settings from the environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('has no keys and the default subject when nothing is set', () => {
    expect(parseVapidEnvironment({})).toEqual({ keys: undefined, subject: defaultVapidSubject });
    expect(parseVapidEnvironment({ PORTAL_VAPID_PUBLIC_KEY: ' ', PORTAL_VAPID_SUBJECT: '' })).toEqual({
      keys: undefined,
      subject: 'mailto:support@portal.example',
    });
  });

  it('takes a matching key pair and an https or mailto subject', () => {
    expect(
      parseVapidEnvironment({
        PORTAL_VAPID_PUBLIC_KEY: pair.publicKey,
        PORTAL_VAPID_PRIVATE_KEY: pair.privateKey,
        PORTAL_VAPID_SUBJECT: 'https://portal.example/contact',
      }),
    ).toEqual({ keys: pair, subject: 'https://portal.example/contact' });
  });

  it.each([
    [
      { PORTAL_VAPID_PUBLIC_KEY: pair.publicKey },
      'PORTAL_VAPID_PUBLIC_KEY and PORTAL_VAPID_PRIVATE_KEY must be set together (or neither)',
    ],
    [
      { PORTAL_VAPID_PRIVATE_KEY: pair.privateKey },
      'PORTAL_VAPID_PUBLIC_KEY and PORTAL_VAPID_PRIVATE_KEY must be set together (or neither)',
    ],
    [
      { PORTAL_VAPID_PUBLIC_KEY: pair.publicKey, PORTAL_VAPID_PRIVATE_KEY: webpush.generateVAPIDKeys().privateKey },
      'PORTAL_VAPID_PUBLIC_KEY is not the public key of PORTAL_VAPID_PRIVATE_KEY',
    ],
    [
      { PORTAL_VAPID_PUBLIC_KEY: 'BAAA', PORTAL_VAPID_PRIVATE_KEY: pair.privateKey },
      'PORTAL_VAPID_PUBLIC_KEY must be an uncompressed P-256 public key (65 bytes)',
    ],
    [
      { PORTAL_VAPID_PUBLIC_KEY: `${pair.publicKey}=`, PORTAL_VAPID_PRIVATE_KEY: pair.privateKey },
      'PORTAL_VAPID_PUBLIC_KEY must be base64url without padding',
    ],
    [
      { PORTAL_VAPID_PUBLIC_KEY: pair.publicKey, PORTAL_VAPID_PRIVATE_KEY: 'AAAA' },
      'PORTAL_VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes)',
    ],
    [{ PORTAL_VAPID_SUBJECT: 'http://portal.example' }, 'PORTAL_VAPID_SUBJECT must be a mailto: or https: URL'],
    [{ PORTAL_VAPID_SUBJECT: 'support@portal.example' }, 'PORTAL_VAPID_SUBJECT must be a mailto: or https: URL'],
  ])('refuses %o with a one-line ConfigError', (env, problem) => {
    expect(() => parseVapidEnvironment(env)).toThrow(ConfigError);
    expect(() => parseVapidEnvironment(env)).toThrow(`Invalid configuration: ${problem}.`);
  });

  it("answers the config's settings, which loadConfig read from PORTAL_VAPID_*", () => {
    const config = loadConfig({ PORTAL_VAPID_SUBJECT: 'https://portal.example/push', ...pairEnvironment });
    expect(vapidSettingsOf(config)).toEqual({ keys: pair, subject: 'https://portal.example/push' });
    expect(() => loadConfig({ PORTAL_VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      new ConfigError(
        'Invalid configuration: PORTAL_VAPID_PUBLIC_KEY and PORTAL_VAPID_PRIVATE_KEY must be set together (or neither).',
      ),
    );
  });
});

describe('VAPID keys the server makes for itself', () => {
  let testDatabase: TestDatabase;
  let secondProcess: OpenDatabase;
  const clock = createTestClock();
  const settings: VapidSettings = { keys: undefined, subject: defaultVapidSubject };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    secondProcess = openDatabase(testDatabase.config);
  });
  afterAll(async () => {
    await secondProcess.close();
    await testDatabase.dispose();
  });

  it('uses configured keys as they are and stores nothing', async () => {
    const configured = await loadVapidKeys(testDatabase.database.db, clock, {
      keys: pair,
      subject: 'mailto:a@b.example',
    });
    expect(configured).toEqual({ ...pair, subject: 'mailto:a@b.example' });
    const rows = await testDatabase.database.db.selectFrom('server_setting').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('makes a pair at first use, stores it once, and every process signs with the same pair', async () => {
    const [first, second] = await Promise.all([
      loadVapidKeys(testDatabase.database.db, clock, settings),
      loadVapidKeys(secondProcess.db, clock, settings),
    ]);
    expect(first).toEqual(second);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe(defaultVapidSubject);

    const rows = await testDatabase.database.db.selectFrom('server_setting').selectAll().execute();
    expect(rows).toEqual([
      {
        name: vapidSettingName,
        value: JSON.stringify({ publicKey: first.publicKey, privateKey: first.privateKey }),
        created_at: clock.now().toISOString(),
      },
    ]);
    expect(await loadVapidKeys(testDatabase.database.db, clock, settings)).toEqual(first);
  });
});
