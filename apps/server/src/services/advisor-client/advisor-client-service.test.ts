import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExactDecimal,
  type ClientActivity,
  type ClientDetails,
  type ClientNote,
  type ClientSearchCriteriaInput,
  type ClientSearchPage,
  type ClientSearchRow,
  type NetWorth,
  type SavedClientSearch,
} from '@portal/contract';
import { clientSortKeys, type ClientSortKey } from '@portal/contract/domain/advisor-client';
import { riskRank } from '@portal/contract/domain/fund';
import { marketDayOf } from '../../platform/market/market-calendar';
import { seedDemoQuestionnaires } from '../suitability/public';
import { openSession, sessionCookieName } from '../../platform/identity/sessions';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { createTestBrowser } from '../../test/browser';
import {
  createOrderTestApp,
  depositFor,
  orderDependenciesOf,
  placeSubscription,
} from '../../test/fund-order-test-support';
import { clientHeaders, signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fundHolding, seedTestBook, stockHolding, type TestClient } from './advisor-client-test-support';

/*
 * The advisor desk's clients (issue 28 parts 2 and 3) on the demo brand (advisorEnabled, managerEnabled): A30001's
 * book is its demo clients C10001 and C10002 and the test book's C20000 … C20023 (advisor-client-test-support);
 * M40001 manages A30001 and A30002 (the VA advisor of V20001 and V20002). Every figure is checked against the test
 * book's spec; every refusal against what the database holds afterwards.
 */

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

const timeZone = 'Asia/Hong_Kong';

