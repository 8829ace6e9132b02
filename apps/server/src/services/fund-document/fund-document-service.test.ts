import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDocument, FundDocument } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { fundVocabularyEnglish, type FundVocabulary } from '@portal/contract/domain/fund-vocabulary';
import { fundVocabularyZhCN } from '@portal/contract/domain/fund-vocabulary-zh-cn';
import { fundVocabularyZhHK } from '@portal/contract/domain/fund-vocabulary-zh-hk';
import {
  balanceOf,
  houseCashAccount,
  houseFundAccount,
  postJournal,
  type LedgerLineInput,
} from '../../platform/money/ledger';
import { signIn, type SignedIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';
import { createFundTestApp } from '../../test/fund-test-support';
import { fundLedgerKinds, fundUnitsAsset } from '../fund-order/public';
import { dailyStatementKey, monthlyStatementKey, parseDocumentId } from './document-ids';
import { sha256Of } from '../stored-document/public';
import { registerFundDocumentFiles } from './download-route';
import { seedFundDocuments } from './fund-documents-seed';
import { extractPdfText, readPdf } from '../../platform/pdf/pdf-test-support';
import { buildStatement } from './statements';
import type { FundTable } from '../fund-definition/public';

/** A fund's region, category, asset class and risk level in a vocabulary's words, as a fact sheet prints them. */
function vocabularyOf(vocabulary: FundVocabulary, fund: FundTable): string[] {
  return [
    vocabulary.regions[fund.region],
    vocabulary.categories[fund.category],
    vocabulary.assetClasses[fund.asset_class],
    vocabulary.riskLevels[fund.risk_level],
  ];
}

const source: LoginSource = 'gateway';

describe('fund documents and account statements', () => {
  let testApp: TestApp;
  let client: SignedIn;
  let seeded: number;

  /** Posts a journal for C10001 at an instant, as the fund-order service would. */
  async function post(kind: string, reference: string, at: string, lines: readonly LedgerLineInput[]) {
    const { db, dialect } = testApp.database;
    await db
      .transaction()
      .execute((trx) =>
        postJournal(trx, dialect, { kind, accountCode: 'C10001', source, reference, at: new Date(at), lines }),
      );
  }

  const c10001 = (asset: string, bucket: 'available' | 'onHold', amount: string): LedgerLineInput => ({
    accountCode: 'C10001',
    source,
    asset,
    bucket,
    amount,
  });
  const house = (accountCode: string, asset: string, amount: string): LedgerLineInput => ({
    accountCode,
    source,
    asset,
    bucket: 'available',
    amount,
  });

  beforeAll(async () => {
    testApp = await createFundTestApp();
    registerFundDocumentFiles(testApp.app, { db: testApp.database.db, clock: testApp.clock });
    // Registering again (the app may do it too) is harmless.
    registerFundDocumentFiles(testApp.app, { db: testApp.database.db, clock: testApp.clock });
    seeded = await seedFundDocuments(testApp.database.db, testApp.clock);

    // C10001's ledger: a deposit in December; a subscription held and deducted on 13 January and settled on the
    // 14th; a USD deposit (0.1 + 0.2) on the 14th. The test clock stands at 15 January 2025, 10:00 in Hong Kong.
    const units = fundUnitsAsset('F0001');
    await post(fundLedgerKinds.deposit, 'seed-hkd', '2024-12-02T03:00:00.000Z', [
      c10001('HKD', 'available', '1000000'),
      house(houseCashAccount, 'HKD', '-1000000'),
    ]);
    await post(fundLedgerKinds.hold, 'order-1', '2025-01-13T02:00:00.000Z', [
      c10001('HKD', 'available', '-12345.67'),
      c10001('HKD', 'onHold', '12345.67'),
    ]);
    await post(fundLedgerKinds.deduct, 'order-1', '2025-01-13T08:30:00.000Z', [
      c10001('HKD', 'onHold', '-12345.67'),
      house(houseFundAccount('F0001'), 'HKD', '12345.67'),
    ]);
    await post(fundLedgerKinds.settle, 'order-1', '2025-01-14T01:00:00.000Z', [
      c10001(units, 'available', '1234.5678'),
      house(houseFundAccount('F0001'), units, '-1234.5678'),
    ]);
    await post(fundLedgerKinds.deposit, 'seed-usd-1', '2025-01-14T05:00:00.000Z', [
      c10001('USD', 'available', '0.1'),
      house(houseCashAccount, 'USD', '-0.1'),
    ]);
    await post(fundLedgerKinds.deposit, 'seed-usd-2', '2025-01-14T06:00:00.000Z', [
      c10001('USD', 'available', '0.2'),
      house(houseCashAccount, 'USD', '-0.2'),
    ]);
    client = await signIn(testApp, 'C10001');
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function call(operation: string, headers: Record<string, string>, payload: object) {
    return testApp.app.inject({ method: 'POST', url: `/api/fundDocument/${operation}`, headers, payload });
  }

  async function accountDocuments(payload: object, headers = client.headers): Promise<AccountDocument[]> {
    const response = await call('accountDocuments', headers, { accountCode: 'C10001', ...payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ documents: AccountDocument[] }>().documents;
  }

  async function download(url: string, headers: Record<string, string> = client.headers) {
    return testApp.app.inject({ method: 'GET', url, headers: { cookie: headers.cookie ?? '' } });
  }

  it('seeds a real fact sheet and prospectus per fund, once', async () => {
    const funds = await testApp.database.db.selectFrom('fund').select('id').execute();
    expect(seeded).toBe(funds.length * 2);
    expect(await seedFundDocuments(testApp.database.db, testApp.clock)).toBe(0);

    const rows = await testApp.database.db.selectFrom('stored_document').selectAll().execute();
    expect(rows).toHaveLength(funds.length * 2);
    for (const row of rows) {
      const bytes = new Uint8Array(row.content);
      expect(Number(row.size_bytes)).toBe(bytes.byteLength);
      expect(row.sha256).toBe(sha256Of(bytes));
      const pdf = await readPdf(bytes);
      if (row.kind === 'factSheet') expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
      else expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);

  it('lists a fund’s documents with their download URLs, and answers 404 for an unknown fund', async () => {
    const response = await call('fundDocuments', client.headers, { fundId: 'F0001' });
    expect(response.statusCode, response.body).toBe(200);
    const { documents } = response.json<{ documents: FundDocument[] }>();
    expect(documents.map((document) => document.kind).sort()).toEqual(['factSheet', 'prospectus']);
    const factSheet = documents.find((document) => document.kind === 'factSheet');
    expect(factSheet).toMatchObject({
      documentId: 'fund:F0001:factSheet',
      fundId: 'F0001',
      name: 'F0001-fact-sheet.pdf',
      date: '2025-01-15',
      url: '/api/fundDocument/file/fund:F0001:factSheet',
    });

    const file = await download(factSheet?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="F0001-fact-sheet.pdf"');
    expect(file.rawPayload.byteLength).toBe(factSheet?.sizeBytes);
    const fund = await testApp.database.db
      .selectFrom('fund')
      .selectAll()
      .where('id', '=', 'F0001')
      .executeTakeFirstOrThrow();
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.title).toBe(`${fund.name_en} - Fact sheet`);
    expect(pdf.text).toContain(fund.code);
    expect(pdf.text).toContain('Performance');
    expect(pdf.text).toContain('Since launch');
    // The catalogue's values in the contract's words, as the web shows them.
    for (const word of vocabularyOf(fundVocabularyEnglish, fund)) expect(pdf.text).toContain(word);

    expect((await call('fundDocuments', client.headers, { fundId: 'F9999' })).statusCode).toBe(404);
    // A fund document needs a session.
    expect((await testApp.app.inject({ method: 'GET', url: factSheet?.url ?? '' })).statusCode).toBe(401);
    expect((await download('/api/fundDocument/file/fund:F9999:factSheet')).statusCode).toBe(404);
    expect((await download('/api/fundDocument/file/nonsense')).statusCode).toBe(404);
  });

  it('lists past daily and monthly statements newest first, without making them, filtered by kind and date', async () => {
    const before = await testApp.database.db.selectFrom('stored_document').select('id').execute();
    const all = await accountDocuments({});
    expect(all.map((document) => document.documentId)).toEqual([
      'daily:C10001:gateway:2025-01-14',
      'daily:C10001:gateway:2025-01-13',
      'monthly:C10001:gateway:2024-12',
      'daily:C10001:gateway:2024-12-02',
    ]);
    expect(all[2]).toEqual({
      documentId: 'monthly:C10001:gateway:2024-12',
      accountCode: 'C10001',
      kind: 'monthlyStatement',
      name: 'C10001-monthly-statement-2024-12.pdf',
      date: '2024-12-31',
      periodStart: '2024-12-01',
      periodEnd: '2024-12-31',
      createdAt: '2024-12-31T16:00:00.000Z',
      url: '/api/fundDocument/file/monthly:C10001:gateway:2024-12',
    });
    // Listing made nothing.
    expect(await testApp.database.db.selectFrom('stored_document').select('id').execute()).toHaveLength(before.length);

    expect((await accountDocuments({ kinds: ['monthlyStatement'] })).map((d) => d.date)).toEqual(['2024-12-31']);
    expect((await accountDocuments({ kinds: ['other'] })).length).toBe(0);
    expect(
      (await accountDocuments({ kinds: ['dailyStatement'], fromDate: '2025-01-13', toDate: '2025-01-13' })).map(
        (d) => d.documentId,
      ),
    ).toEqual(['daily:C10001:gateway:2025-01-13']);
    expect((await accountDocuments({ fromDate: '2024-12-31' })).map((d) => d.date)).toEqual([
      '2025-01-14',
      '2025-01-13',
      '2024-12-31',
    ]);
    expect((await accountDocuments({ toDate: '2024-12-30' })).map((d) => d.date)).toEqual(['2024-12-02']);

    // Another client's statements: refused by the operation's acts-for check.
    const other = await signIn(testApp, 'C10005');
    expect((await call('accountDocuments', other.headers, { accountCode: 'C10001' })).statusCode).toBe(403);
  });

  it('makes statements whose figures are the ledger’s', async () => {
    const { db } = testApp.database;
    const statement = await buildStatement(db, dailyStatementKey('C10001', source, '2025-01-14'));
    const hkd = statement.assets.find((asset) => asset.asset === 'HKD');
    const usd = statement.assets.find((asset) => asset.asset === 'USD');
    const units = statement.assets.find((asset) => asset.asset === 'FUND:F0001');
    expect(hkd).toMatchObject({ opening: { available: '987654.33', onHold: '0' }, lines: [] });
    expect(usd?.lines.map((line) => line.available)).toEqual(['0.1', '0.2']);
    expect(usd?.closing).toEqual({ available: '0.3', onHold: '0' });
    expect(units?.opening).toEqual({ available: '0', onHold: '0' });
    expect(units?.lines).toEqual([
      expect.objectContaining({
        description: 'Fund order: settled (F0001)',
        reference: 'order-1',
        available: '1234.5678',
        onHold: '0',
      }),
    ]);
    // Closing balances are the ledger's cached balances (nothing moved since).
    for (const asset of statement.assets) {
      const balance = await balanceOf(db, { accountCode: 'C10001', source, asset: asset.asset });
      expect(asset.closing).toEqual({ available: balance.available.toFixed(), onHold: balance.onHold.toFixed() });
    }
    // The holding valued at the last NAV on or before the day.
    const nav = await db
      .selectFrom('fund_price')
      .select(['nav', 'price_date'])
      .where('fund_id', '=', 'F0001')
      .where('price_date', '<=', '2025-01-14')
      .orderBy('price_date', 'desc')
      .executeTakeFirstOrThrow();
    expect(statement.holdings).toEqual([
      expect.objectContaining({ fundId: 'F0001', units: '1234.5678', navDate: nav.price_date }),
    ]);

    const day13 = await buildStatement(db, dailyStatementKey('C10001', source, '2025-01-13'));
    expect(day13.assets.find((asset) => asset.asset === 'HKD')?.lines).toEqual([
      expect.objectContaining({ description: 'Fund order: amount held', available: '-12345.67', onHold: '12345.67' }),
      expect.objectContaining({ description: 'Fund order: deducted (F0001)', available: '0', onHold: '-12345.67' }),
    ]);

    const december = await buildStatement(db, monthlyStatementKey('C10001', source, '2024-12'));
    expect(december.assets.map((asset) => [asset.asset, asset.opening, asset.closing])).toEqual([
      ['HKD', { available: '0', onHold: '0' }, { available: '1000000', onHold: '0' }],
    ]);
  });

  it('downloads a statement PDF showing those figures, to the account and its advisor only', async () => {
    const url = '/api/fundDocument/file/daily:C10001:gateway:2025-01-14';
    const file = await download(url);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="C10001-daily-statement-2025-01-14.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain('Daily statement');
    expect(pdf.text).toContain('987,654.33');
    expect(pdf.text).toContain('+1,234.5678');
    expect(pdf.text).toContain('0.30');
    expect(pdf.text).toContain('order-1');

    // Cached: the second download is the same file; the row is the stored statement.
    const again = await download(url);
    expect(sha256Of(again.rawPayload)).toBe(sha256Of(file.rawPayload));
    const row = await testApp.database.db
      .selectFrom('stored_document')
      .select(['kind', 'account_code', 'period_start'])
      .where('id', '=', 'daily:C10001:gateway:2025-01-14')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'dailyStatement', account_code: 'C10001', period_start: '2025-01-14' });

    const month = await download('/api/fundDocument/file/monthly:C10001:gateway:2024-12');
    expect(month.statusCode).toBe(200);
    expect((await readPdf(month.rawPayload)).text).toContain('1,000,000.00');

    // Another client: 404, as for a statement that does not exist. No session: 401.
    const other = await signIn(testApp, 'C10005');
    expect((await download(url, other.headers)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // The advisor of C10001 may.
    const advisor = await signIn(testApp, 'A30001');
    expect((await download(url, advisor.headers)).statusCode).toBe(200);
    // Days without movements, days not over yet, months not over yet, other sources: none.
    for (const missing of [
      'daily:C10001:gateway:2025-01-10',
      'daily:C10001:gateway:2025-01-15',
      'monthly:C10001:gateway:2025-01',
      'daily:C10001:fos:2025-01-14',
      'daily:C10001:gateway:2025-02-30',
    ]) {
      expect((await download(`/api/fundDocument/file/${missing}`)).statusCode, missing).toBe(404);
    }
  });

  it('lists a month once it is over, and remakes a cached statement when the ledger changed', async () => {
    const url = '/api/fundDocument/file/monthly:C10001:gateway:2025-01';
    testApp.clock.set('2025-02-03T02:00:00.000Z');
    try {
      // The session signed in on 15 January has expired by now.
      client = await signIn(testApp, 'C10001');
      const documents = await accountDocuments({ kinds: ['monthlyStatement'] });
      expect(documents.map((document) => document.documentId)).toEqual([
        'monthly:C10001:gateway:2025-01',
        'monthly:C10001:gateway:2024-12',
      ]);
      const first = await download(url);
      expect(first.statusCode).toBe(200);
      expect((await readPdf(first.rawPayload)).text).not.toContain('late-deposit');

      // A movement booked into the month afterwards (a back-dated correction): the statement is made again.
      await post(fundLedgerKinds.deposit, 'late-deposit', '2025-01-20T02:00:00.000Z', [
        c10001('HKD', 'available', '5'),
        house(houseCashAccount, 'HKD', '-5'),
      ]);
      const second = await download(url);
      expect((await readPdf(second.rawPayload)).text).toContain('late-deposit');
    } finally {
      testApp.clock.set('2025-01-15T02:00:00.000Z');
      client = await signIn(testApp, 'C10001');
    }
  });

  it("prints a statement in the client's language: Chinese headings and the fund's Chinese name (ADR 024)", async () => {
    const { db } = testApp.database;
    const url = '/api/fundDocument/file/daily:C10001:gateway:2025-01-14';
    const fund = await db
      .selectFrom('fund')
      .select(['name_en', 'name_zh_hk', 'name_zh_cn'])
      .where('id', '=', 'F0001')
      .executeTakeFirstOrThrow();
    expect(fund.name_zh_hk).not.toBe(fund.name_en);
    const english = await download(url);
    const setLanguage = (language: string) =>
      db
        .insertInto('preference')
        .values({ account_code: 'C10001', source, language, currency_code: 'HKD', updated_at: '2025-01-15T02:00:00Z' })
        .onConflict((conflict) => conflict.columns(['account_code', 'source']).doUpdateSet({ language }))
        .execute();
    try {
      await setLanguage('zh-HK');
      const traditional = await download(url);
      expect(traditional.statusCode).toBe(200);
      const text = await extractPdfText(traditional.rawPayload);
      expect(text).toContain(fund.name_zh_hk);
      expect(text).toContain('日結單');
      expect(text).toContain('結餘');
      expect(text).toContain('987,654.33');
      expect(text).not.toContain(fund.name_en);
      // Subset-embedded: only the glyphs used, not the ~7 MB font.
      expect(traditional.rawPayload.length).toBeLessThan(200_000);
      expect((await readPdf(traditional.rawPayload)).pageCount).toBeGreaterThanOrEqual(1);
      // The stored statement follows the language: a change of language makes it again.
      expect(sha256Of(traditional.rawPayload)).not.toBe(sha256Of(english.rawPayload));

      await setLanguage('zh-CN');
      const simplifiedText = await extractPdfText((await download(url)).rawPayload);
      expect(simplifiedText).toContain(fund.name_zh_cn);
      expect(simplifiedText).toContain('日结单');
    } finally {
      await db.deleteFrom('preference').where('account_code', '=', 'C10001').where('source', '=', source).execute();
    }
    const backInEnglish = await download(url);
    const englishText = await extractPdfText(backInEnglish.rawPayload);
    expect(englishText).toContain('Daily statement');
    expect(englishText).toContain(fund.name_en);
  });

  it("prints a fact sheet in the reader's language; the listing and the English file stay as they were", async () => {
    const { db } = testApp.database;
    const url = '/api/fundDocument/file/fund:F0001:factSheet';
    const fund = await db.selectFrom('fund').selectAll().where('id', '=', 'F0001').executeTakeFirstOrThrow();
    const english = await download(url);
    try {
      await db
        .insertInto('preference')
        .values({ account_code: 'C10001', source, language: 'zh-HK', currency_code: 'HKD', updated_at: '2025-01-15' })
        .execute();
      const traditional = await download(url);
      expect(traditional.statusCode).toBe(200);
      expect(traditional.headers['content-disposition']).toBe('attachment; filename="F0001-fact-sheet.pdf"');
      const text = await extractPdfText(traditional.rawPayload);
      expect(text).toContain(fund.name_zh_hk);
      expect(text).toContain('基金概覽');
      expect(text).toContain('重要資料');
      for (const word of vocabularyOf(fundVocabularyZhHK, fund)) expect(text).toContain(word);
      expect(text).toContain(fund.code);
      expect(traditional.rawPayload.length).toBeLessThan(300_000);
      // Made once, then answered from the store.
      expect(sha256Of((await download(url)).rawPayload)).toBe(sha256Of(traditional.rawPayload));

      await db.updateTable('preference').set({ language: 'zh-CN' }).where('account_code', '=', 'C10001').execute();
      const simplifiedText = await extractPdfText((await download(url)).rawPayload);
      expect(simplifiedText).toContain(fund.name_zh_cn);
      expect(simplifiedText).toContain('基金概览');
      for (const word of vocabularyOf(fundVocabularyZhCN, fund)) expect(simplifiedText).toContain(word);
    } finally {
      await db.deleteFrom('preference').where('account_code', '=', 'C10001').where('source', '=', source).execute();
    }
    expect(sha256Of((await download(url)).rawPayload)).toBe(sha256Of(english.rawPayload));
    const listed = await call('fundDocuments', client.headers, { fundId: 'F0001' });
    expect(listed.json<{ documents: FundDocument[] }>().documents).toHaveLength(2);
  });

  it('parses only ids a document could have', () => {
    expect(parseDocumentId('fund:F0001:prospectus')).toEqual({ type: 'fund', fundId: 'F0001', kind: 'prospectus' });
    expect(parseDocumentId('monthly:c10001:gateway:2024-02')).toMatchObject({
      accountCode: 'C10001',
      periodStart: '2024-02-01',
      periodEnd: '2024-02-29',
    });
    for (const bad of ['fund:F0001:other', 'daily:C10001:web:2025-01-01', 'monthly:C10001:gateway:2025-13', 'x']) {
      expect(parseDocumentId(bad), bad).toBeUndefined();
    }
  });
});
