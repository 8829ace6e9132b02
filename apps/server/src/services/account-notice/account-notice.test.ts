import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNoticeKinds } from '@portal/contract/domain/account-notice';
import { languages } from '@portal/contract/domain/language';
import { createEmbeddedMessaging, readOutbox } from '../../adapters/messaging/embedded-messaging';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { noticeTime, noticesOf, sendAccountNotice, type AccountNoticeDependencies } from './account-notices';
import { noticeTexts, paramsOf, writeNotice } from './notice-texts';

describe('notice texts', () => {
  it('name the same params in every language, and a missing param is refused', () => {
    for (const kind of accountNoticeKinds) {
      const params = Object.fromEntries(paramsOf(kind).map((name) => [name, `<${name}>`]));
      for (const language of languages) {
        const names = [...noticeTexts[kind][language].matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        expect(names, `${kind} in ${language}`).toEqual([...paramsOf(kind)].sort());
        expect(writeNotice(kind, params, language)).not.toMatch(/[{}]/);
      }
    }
    expect(() => writeNotice('tradeExecuted', { accountCode: 'C10001' }, 'en')).toThrow('needs the param');
  });

  it('show the time in Hong Kong', () => {
    expect(noticeTime(new Date('2026-11-27T16:30:00Z'))).toBe('2026-11-28 00:30 HKT');
  });
});

describe('account notices (ADR 036)', () => {
  let testApp: TestApp;
  let deps: AccountNoticeDependencies;
  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'demo' });
    const db = testApp.database.db;
    deps = {
      db,
      clock: testApp.clock,
      messaging: createEmbeddedMessaging({ db, clock: testApp.clock, log: { info: () => undefined } }),
    };
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("go to the registered phone and e-mail in the account's language, or to the given addresses, and are listed", async () => {
    await testApp.database.db
      .insertInto('preference')
      .values({
        account_code: 'C10002',
        source: 'gateway',
        language: 'zh-HK',
        currency_code: 'HKD',
        updated_at: testApp.clock.now().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['account_code', 'source']).doUpdateSet({ language: 'zh-HK' }))
      .execute();
    const sent = await sendAccountNotice(
      deps,
      { accountCode: 'c10002', source: 'gateway' },
      { kind: 'passwordChanged' },
    );
    expect(sent).toBe(2);
    const outbox = await readOutbox(testApp.database.db, { accountCode: 'C10002' });
    expect(outbox.map((message) => [message.channel, message.destination]).sort()).toEqual([
      ['email', 'wong.siuling@example.com'],
      ['sms', '+85291234567'],
    ]);
    expect(outbox[0]?.body).toContain('您的帳戶 C10002 的登入密碼已於');

    testApp.clock.advance(60_000);
    await sendAccountNotice(
      deps,
      { accountCode: 'C10002', source: 'gateway' },
      {
        kind: 'personalInformationChange',
        params: { field: '電郵地址', status: '批准' },
        to: [
          { channel: 'email', destination: 'wong.siuling@example.com' },
          { channel: 'email', destination: 'new.address@example.com' },
        ],
      },
    );
    // No registered contact: nothing is sent or recorded.
    expect(await sendAccountNotice(deps, { accountCode: 'C10005', source: 'gateway' }, { kind: 'passwordReset' })).toBe(
      0,
    );

    const signedIn = await signIn(testApp, 'C10001');
    const own = await testApp.app.inject({
      method: 'POST',
      url: '/api/accountNotice/searchAccountNotices',
      headers: signedIn.headers,
      payload: {},
    });
    expect(own.statusCode, own.body).toBe(200);
    // C10001's own notices only (its sign-in from this new device, ADR 040): none of C10002's.
    expect(own.json<{ notices: { kind: string; body: string }[] }>().notices).toEqual([
      expect.objectContaining({ kind: 'newDeviceLogin', body: expect.stringContaining('C10001') as unknown }),
    ]);

    const rows = await testApp.database.db
      .selectFrom('account_notice')
      .select(['kind', 'destination'])
      .where('account_code', '=', 'C10002')
      .orderBy('sent_at')
      .orderBy('destination')
      .execute();
    for (const { destination } of rows) {
      expect(destination).toContain('*');
      expect(destination).not.toMatch(/siuling|new\.address|91234567/);
    }
    expect(rows.every((row) => !row.destination.includes('siuling'))).toBe(true);
    expect(rows.map((row) => row.kind)).toEqual([
      'passwordChanged',
      'passwordChanged',
      'personalInformationChange',
      'personalInformationChange',
    ]);

    const firstPage = await noticesOf(
      testApp.database.db,
      { accountCode: 'C10002', source: 'gateway' },
      {
        kinds: [],
        pageSize: 3,
      },
    );
    expect(firstPage.notices.map((notice) => notice.kind)).toEqual([
      'personalInformationChange',
      'personalInformationChange',
      'passwordChanged',
    ]);
    const secondPage = await noticesOf(
      testApp.database.db,
      { accountCode: 'C10002', source: 'gateway' },
      { kinds: [], pageSize: 3, cursor: firstPage.nextCursor },
    );
    expect(secondPage).toMatchObject({ notices: [{ kind: 'passwordChanged' }] });
    expect(secondPage.nextCursor).toBeUndefined();
    // A cursor this list did not give out is refused, as every list's is, rather than read as the first page.
    await expect(
      noticesOf(
        testApp.database.db,
        { accountCode: 'C10002', source: 'gateway' },
        { kinds: [], pageSize: 3, cursor: 'not-a-cursor' },
      ),
    ).rejects.toMatchObject({ status: 400, details: { fieldErrors: [{ path: 'cursor' }] } });
    const onlyChanges = await noticesOf(
      testApp.database.db,
      { accountCode: 'C10002', source: 'gateway' },
      {
        kinds: ['passwordChanged'],
        pageSize: 10,
      },
    );
    expect(onlyChanges.notices).toHaveLength(2);
  });
});