describe('the advisor desk: search, details and notes (advisor-client)', () => {
  let testApp: TestApp;
  let book: TestClient[];
  let advisor: SignedIn;
  let manager: SignedIn;
  let vaAdvisor: SignedIn;

  const call = (as: SignedIn, operation: string, payload: object): Promise<Injected> =>
    testApp.app.inject({ method: 'POST', url: `/api/advisorClient/${operation}`, headers: as.headers, payload });
  const ok = async <T>(as: SignedIn, operation: string, payload: object): Promise<T> => {
    const response = await call(as, operation, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  /** Every page of a search, 5 rows at a time, checking that no client comes twice. */
  const everyPage = async (as: SignedIn, criteria: ClientSearchCriteriaInput, extra: object = {}) => {
    const rows: ClientSearchRow[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 40; pages += 1) {
      const page: ClientSearchPage = await ok<ClientSearchPage>(as, 'searchClients', {
        ...extra,
        criteria,
        pageSize: 5,
        ...(cursor === null ? {} : { cursor }),
      });
      expect(page.rows.length).toBeLessThanOrEqual(5);
      rows.push(...page.rows);
      cursor = page.nextCursor;
      if (cursor === null) break;
    }
    expect(cursor).toBeNull();
    const codes = rows.map((row) => row.accountCode);
    expect(new Set(codes).size, codes.join(' ')).toBe(codes.length);
    return rows;
  };
  const codesOf = (rows: readonly ClientSearchRow[]) => rows.map((row) => row.accountCode).sort();
  const bookWhere = (keep: (client: TestClient, index: number) => boolean) =>
    book
      .filter((client, index) => keep(client, index))
      .map((client) => client.accountCode)
      .sort();

  /** A call refused with 400 naming `path`, which changes nothing. */
  const refusedField = async (send: () => Promise<Injected>, path: string) => {
    const before = await snapshotDatabase(testApp.database);
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ details: { fieldErrors: { path: string }[] } }>();
    expect(body.details.fieldErrors.map((error) => error.path)).toContain(path);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  };

  beforeAll(async () => {
    testApp = await createOrderTestApp();
    book = await seedTestBook(testApp);
    // C10001's questionnaire, approved four months ago at Medium (README demo accounts).
    await seedDemoQuestionnaires(testApp.database.db, testApp.clock, timeZone);
    advisor = await signIn(testApp, 'A30001');
    manager = await signIn(testApp, 'M40001');
    vaAdvisor = await signIn(testApp, 'A30002', { source: 'fos' });
  });
  afterAll(async () => testApp?.close());

  it("finds the advisor's whole book once each, and nobody outside it", async () => {
    const rows = await everyPage(advisor, {});
    expect(codesOf(rows)).toEqual(['C10001', 'C10002', ...book.map((client) => client.accountCode)].sort());
    const c20003 = rows.find((row) => row.accountCode === 'C20003');
    expect(c20003).toMatchObject({
      source: 'gateway',
      names: { english: 'Delta Client', chinese: '客戶3號' },
      accountType: 'Joint',
      professionalInvestor: false,
      riskLevel: book[3]?.riskLevel,
      questionnaire: { status: 'valid', expiresAt: book[3]?.expiresAt },
      totalAssets: book[3]?.totalAssets,
      lastLoginAt: book[3]?.lastLoginAt,
      advisor: { accountCode: 'A30001', displayName: 'Ng Ka Ho' },
    });
    // No position yet: nothing held, never valued.
    expect(rows.find((row) => row.accountCode === 'C10002')).toMatchObject({ totalAssets: '0', valuedAt: null });
  });

  it('narrows by each criterion to exactly the clients it names', async () => {
    const now = testApp.clock.now();
    const search = async (criteria: ClientSearchCriteriaInput) => codesOf(await everyPage(advisor, criteria));
    expect(await search({ codePrefix: 'c2001' })).toEqual(bookWhere((_, index) => index >= 10 && index <= 19));
    expect(await search({ name: 'CHARLIE' })).toEqual(['C20002']);
    expect(await search({ name: '客戶3號' })).toEqual(['C20003']);
    expect(await search({ name: '陳大文' })).toEqual(['C10001']);
    // % and _ are letters here, not wildcards.
    expect(await search({ name: '%' })).toEqual([]);
    expect(await search({ codePrefix: 'C2', accountTypes: ['Joint'] })).toEqual(['C20003', 'C20012', 'C20021']);
    expect(await search({ codePrefix: 'C2', professionalInvestor: true })).toEqual(
      bookWhere((client) => client.professionalInvestor),
    );
    expect(await search({ codePrefix: 'C2', professionalInvestor: false })).toEqual(
      bookWhere((client) => !client.professionalInvestor),
    );
    expect(await search({ codePrefix: 'C2', riskLevels: ['High', 'Low'] })).toEqual(
      bookWhere((client) => client.riskLevel === 'High' || client.riskLevel === 'Low'),
    );
    expect(await search({ codePrefix: 'C2', questionnaireStatuses: ['expiring'] })).toEqual(
      bookWhere((client) => client.questionnaire === 'expiring'),
    );
    expect(await search({ codePrefix: 'C2', questionnaireStatuses: ['none', 'expired'] })).toEqual(
      bookWhere((client) => client.questionnaire === 'none' || client.questionnaire === 'expired'),
    );
    // A window shorter than 20 days: the expiring ones are valid.
    expect(await search({ codePrefix: 'C2', questionnaireStatuses: ['expiring'], expiringWithinDays: 10 })).toEqual([]);
    expect(await search({ codePrefix: 'C2', questionnaireStatuses: ['valid'], expiringWithinDays: 10 })).toEqual(
      bookWhere((client) => client.questionnaire === 'valid' || client.questionnaire === 'expiring'),
    );
    const in20Days = marketDayOf(new Date(now.getTime() + 20 * 86_400_000), timeZone);
    expect(await search({ questionnaireExpiresFrom: in20Days, questionnaireExpiresTo: in20Days })).toEqual(
      bookWhere((client) => client.questionnaire === 'expiring'),
    );
    expect(await search({ holdingId: fundHolding })).toEqual(
      bookWhere((client) => client.holdingIds.includes(fundHolding)),
    );
    expect(await search({ holdingId: 'crypto:BTC' })).toEqual([]);
    // Both ends included, to the cent.
    const totals = book.map((client) => new ExactDecimal(client.totalAssets));
    const ascending = [...book].sort((a, b) => new ExactDecimal(a.totalAssets).comparedTo(b.totalAssets));
    const low = ascending[5]?.totalAssets ?? '';
    const high = ascending[15]?.totalAssets ?? '';
    const between = await search({ totalAssetsMin: low, totalAssetsMax: high });
    expect(between).toEqual(
      bookWhere((_, index) => totals[index]?.gte(low) === true && totals[index]?.lte(high) === true),
    );
    expect(between).toHaveLength(11);
    const justAbove = new ExactDecimal(low).plus('0.01').toFixed(2);
    expect(await search({ totalAssetsMin: justAbove, totalAssetsMax: high })).toEqual(
      between.filter((code) => code !== ascending[5]?.accountCode),
    );
    const loginDay = (client: TestClient) =>
      client.lastLoginAt === null ? null : marketDayOf(new Date(client.lastLoginAt), timeZone);
    const from = marketDayOf(new Date(now.getTime() - 10 * 86_400_000), timeZone);
    const to = marketDayOf(new Date(now.getTime() - 4 * 86_400_000), timeZone);
    expect(await search({ codePrefix: 'C2', lastLoginFrom: from, lastLoginTo: to })).toEqual(
      bookWhere((client) => {
        const day = loginDay(client);
        return day !== null && day >= from && day <= to;
      }),
    );
    // Together, as a page of the bench: holders of the fund above an amount, largest first.
    const rows = await everyPage(advisor, {
      holdingId: fundHolding,
      totalAssetsMin: '200000',
      sortBy: 'totalAssets',
      direction: 'desc',
    });
    const expected = book
      .filter((client) => client.holdingIds.includes(fundHolding) && new ExactDecimal(client.totalAssets).gte(200_000))
      .sort((a, b) => new ExactDecimal(b.totalAssets).comparedTo(a.totalAssets));
    expect(rows.map((row) => [row.accountCode, row.totalAssets])).toEqual(
      expected.map((client) => [client.accountCode, client.totalAssets]),
    );
  });

  it('sorts by every key, both ways, and pages by keyset with every client exactly once', async () => {
    const keyOf: Record<ClientSortKey, (client: TestClient) => string | number | InstanceType<typeof ExactDecimal>> = {
      code: (client) => client.accountCode,
      name: (client) => client.displayName.toLowerCase(),
      totalAssets: (client) => new ExactDecimal(client.totalAssets),
      riskLevel: (client) => riskRank(client.riskLevel),
      questionnaireExpiry: (client) => client.expiresAt ?? '9999',
      lastLogin: (client) => client.lastLoginAt ?? '',
    };
    const compare = (a: unknown, b: unknown) =>
      a instanceof ExactDecimal && b instanceof ExactDecimal
        ? a.comparedTo(b)
        : (a as string | number) < (b as string | number)
          ? -1
          : (a as string | number) > (b as string | number)
            ? 1
            : 0;
    for (const sortBy of clientSortKeys) {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = await everyPage(advisor, { codePrefix: 'C2', sortBy, direction });
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...book].sort(
          (a, b) => sign * (compare(keyOf[sortBy](a), keyOf[sortBy](b)) || compare(a.accountCode, b.accountCode)),
        );
        expect(
          rows.map((row) => row.accountCode),
          `${sortBy} ${direction}`,
        ).toEqual(expected.map((client) => client.accountCode));
      }
    }
  });

  it("refuses a cursor of another sort, or one it did not give out, as a field error on 'cursor'", async () => {
    const first = await ok<ClientSearchPage>(advisor, 'searchClients', { criteria: {}, pageSize: 3 });
    expect(first.nextCursor).not.toBeNull();
    const cursor = first.nextCursor ?? '';
    await refusedField(() => call(advisor, 'searchClients', { criteria: { sortBy: 'name' }, cursor }), 'cursor');
    await refusedField(() => call(advisor, 'searchClients', { criteria: {}, cursor: 'bm90LWEtY3Vyc29y' }), 'cursor');
    const forged = Buffer.from(
      JSON.stringify(['totalAssets', 'asc', '1; drop table account', 'C1', 'gateway']),
    ).toString('base64url');
    await refusedField(
      () => call(advisor, 'searchClients', { criteria: { sortBy: 'totalAssets' }, cursor: forged }),
      'cursor',
    );
  });

  it('answers 400 naming the field for malformed criteria, and changes nothing', async () => {
    const search = (criteria: object) => () => call(advisor, 'searchClients', { criteria });
    await refusedField(search({ totalAssetsMin: 'a lot' }), 'criteria.totalAssetsMin');
    await refusedField(search({ totalAssetsMin: '500', totalAssetsMax: '499.99' }), 'criteria.totalAssetsMax');
    await refusedField(search({ lastLoginFrom: '2025-01-10', lastLoginTo: '2025-01-09' }), 'criteria.lastLoginTo');
    await refusedField(search({ holdingId: 'cash:HKD' }), 'criteria.holdingId');
    await refusedField(search({ riskLevels: ['Reckless'] }), 'criteria.riskLevels.0');
    await refusedField(search({ name: 'a\u0000b' }), 'criteria.name');
    await refusedField(search({ sortBy: 'password' }), 'criteria.sortBy');
    await refusedField(search({ injected: 1 }), 'criteria.injected');
    await refusedField(() => call(advisor, 'searchClients', { criteria: {}, pageSize: 1000 }), 'pageSize');
  });

  it('exports every matching client as CSV in the search order, formulas defused, headers in the language', async () => {
    const exported = await ok<{ fileName: string; content: string; rows: number }>(advisor, 'exportClientSearch', {
      criteria: { codePrefix: 'C2', sortBy: 'totalAssets', direction: 'desc' },
      language: 'en',
    });
    expect(exported.rows).toBe(book.length);
    expect(exported.fileName).toMatch(/^clients-A30001-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = exported.content
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Account code","Source","English name","Chinese name","Account type","Professional investor","Risk level",' +
        '"Questionnaire","Questionnaire expires at","Currency","Total assets","Valued at","Last sign-in","Advisor"',
    );
    expect(lines).toHaveLength(book.length + 1);
    const largest = [...book].sort((a, b) => new ExactDecimal(b.totalAssets).comparedTo(a.totalAssets))[0];
    expect(lines[1]).toContain(`"${largest?.accountCode}"`);
    expect(lines[1]).toContain(`"${largest?.totalAssets}"`);
    const formula = lines.find((line) => line.startsWith('"C20023"'));
    expect(formula).toContain(`"'=1+2"`);
    expect(formula).not.toContain('"=1+2"');
    const chinese = await ok<{ content: string }>(advisor, 'exportClientSearch', {
      criteria: { codePrefix: 'C20003' },
      language: 'zh-HK',
    });
    expect(chinese.content).toContain('"帳戶號碼","來源","英文姓名","中文姓名"');
    expect(chinese.content).toContain('"客戶3號"');
    expect(chinese.content).toContain('"有效"');
  });

  it("offers the book's funds, stocks and virtual assets for the holdings filter, most held first", async () => {
    const { instruments } = await ok<{ instruments: { holdingId: string; holders: number; names: { en: string } }[] }>(
      advisor,
      'bookInstruments',
      {},
    );
    expect(instruments.map((instrument) => [instrument.holdingId, instrument.holders])).toEqual([
      [fundHolding, book.filter((client) => client.holdingIds.includes(fundHolding)).length],
      [stockHolding, book.filter((client) => client.holdingIds.includes(stockHolding)).length],
    ]);
    const tencent = await ok<{ instruments: { holdingId: string }[] }>(advisor, 'bookInstruments', { text: '騰訊' });
    expect(tencent.instruments.map((instrument) => instrument.holdingId)).toEqual([stockHolding]);
    const byId = await ok<{ instruments: { holdingId: string }[] }>(advisor, 'bookInstruments', { text: 'F0001' });
    expect(byId.instruments.map((instrument) => instrument.holdingId)).toEqual([fundHolding]);
    // Another book holds none of them.
    expect((await ok<{ instruments: unknown[] }>(vaAdvisor, 'bookInstruments', {})).instruments).toEqual([]);
  });

  it('saves, lists, renames and deletes named searches, each its owner’s, names unique without regard to case', async () => {
    const criteria = { holdingId: fundHolding, sortBy: 'totalAssets', direction: 'desc' };
    const saved = await ok<SavedClientSearch>(advisor, 'saveClientSearch', { name: 'Fund holders', criteria });
    expect(saved.criteria).toMatchObject(criteria);
    expect(saved.criteria.expiringWithinDays).toBe(90);
    const clash = await call(advisor, 'saveClientSearch', { name: 'FUND HOLDERS', criteria: {} });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json()).toMatchObject({ details: { fieldErrors: [{ path: 'name' }] } });
    const other = await ok<SavedClientSearch>(advisor, 'saveClientSearch', { name: 'Expiring', criteria: {} });
    expect(
      (await call(advisor, 'renameClientSearch', { searchId: other.searchId, name: 'fund holders' })).statusCode,
    ).toBe(409);
    const renamed = await ok<SavedClientSearch>(advisor, 'renameClientSearch', {
      searchId: other.searchId,
      name: 'Questionnaires to renew',
    });
    expect(renamed.name).toBe('Questionnaires to renew');
    const listed = await ok<{ searches: SavedClientSearch[] }>(advisor, 'savedClientSearches', {});
    expect(listed.searches.map((search) => search.name)).toEqual(['Fund holders', 'Questionnaires to renew']);
    // The manager keeps its own; it neither sees nor touches the advisor's.
    expect((await ok<{ searches: unknown[] }>(manager, 'savedClientSearches', {})).searches).toEqual([]);
    const before = await snapshotDatabase(testApp.database);
    expect((await call(manager, 'deleteClientSearch', { searchId: saved.searchId })).statusCode).toBe(404);
    expect((await call(vaAdvisor, 'renameClientSearch', { searchId: saved.searchId, name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
    await ok(manager, 'saveClientSearch', { name: 'Fund holders', criteria });
    expect(await ok(advisor, 'deleteClientSearch', { searchId: saved.searchId })).toEqual({ deleted: true });
    expect((await call(advisor, 'deleteClientSearch', { searchId: saved.searchId })).statusCode).toBe(404);
    const left = await ok<{ searches: SavedClientSearch[] }>(advisor, 'savedClientSearches', {});
    expect(left.searches.map((search) => search.searchId)).toEqual([other.searchId]);
    await refusedField(() => call(advisor, 'saveClientSearch', { name: '   ', criteria: {} }), 'name');
    await refusedField(
      () => call(advisor, 'saveClientSearch', { name: 'Bad', criteria: { totalAssetsMin: '-1' } }),
      'criteria.totalAssetsMin',
    );
  });

  it("shows a client's record, risk level and questionnaires, and whether the caller may act for them", async () => {
    const details = await ok<ClientDetails>(advisor, 'clientDetails', { accountCode: 'c10001' });
    expect(details.profile).toMatchObject({
      accountCode: 'C10001',
      source: 'gateway',
      displayName: 'Chan Tai Man',
      names: { english: 'Chan Tai Man', chinese: '陳大文' },
      accountType: 'Individual',
      status: 'active',
      advisor: { accountCode: 'A30001', displayName: 'Ng Ka Ho' },
    });
    expect(details.riskLevel).toBe('Medium');
    expect(details.questionnaire).toMatchObject({ expired: false });
    expect(details.questionnaires).toHaveLength(1);
    expect(details.questionnaires[0]).toMatchObject({ status: 'approved', inForce: true, riskLevel: 'Medium' });
    expect(details.questionnaires[0]).not.toHaveProperty('answers');
    expect(details.canActForClient).toBe(true);
    const asManager = await ok<ClientDetails>(manager, 'clientDetails', { accountCode: 'C10001' });
    expect(asManager.canActForClient).toBe(false);
    expect(asManager.profile.accountCode).toBe('C10001');
    const expiring = await ok<ClientDetails>(advisor, 'clientDetails', { accountCode: 'C20002' });
    expect(expiring.questionnaire).toMatchObject({ expiring: true, expired: false, time: book[2]?.expiresAt });
    expect(expiring.profile.lastLoginAt).toBe(null);
    const signedIn = await ok<ClientDetails>(advisor, 'clientDetails', { accountCode: 'C20004' });
    // The successful sign-in, not the later failure nor the advisor's advisee login.
    expect(signedIn.profile.lastLoginAt).toBe(book[4]?.lastLoginAt);
  });

  it("values a client's holdings live through the wealth area, and lists its orders and cash", async () => {
    const deps = orderDependenciesOf(testApp);
    await depositFor(testApp, 'C10002', 'HKD', '300000');
    const fund = await testApp.database.db
      .selectFrom('fund')
      .select(['id', 'currency'])
      .where('currency', '=', 'HKD')
      .where('risk_level', 'in', ['Low', 'LowToMedium', 'Medium'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await placeSubscription(deps, {
      accountCode: 'C10002',
      source: 'gateway',
      clientReference: 'advisor-client-test-1',
      fundId: fund.id,
      amount: '50000',
      currency: 'HKD',
    });
    const portfolio = await ok<NetWorth>(advisor, 'clientPortfolio', { accountCode: 'C10002' });
    expect(portfolio.reportingCurrency).toBe('HKD');
    const cash = portfolio.holdings.find((holding) => holding.holdingId === 'cash:HKD');
    // The subscription's money is on hold, still the client's.
    expect(cash?.valueReporting).toBe('300000.00');
    expect(portfolio.netWorth).toBe('300000.00');
    const activity = await ok<ClientActivity>(advisor, 'clientActivity', { accountCode: 'C10002' });
    expect(activity.orders).toHaveLength(1);
    expect(activity.orders[0]).toMatchObject({
      area: 'fund',
      instrumentId: fund.id,
      side: 'subscription',
      status: 'pending',
      amount: '50000',
      currency: 'HKD',
    });
    expect(activity.cash).toEqual([{ currency: 'HKD', available: '250000.00', onHold: '50000.00' }]);
  });

  it('keeps notes for the book: the manager reads them, another advisor never, only the author changes them', async () => {
    const text = 'Called about <b>retirement</b>; wants a call back\nnext week.';
    const added = await ok<ClientNote>(advisor, 'addClientNote', { accountCode: 'C10001', text: `  ${text}  ` });
    expect(added).toMatchObject({
      text,
      own: true,
      editedAt: null,
      author: { accountCode: 'A30001', displayName: 'Ng Ka Ho' },
    });
    const listed = await ok<{ notes: ClientNote[] }>(advisor, 'clientNotes', { accountCode: 'C10001' });
    expect(listed.notes.map((note) => note.noteId)).toEqual([added.noteId]);
    const read = await ok<{ notes: ClientNote[] }>(manager, 'clientNotes', { accountCode: 'C10001' });
    expect(read.notes).toEqual([{ ...added, own: false }]);
    // Another advisor: as for a client that does not exist. The manager may read, not change, the advisor's note.
    const before = await snapshotDatabase(testApp.database);
    expect((await call(vaAdvisor, 'clientNotes', { accountCode: 'C10001' })).statusCode).toBe(404);
    expect((await call(vaAdvisor, 'addClientNote', { accountCode: 'C10001', text: 'Mine' })).statusCode).toBe(404);
    const byManager = await call(manager, 'editClientNote', { accountCode: 'C10001', noteId: added.noteId, text: 'x' });
    expect(byManager.statusCode, byManager.body).toBe(403);
    expect((await call(manager, 'deleteClientNote', { accountCode: 'C10001', noteId: added.noteId })).statusCode).toBe(
      403,
    );
    // The note through another client of the same book: not this client's note.
    const elsewhere = await call(advisor, 'editClientNote', { accountCode: 'C10002', noteId: added.noteId, text: 'x' });
    expect(elsewhere.statusCode).toBe(404);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);

    testApp.clock.advance(60_000);
    const edited = await ok<ClientNote>(advisor, 'editClientNote', {
      accountCode: 'C10001',
      noteId: added.noteId,
      text: 'Call back on Monday.',
    });
    expect(edited).toMatchObject({ text: 'Call back on Monday.', editedAt: testApp.clock.now().toISOString() });
    expect(await ok(advisor, 'deleteClientNote', { accountCode: 'C10001', noteId: added.noteId })).toEqual({
      deleted: true,
    });
    expect((await ok<{ notes: unknown[] }>(advisor, 'clientNotes', { accountCode: 'C10001' })).notes).toEqual([]);
    expect((await call(advisor, 'deleteClientNote', { accountCode: 'C10001', noteId: added.noteId })).statusCode).toBe(
      404,
    );
    const kept = await testApp.database.db
      .selectFrom('advisor_client_note')
      .select(['text', 'deleted_at'])
      .where('id', '=', added.noteId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ text: 'Call back on Monday.', deleted_at: testApp.clock.now().toISOString() });

    // The client's audit trail: who, which session, what, to which note and how long, never the text.
    const entries = await testApp.database.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('account_code', '=', 'C10001')
      .where('subject', '=', added.noteId)
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.actor_account_code, entry.actor_role])).toEqual([
      ['noteAdded', 'A30001', 'advisor'],
      ['noteEdited', 'A30001', 'advisor'],
      ['noteDeleted', 'A30001', 'advisor'],
    ]);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [null, JSON.stringify({ length: text.length })],
      [JSON.stringify({ length: text.length }), JSON.stringify({ length: 'Call back on Monday.'.length })],
      [JSON.stringify({ length: 'Call back on Monday.'.length }), null],
    ]);
    expect(entries.every((entry) => entry.session_id !== null)).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/retirement|Monday/);
  });

  it('refuses note texts that are empty, too long or carry control characters, and changes nothing', async () => {
    const add = (text: string) => () => call(advisor, 'addClientNote', { accountCode: 'C10001', text });
    await refusedField(add('   '), 'text');
    await refusedField(add('x'.repeat(2_001)), 'text');
    await refusedField(add('bell\u0007'), 'text');
  });

  it("shows a manager every advisor's book, or one with advisorCode, and refuses an advisor outside its view", async () => {
    const all = await everyPage(manager, {});
    expect(codesOf(all)).toEqual(
      ['C10001', 'C10002', ...book.map((client) => client.accountCode), 'V20001', 'V20002'].sort(),
    );
    expect(all.find((row) => row.accountCode === 'V20001')?.advisor).toEqual({
      accountCode: 'A30002',
      displayName: 'Yip Wai Kit',
    });
    const vaBook = await everyPage(manager, {}, { advisorCode: 'A30002' });
    expect(codesOf(vaBook)).toEqual(['V20001', 'V20002']);
    // The filter's choices stay every advisor under the manager; an advisor's are itself.
    const filtered = await ok<ClientSearchPage>(manager, 'searchClients', { advisorCode: 'a30002', criteria: {} });
    expect([filtered.viewerRole, filtered.advisors]).toEqual([
      'manager',
      [
        { accountCode: 'A30001', displayName: 'Ng Ka Ho' },
        { accountCode: 'A30002', displayName: 'Yip Wai Kit' },
      ],
    ]);
    const own = await ok<ClientSearchPage>(advisor, 'searchClients', { criteria: {} });
    expect([own.viewerRole, own.advisors]).toEqual(['advisor', [{ accountCode: 'A30001', displayName: 'Ng Ka Ho' }]]);
    expect((await call(manager, 'searchClients', { advisorCode: 'A39999', criteria: {} })).statusCode).toBe(404);
    expect((await call(advisor, 'searchClients', { advisorCode: 'A30002', criteria: {} })).statusCode).toBe(404);
    expect((await call(manager, 'clientDetails', { advisorCode: 'A30002', accountCode: 'C10001' })).statusCode).toBe(
      404,
    );
  });
});

