import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { auditedActorOf, auditEntriesOf, recordAuditEntry, recordAuditedAction } from './audit-trail';

/*
 * The audit trail's own rules (issue 28 part 6, ADR 059): append-only in the database itself (whatever code or tool
 * sends the statement), entries kept in the order they were written, and who counts as acting on a client's account.
 * The proof that no contract operation changes an entry is in platform/identity/access-control.test.ts, which calls
 * every operation as a client, an advisor and an admin.
 */

const account = { accountCode: 'C10001', source: 'gateway' } as const;
const at = new Date('2025-01-15T02:00:00.000Z');

describe('the audit trail in the database', () => {
  let testDatabase: TestDatabase;
  const db = () => testDatabase.database.db;
  const rows = () => sql<Record<string, unknown>>`select * from audit_entry order by seq`.execute(db());

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    for (const subject of ['first', 'second', 'third']) {
      await recordAuditEntry(db(), {
        account,
        actor: { accountCode: 'A30001', role: 'advisor' },
        sessionId: 'session-1',
        action: 'orderPlaced',
        subject,
        after: { market: 'fund', instrument: 'F0004', amount: '10000', currency: 'HKD' },
        at,
      });
    }
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  it('keeps entries written at the same instant in the order they were written, newest first when read', async () => {
    const entries = await auditEntriesOf(db(), account, { limit: 10 });
    expect(entries.map((entry) => entry.subject)).toEqual(['third', 'second', 'first']);
    expect(entries[0]).toMatchObject({
      actorAccountCode: 'A30001',
      actorRole: 'advisor',
      sessionId: 'session-1',
      action: 'orderPlaced',
      before: null,
      after: { market: 'fund', instrument: 'F0004', amount: '10000', currency: 'HKD' },
      at: at.toISOString(),
    });
    const [, second] = entries;
    const older = await auditEntriesOf(db(), account, { limit: 10, before: second?.seq ?? 0 });
    expect(older.map((entry) => entry.subject)).toEqual(['first']);
    expect(await auditEntriesOf(db(), { ...account, source: 'fos' }, { limit: 10 })).toEqual([]);
  });

  it.each([
    ['UPDATE', sql`update audit_entry set subject = 'changed'`],
    ['UPDATE of one column of one row', sql`update audit_entry set after = null where subject = 'first'`],
    ['DELETE', sql`delete from audit_entry`],
    ['DELETE of one row', sql`delete from audit_entry where subject = 'second'`],
  ])('refuses %s, and every entry stays as it was', async (_label, statement) => {
    const before = await rows();
    await expect(statement.execute(db())).rejects.toThrow(/append-only/);
    expect(await rows()).toEqual(before);
  });

  it('refuses TRUNCATE on PostgreSQL (SQLite has no TRUNCATE: its DELETE is refused above)', async () => {
    if (testDatabase.database.dialect !== 'postgres') return;
    const before = await rows();
    await expect(sql`truncate audit_entry`.execute(db())).rejects.toThrow(/append-only/);
    expect(await rows()).toEqual(before);
  });

  it('records nothing for an action of the client itself (no one else acting)', async () => {
    const before = await rows();
    await recordAuditedAction(db(), undefined, { account, action: 'orderPlaced', subject: 'own', at });
    expect(await rows()).toEqual(before);
  });
});

describe('who acts on a client account for the trail', () => {
  const session = { sessionId: 's-1', accountCode: 'C10001', source: 'gateway', role: 'user', rank: 100 } as const;

  it("names an advisee session's advisor, in that session", () => {
    expect(auditedActorOf({ ...session, advisorAccountCode: 'A30001' }, account)).toEqual({
      accountCode: 'A30001',
      role: 'advisor',
      sessionId: 's-1',
    });
  });

  it('names an advisor acting from its own session for an advisee', () => {
    const advisor = { sessionId: 's-2', accountCode: 'A30001', source: 'gateway', role: 'advisor', rank: 200 } as const;
    expect(auditedActorOf({ ...advisor, advisorAccountCode: null }, account)).toEqual({
      accountCode: 'A30001',
      role: 'advisor',
      sessionId: 's-2',
    });
  });

  it('names nobody when the client acts itself (its code in any case), or when there is no session (a job)', () => {
    expect(auditedActorOf({ ...session, advisorAccountCode: null }, account)).toBeUndefined();
    expect(auditedActorOf({ ...session, advisorAccountCode: null }, { ...account, accountCode: 'c10001' })).toBe(
      undefined,
    );
    expect(auditedActorOf(undefined, account)).toBeUndefined();
  });

  it('names nobody for a plain client naming another account (access control refuses that call anyway)', () => {
    expect(auditedActorOf({ ...session, advisorAccountCode: null }, { ...account, accountCode: 'C10002' })).toBe(
      undefined,
    );
  });
});
