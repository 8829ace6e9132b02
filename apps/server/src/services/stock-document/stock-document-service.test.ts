import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type AccountDocument, type StockOrder, type StockTrade } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { stockFeeLineLabels, type StockFeeLineName } from '@portal/contract/domain/stock/fees';
import { deposit } from '../../platform/money/ledger';
import { extractPdfText, readPdf } from '../../platform/pdf/pdf-test-support';
import { clientHeaders, signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stockMatchingOf } from '../../test/stock-matching-test-support';
import { announceContractNotes, contractNoteDocumentName } from './contract-note-announcements';

const source = 'gateway';
const money = (value: string) => formatNumber(value, { decimals: 2, rounding: 'normal' });

describe('stock contract notes and statements (issue 15)', () => {
  let testApp: TestApp;
  let trades: StockTrade[];
  let order: StockOrder;
  let runMatching: () => Promise<void>;

  async function callerOf(accountCode: string) {
    const signedIn = await signIn(testApp, accountCode);
    return {
      headers: signedIn.headers,
      call: (service: string, operation: string, payload: object) =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/${service}/${operation}`,
          headers: signedIn.headers,
          payload,
        }),
      download: (url: string) => testApp.app.inject({ method: 'GET', url, headers: signedIn.headers }),
    };
  }

  async function setLanguage(accountCode: string, language: string) {
    await testApp.database.db
      .insertInto('preference')
      .values({ account_code: accountCode, source, language, currency_code: 'HKD', updated_at: '2025-01-15T02:00:00Z' })
      .onConflict((conflict) => conflict.columns(['account_code', 'source']).doUpdateSet({ language }))
      .execute();
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    runMatching = stockMatchingOf(testApp);
    // 2025-01-15 10:00 in Hong Kong (the test clock): C10005 buys a lot of 0700 that fills as the clock moves.
    await testApp.events.inTransaction(testApp.database.db, (trx) =>
      deposit(trx, testApp.database.dialect, {
        accountCode: 'C10005',
        source,
        asset: 'HKD',
        amount: '500000',
        reference: 'stock-documents-test',
        at: testApp.clock.now(),
      }),
    );
    const client = await callerOf('C10005');
    const terms = (
      await client.call('stockOrder', 'stockTradeTerms', { accountCode: 'C10005', stockId: 'HKEX-00700' })
    ).json<{ lastPrice: string; boardLot: number }>();
    const placed = await client.call('stockOrder', 'placeStockOrder', {
      accountCode: 'C10005',
      clientReference: 'documents-buy-0001',
      stockId: 'HKEX-00700',
      side: 'B',
      orderType: 'limit',
      price: new ExactDecimal(terms.lastPrice).times('1.05').toDecimalPlaces(0).toFixed(),
      quantity: String(terms.boardLot * 2),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    testApp.clock.advance(10 * 60_000);
    await runMatching();
    const got = await client.call('stockOrder', 'getStockOrder', {
      accountCode: 'C10005',
      orderId: placed.json<{ order: StockOrder }>().order.orderId,
    });
    ({ order, trades } = got.json<{ order: StockOrder; trades: StockTrade[] }>());
    expect(order.status).toBe('matched');
    expect(trades.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the day of the fills as a contract note over HTTP, with its download URL; a date filter leaves it out', async () => {
    const client = await callerOf('C10005');
    const listed = await client.call('stockDocument', 'stockDocuments', { accountCode: 'C10005' });
    expect(listed.statusCode, listed.body).toBe(200);
    const documents = listed.json<{ documents: AccountDocument[] }>().documents;
    expect(documents).toEqual([
      expect.objectContaining({
        documentId: 'stockDaily:C10005:gateway:2025-01-15',
        kind: 'dailyStatement',
        date: '2025-01-15',
        name: 'C10005-contract-note-2025-01-15.pdf',
        url: '/api/stockDocument/file/stockDaily:C10005:gateway:2025-01-15',
      }),
    ]);
    // Listed during its day: issued now, not in the future.
    expect(documents[0]?.createdAt).toBe(testApp.clock.now().toISOString());
    const filtered = await client.call('stockDocument', 'stockDocuments', {
      accountCode: 'C10005',
      fromDate: '2025-01-16',
    });
    expect(filtered.json<{ documents: AccountDocument[] }>().documents).toEqual([]);
    const monthly = await client.call('stockDocument', 'stockDocuments', {
      accountCode: 'C10005',
      kinds: ['monthlyStatement'],
    });
    // The month is not over: no statement yet.
    expect(monthly.json<{ documents: AccountDocument[] }>().documents).toEqual([]);
  });

  it('prints the trades and every fee line of the filled order in English, then in Traditional Chinese', async () => {
    const client = await callerOf('C10005');
    const url = '/api/stockDocument/file/stockDaily:C10005:gateway:2025-01-15';
    const english = await client.download(url);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toContain('C10005-contract-note-2025-01-15.pdf');
    expect((await readPdf(english.rawPayload)).pageCount).toBeGreaterThanOrEqual(1);
    const text = await extractPdfText(english.rawPayload);
    expect(text).toContain('Contract note');
    expect(text).toContain('700 Tencent Holdings');
    expect(text).toContain('Buy');
    const feeNames = new Set(trades.flatMap((trade) => trade.fees.map((fee) => fee.name as StockFeeLineName)));
    expect([...feeNames]).toEqual(expect.arrayContaining(['brokerage', 'stampDuty', 'sfcLevy', 'tradingFee']));
    for (const name of feeNames) expect(text).toContain(stockFeeLineLabels[name].en);
    for (const trade of trades) {
      expect(text).toContain(trade.tradeId);
      expect(text).toContain(`HKD ${money(trade.consideration)}`);
      expect(text).toContain(`HKD ${money(trade.netAmount)}`);
      expect(text).toContain(trade.settlementDate);
      for (const fee of trade.fees) {
        const label = stockFeeLineLabels[fee.name as StockFeeLineName].en;
        expect(text).toMatch(new RegExp(`${label}\\s*${money(fee.amount).replaceAll('.', '\\.')}`));
      }
    }
    expect(trades[0]?.settlementDate).toBe('2025-01-17');
    const payable = trades.reduce((sum, trade) => sum.plus(trade.netAmount), new ExactDecimal(0));
    expect(text).toContain('You pay (net)');
    expect(text).toContain(`HKD ${money(payable.toFixed())}`);

    // The cached PDF serves again while nothing it shows has changed.
    const again = await client.download(url);
    expect(Buffer.compare(again.rawPayload, english.rawPayload)).toBe(0);

    await setLanguage('C10005', 'zh-HK');
    try {
      const traditional = await client.download(url);
      expect(traditional.statusCode).toBe(200);
      const chinese = await extractPdfText(traditional.rawPayload);
      expect(chinese).toContain('成交單據');
      expect(chinese).toContain('700 騰訊控股');
      expect(chinese).toContain('買入');
      for (const name of feeNames) expect(chinese).toContain(stockFeeLineLabels[name]['zh-HK']);
      for (const trade of trades) expect(chinese).toContain(`HKD ${money(trade.netAmount)}`);
      expect(chinese).not.toContain('Tencent Holdings');
    } finally {
      await testApp.database.db.deleteFrom('preference').where('account_code', '=', 'C10005').execute();
    }
  });

  it('makes the note again when a later fill of the day changes what it shows', async () => {
    const client = await callerOf('C10005');
    const url = '/api/stockDocument/file/stockDaily:C10005:gateway:2025-01-15';
    const before = await client.download(url);
    const terms = (
      await client.call('stockOrder', 'stockTradeTerms', { accountCode: 'C10005', stockId: 'HKEX-00700' })
    ).json<{ lastPrice: string }>();
    const sell = await client.call('stockOrder', 'placeStockOrder', {
      accountCode: 'C10005',
      clientReference: 'documents-sell-0001',
      stockId: 'HKEX-00700',
      side: 'S',
      orderType: 'limit',
      price: new ExactDecimal(terms.lastPrice).times('0.95').toDecimalPlaces(0).toFixed(),
      quantity: '100',
    });
    expect(sell.statusCode, sell.body).toBe(200);
    testApp.clock.advance(5 * 60_000);
    await runMatching();
    const after = await client.download(url);
    expect(after.statusCode).toBe(200);
    expect(Buffer.compare(after.rawPayload, before.rawPayload)).not.toBe(0);
    const text = await extractPdfText(after.rawPayload);
    expect(text).toContain('Sell');
    // Two lots bought, one sold: still a net payment, of the buys less the sale's proceeds.
    const sold = (
      await client.call('stockOrder', 'getStockOrder', {
        accountCode: 'C10005',
        orderId: sell.json<{ order: StockOrder }>().order.orderId,
      })
    ).json<{ trades: StockTrade[] }>().trades;
    expect(sold.length).toBeGreaterThan(0);
    const net = trades
      .reduce((sum, trade) => sum.plus(trade.netAmount), new ExactDecimal(0))
      .minus(sold.reduce((sum, trade) => sum.plus(trade.netAmount), new ExactDecimal(0)));
    expect(text).toMatch(new RegExp(`You pay \\(net\\)\\s*HKD ${money(net.toFixed()).replaceAll('.', '\\.')}`));
  });

  it("answers 404 for another account's note, for a day without fills, and for ids no document has", async () => {
    const other = await callerOf('C10001');
    const notFound = await other.download('/api/stockDocument/file/stockDaily:C10005:gateway:2025-01-15');
    expect(notFound.statusCode).toBe(404);
    const listedForOther = await other.call('stockDocument', 'stockDocuments', { accountCode: 'C10005' });
    expect([403, 404]).toContain(listedForOther.statusCode);

    const owner = await callerOf('C10005');
    expect((await owner.download('/api/stockDocument/file/stockDaily:C10005:gateway:2025-01-14')).statusCode).toBe(404);
    expect((await owner.download('/api/stockDocument/file/stockDaily:C10005:gateway:2025-02-30')).statusCode).toBe(404);
    expect((await owner.download('/api/stockDocument/file/daily:C10005:gateway:2025-01-15')).statusCode).toBe(404);
    // The current month has no statement yet.
    expect((await owner.download('/api/stockDocument/file/stockMonthly:C10005:gateway:2025-01')).statusCode).toBe(404);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/stockDocument/file/stockDaily:C10005:gateway:2025-01-15',
      headers: clientHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('announces the contract note once, after the close of its day (newDocument → a notification)', async () => {
    const { db } = testApp.database;
    const deps = { db, clock: testApp.clock, events: testApp.events };
    // 10:10 in Hong Kong: the day is still trading.
    expect(await announceContractNotes(deps)).toBe(0);
    testApp.clock.set('2025-01-15T08:15:00.000Z'); // 16:15 in Hong Kong, after the closing auction
    expect(await announceContractNotes(deps)).toBe(1);
    expect(await announceContractNotes(deps)).toBe(0);
    const notifications = await db
      .selectFrom('domain_event')
      .select(['payload'])
      .where('type', '=', 'newDocument')
      .where('account_code', '=', 'C10005')
      .where('payload', 'like', '%Contract note%')
      .execute();
    expect(notifications.map((row) => JSON.parse(row.payload))).toEqual([
      { documentName: contractNoteDocumentName('2025-01-15') },
    ]);
    const stored = await db
      .selectFrom('notification')
      .selectAll()
      .where('account_code', '=', 'C10005')
      .where('type', '=', 'newDocument')
      .where('document_name', '=', contractNoteDocumentName('2025-01-15'))
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("lists and prints the month's statement once the month is over: positions, market value, trades, cash", async () => {
    testApp.clock.set('2025-02-03T02:00:00.000Z');
    const client = await callerOf('C10005');
    const listed = await client.call('stockDocument', 'stockDocuments', { accountCode: 'C10005' });
    const documents = listed.json<{ documents: AccountDocument[] }>().documents;
    expect(documents.map((document) => document.documentId)).toEqual([
      'stockMonthly:C10005:gateway:2025-01',
      'stockDaily:C10005:gateway:2025-01-15',
    ]);
    const pdf = await client.download('/api/stockDocument/file/stockMonthly:C10005:gateway:2025-01');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await extractPdfText(pdf.rawPayload);
    expect(text).toContain('Monthly stock statement');
    expect(text).toContain('Positions');
    expect(text).toContain('700 Tencent Holdings');
    // Two lots bought, one sold later that day.
    expect(text).toMatch(new RegExp(`Tencent Holdings\\s*0\\s*${Number(order.quantity) - 100}\\s`));
    expect(text).toContain('Market value in HKD');
    for (const trade of trades) expect(text).toContain(`HKD ${money(trade.consideration)}`);
    // The cash the fills paid (a hold and its release move nothing between the client and the world: not listed).
    for (const trade of trades)
      expect(text).toMatch(
        new RegExp(`Trade\\s*${trade.tradeId}\\s*HKD -${money(trade.netAmount).replaceAll('.', '\\.')}`),
      );
    expect(text).not.toContain('Amount held for an order');

    await setLanguage('C10005', 'zh-CN');
    try {
      const simplified = await extractPdfText(
        (await client.download('/api/stockDocument/file/stockMonthly:C10005:gateway:2025-01')).rawPayload,
      );
      expect(simplified).toContain('股票月结单');
      expect(simplified).toContain('700 腾讯控股');
      expect(simplified).toContain('持仓');
    } finally {
      await testApp.database.db.deleteFrom('preference').where('account_code', '=', 'C10005').execute();
    }
  });
});

describe('stock documents on a brand without trade documents (abci)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ configure: (config) => ({ ...config, portalVariant: 'abci' }) });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has no listing: the operation does not exist there (FEATURE_OFF)', async () => {
    const listed = await testApp.app.inject({
      method: 'POST',
      url: '/api/stockDocument/stockDocuments',
      headers: clientHeaders,
      payload: { accountCode: 'C10005' },
    });
    expect([listed.statusCode, listed.json().code]).toEqual([404, 'FEATURE_OFF']);
  });
});