/** A complete, valid body of every operation, naming `accountCode` wherever the operation names a client. */
function everyOperation(accountCode: string, extra: object = {}): readonly (readonly [string, object])[] {
  const client = { ...extra, accountCode };
  return [
    ['searchClients', { ...extra, criteria: { codePrefix: accountCode }, pageSize: 10 }],
    ['exportClientSearch', { ...extra, criteria: { codePrefix: accountCode }, language: 'en' }],
    ['bookInstruments', { ...extra, text: 'fund' }],
    ['savedClientSearches', {}],
    ['saveClientSearch', { name: `Search of ${accountCode}`, criteria: { codePrefix: accountCode } }],
    ['renameClientSearch', { searchId: 'not-a-saved-search', name: 'Renamed' }],
    ['deleteClientSearch', { searchId: 'not-a-saved-search' }],
    ['clientDetails', client],
    ['clientPortfolio', client],
    ['clientActivity', client],
    ['clientNotes', { ...client, pageSize: 5 }],
    ['addClientNote', { ...client, text: 'A note about this client.' }],
    ['editClientNote', { ...client, noteId: 'not-a-note', text: 'Changed.' }],
    ['deleteClientNote', { ...client, noteId: 'not-a-note' }],
  ];
}

/** The operations that name a client: the others are refused by who calls, not by whose client it is. */
const namingAClient = new Set([
  'clientDetails',
  'clientPortfolio',
  'clientActivity',
  'clientNotes',
  'addClientNote',
  'editClientNote',
  'deleteClientNote',
]);

