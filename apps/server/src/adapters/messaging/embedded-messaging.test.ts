import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestClock, type TestClock } from '../../platform/runtime/clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createEmbeddedMessaging, readOutbox } from './embedded-messaging';
import type { MessagingAdapter } from './messaging-adapter';

describe('embedded messaging', () => {
  let testDatabase: TestDatabase;
  let clock: TestClock;
  let logLines: Array<Record<string, unknown>>;
  let messaging: MessagingAdapter;

  beforeEach(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    clock = createTestClock('2025-01-15T02:00:00.000Z');
    logLines = [];
    // A real pino logger, as Fastify hands out, writing its JSON lines here.
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(JSON.parse(chunk.toString('utf8')));
        callback();
      },
    });
    messaging = createEmbeddedMessaging({ db: testDatabase.database.db, clock, log: pino(destination) });
  });

  afterEach(async () => {
    await testDatabase.dispose();
  });

  it('keeps a sent message in the outbox', async () => {
    await messaging.send({
      channel: 'sms',
      destination: '+85291234567',
      accountCode: 'C001',
      body: 'Your one-time password is 123456',
    });

    const outbox = await readOutbox(testDatabase.database.db, { accountCode: 'C001' });
    expect(outbox).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        channel: 'sms',
        destination: '+85291234567',
        accountCode: 'C001',
        body: 'Your one-time password is 123456',
        createdAt: '2025-01-15T02:00:00.000Z',
      },
    ]);
  });

  it('logs one info line per message, naming what was sent where', async () => {
    await messaging.send({ channel: 'email', destination: 'client@example.com', accountCode: 'C001', body: 'Hello' });

    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({
      level: 30,
      msg: 'Messaging simulator delivered a message',
      channel: 'email',
      destination: 'client@example.com',
      accountCode: 'C001',
      body: 'Hello',
    });
  });

  it('reads back newest first, per account and channel, up to the limit', async () => {
    const send = async (channel: 'sms' | 'email', accountCode: string, body: string) => {
      await messaging.send({
        channel,
        destination: channel === 'sms' ? '+85291234567' : 'c@example.com',
        accountCode,
        body,
      });
      clock.advance(1_000);
    };
    await send('sms', 'C001', 'first');
    await send('email', 'C001', 'second');
    await send('sms', 'C002', 'other account');
    await send('sms', 'C001', 'third');

    const db = testDatabase.database.db;
    const bodies = async (options: Parameters<typeof readOutbox>[1]) =>
      (await readOutbox(db, options)).map((message) => message.body);
    expect(await bodies({ accountCode: 'C001' })).toEqual(['third', 'second', 'first']);
    expect(await bodies({ accountCode: 'C001', channel: 'sms' })).toEqual(['third', 'first']);
    expect(await bodies({ accountCode: 'C001', limit: 1 })).toEqual(['third']);
    expect(await bodies({ accountCode: 'C002' })).toEqual(['other account']);
    expect(await bodies({ accountCode: 'C003' })).toEqual([]);
  });
});