describe('who may call the advisor desk’s client operations (idor-style, complete bodies)', () => {
  let testApp: TestApp;

  const call = (headers: Record<string, string>, operation: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/advisorClient/${operation}`, headers, payload });

  /** Every operation answers `status` (and `code`), and nothing in the database changed. */
  const refusedEverywhere = async (
    headers: Record<string, string>,
    operations: readonly (readonly [string, object])[],
    status: number,
    code: string,
  ) => {
    const before = await snapshotDatabase(testApp.database);
    for (const [operation, payload] of operations) {
      const response = await call(headers, operation, payload);
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(status);
      expect(response.json(), operation).toMatchObject({ code });
    }
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  };

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp?.close());

  it('lets the advisor call every operation for its own client (the bodies are valid)', async () => {
    const { headers } = await signIn(testApp, 'A30001');
    for (const [operation, payload] of everyOperation('C10001')) {
      const response = await call(headers, operation, payload);
      // The saved search and the note of these bodies do not exist: 404 after access control let the call in.
      const expected = /^(renameClientSearch|deleteClientSearch|editClientNote|deleteClientNote)$/.test(operation)
        ? 404
        : 200;
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(expected);
      if (expected === 404) expect(response.json().message).not.toBe('No such client in your book.');
    }
  });

  it('refuses a plain client (403), whichever client it names', async () => {
    const { headers } = await signIn(testApp, 'C10001');
    await refusedEverywhere(headers, everyOperation('C10001'), 403, 'FORBIDDEN');
    await refusedEverywhere(headers, everyOperation('C10002'), 403, 'FORBIDDEN');
  });

  it('refuses an admin (403): an admin has no book', async () => {
    const { headers } = await signIn(testApp, 'ADMIN01');
    await refusedEverywhere(headers, everyOperation('C10001'), 403, 'FORBIDDEN');
  });

  it('refuses a session opened as an advisee (403), even for the advisee itself', async () => {
    const browser = createTestBrowser(testApp);
    expect((await browser.signIn('A30001')).statusCode).toBe(200);
    const opened = await browser.post(
      '/api/account/adviseeLogin',
      { accountCode: 'C10001' },
      {
        accountCode: 'A30001',
        source: 'gateway',
      },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const before = await snapshotDatabase(testApp.database);
    for (const [operation, payload] of everyOperation('C10001')) {
      const response = await browser.post(
        `/api/advisorClient/${operation}`,
        { ...payload },
        {
          accountCode: 'C10001',
          source: 'gateway',
        },
      );
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(403);
    }
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });

  it("answers 404, as for a code nobody has, for a client outside the caller's book", async () => {
    const a30001 = await signIn(testApp, 'A30001');
    const outside = everyOperation('C10005').filter(([operation]) => namingAClient.has(operation));
    await refusedEverywhere(a30001.headers, outside, 404, 'NOT_FOUND');
    const nobody = everyOperation('C99999').filter(([operation]) => namingAClient.has(operation));
    for (const [operation, payload] of nobody) {
      const missing = await call(a30001.headers, operation, payload);
      const other = await call(a30001.headers, operation, { ...payload, accountCode: 'C10005' });
      expect([missing.statusCode, missing.json()], operation).toEqual([other.statusCode, other.json()]);
    }
    // A VA advisor naming a gateway client, and a securities advisor naming a VA client.
    const a30002 = await signIn(testApp, 'A30002', { source: 'fos' });
    await refusedEverywhere(
      a30002.headers,
      everyOperation('C10001').filter(([o]) => namingAClient.has(o)),
      404,
      'NOT_FOUND',
    );
    await refusedEverywhere(
      a30001.headers,
      everyOperation('V20001').filter(([o]) => namingAClient.has(o)),
      404,
      'NOT_FOUND',
    );
    // The search never lists them either.
    const page = await call(a30001.headers, 'searchClients', { criteria: {} });
    expect(page.json<ClientSearchPage>().rows.map((row) => row.accountCode)).toEqual(['C10001', 'C10002']);
    // A manager: only the clients of its advisors.
    const m40001 = await signIn(testApp, 'M40001');
    await refusedEverywhere(
      m40001.headers,
      everyOperation('C10005').filter(([o]) => namingAClient.has(o)),
      404,
      'NOT_FOUND',
    );
    // An advisor filter outside the caller's view, on every operation that takes one.
    const filtered = everyOperation('C10001', { advisorCode: 'A30002' }).filter(
      ([, payload]) => 'advisorCode' in payload,
    );
    await refusedEverywhere(a30001.headers, filtered, 404, 'NOT_FOUND');
  });
});

describe('the advisor desk’s client operations where advisorEnabled is off (team)', () => {
  let team: TestApp;
  beforeAll(async () => {
    team = await createTestApp({ variant: 'team' });
  });
  afterAll(async () => team?.close());

  it('answers 404 FEATURE_OFF to an advisor’s live session, for every operation, and changes nothing', async () => {
    // An advisor cannot sign in where advisors are off; its session is opened as a login would open it.
    const account = await team.database.db
      .selectFrom('account')
      .select(['id', 'account_code', 'source', 'role'])
      .where('account_code', '=', 'A30001')
      .executeTakeFirstOrThrow();
    const session = await openSession(team.database.db, team.clock, account, { address: '127.0.0.1' });
    const headers = {
      ...clientHeaders,
      cookie: `${sessionCookieName('gateway', 'A30001')}=${session.token}`,
      'x-portal-account': 'A30001',
      'x-portal-source': 'gateway',
    };
    // The session itself works: the platform answers a call that needs no feature.
    const alive = await team.app.inject({
      method: 'POST',
      url: '/api/account/retrieveInactiveTimes',
      headers,
      payload: {},
    });
    expect(alive.statusCode, alive.body).toBe(200);
    const before = await snapshotDatabase(team.database);
    for (const [operation, payload] of everyOperation('C10001')) {
      const response = await team.app.inject({
        method: 'POST',
        url: `/api/advisorClient/${operation}`,
        headers,
        payload,
      });
      expect(response.statusCode, `${operation}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FEATURE_OFF', details: { feature: 'advisorDesk' } });
    }
    expect(changedTables(before, await snapshotDatabase(team.database))).toEqual([]);
  });
});
