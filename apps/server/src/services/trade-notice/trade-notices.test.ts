import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedMessaging, readOutbox } from '../../adapters/messaging/embedded-messaging';
import {
  createStockOrderTestBed,
  demoTradePassword,
  depositTo,
  placeStockOrder,
  runStockMatching,
  type StockOrderTestBed,
} from '../../test/stock-order-test-support';
import {
  advanceFundOrders,
  createOrderTestApp,
  depositFor,
  orderDependenciesOf,
  placeSubscription,
} from '../../test/fund-order-test-support';
import type { TestApp } from '../../test/test-app';
import { extendFundPrices } from '../fund-definition/public';
import { subscribeTradeNotices } from './trade-notices';

/*
 * Every executed trade sends a notice to the registered e-mail or phone (issue 17 part 7, ADR 041): C10001's
 * registered e-mail is c10001@example.com (the demo seed). Each test reads what the client would receive: the outbox
 * and the account's notices.
 */

const quiet = { info: () => undefined };

async function tradeNotices(db: TestApp['database']['db'], accountCode: string) {
  return db
    .selectFrom('account_notice')
    .select(['kind', 'channel', 'destination', 'language', 'body'])
    .where('account_code', '=', accountCode)
    .where('kind', '=', 'tradeExecuted')
    .orderBy('sent_at')
    .execute();
}

describe('executed stock trades', () => {
  let bed: StockOrderTestBed;
  beforeAll(async () => {
    bed = await createStockOrderTestBed({ start: '2025-01-15T02:00:00.000Z' });
    const db = bed.database.db;
    subscribeTradeNotices(bed.events, {
      db,
      clock: bed.clock,
      messaging: createEmbeddedMessaging({ db, clock: bed.clock, log: quiet }),
    });
    await depositTo(bed, 'C10001', 'HKD', '1000000');
  });
  afterAll(async () => {
    await bed.close();
  });

  it('sends one notice per fill, in the language the client reads at the time of the fill, to the registered e-mail', async () => {
    const db = bed.database.db;
    const placed = await placeStockOrder(
      bed.deps,
      bed.passwords,
      { sessionId: 'session-trade-notice', advisorAccountCode: null },
      {
        accountCode: 'C10001',
        source: 'gateway',
        clientReference: 'trade-notice-1',
        stockId: 'HKEX-00700',
        side: 'B',
        orderType: 'limit',
        price: '380',
        quantity: '200',
        programOrderType: 'none',
        remark: '',
        tradePassword: demoTradePassword,
        saveTradePassword: false,
      },
    );
    await bed.events.settled();
    // Placed, not executed: nothing sent yet.
    expect(await tradeNotices(db, 'C10001')).toEqual([]);

    // A trade of 200 shares at 379.8 fills half of it (half a trade's volume per trade, ADR 028).
    bed.market.trade('HKEX-00700', new Date('2025-01-15T02:05:00.000Z'), '379.8', 200);
    bed.clock.set('2025-01-15T02:06:00.000Z');
    await runStockMatching(bed.deps);
    await bed.events.settled();
    const first = await tradeNotices(db, 'C10001');
    expect(first).toEqual([
      {
        kind: 'tradeExecuted',
        channel: 'email',
        destination: expect.stringContaining('*'),
        language: 'en',
        body:
          'Trade executed for C10001: bought 100 00700 Tencent Holdings at 379.8 HKD (2025-01-15 10:05 HKT). ' +
          'If this was not you, call us at once on +852 2800 0000.',
      },
    ]);
    const outbox = await readOutbox(db, { accountCode: 'C10001' });
    expect(outbox.map((message) => [message.channel, message.destination, message.body])).toEqual([
      ['email', 'c10001@example.com', first[0]?.body],
    ]);

    // The client now reads Simplified Chinese: the second fill's notice is in it, the side in its words too.
    await db
      .insertInto('preference')
      .values({
        account_code: 'C10001',
        source: 'gateway',
        language: 'zh-CN',
        currency_code: 'HKD',
        updated_at: bed.clock.now().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['account_code', 'source']).doUpdateSet({ language: 'zh-CN' }))
      .execute();
    bed.market.trade('HKEX-00700', new Date('2025-01-15T02:10:00.000Z'), '379.6', 1000);
    bed.clock.set('2025-01-15T02:11:00.000Z');
    await runStockMatching(bed.deps);
    await bed.events.settled();
    const both = await tradeNotices(db, 'C10001');
    expect(both).toHaveLength(2);
    // The instrument in its Chinese name, the side in Chinese.
    expect(both[1]?.body).toBe(
      'C10001 交易已执行：买入 100 00700 腾讯控股，价格 379.6 HKD（2025-01-15 10:10 HKT）。 ' +
        '如非阁下本人操作，请立即致电 +852 2800 0000 与我们联系。',
    );
    const order = await db
      .selectFrom('stock_order')
      .select('status')
      .where('id', '=', placed.orderId)
      .executeTakeFirst();
    expect(order?.status).toBe('matched');
  });

  it('sends nothing for an order update that is no fill of the account (the demo’s made-up activity)', async () => {
    const db = bed.database.db;
    const before = (await readOutbox(db, { accountCode: 'C10001' })).length;
    await bed.events.inTransaction(db, async (_transaction, publish) => {
      await publish({
        type: 'matchedStockOrderUpdate',
        accountCode: 'C10001',
        source: 'gateway',
        fields: { code: '00700', referenceCode: 'SO-made-up', quantity: '100', currencyCode: 'HKD', amount: '38000' },
      });
    });
    await bed.events.settled();
    expect(await readOutbox(db, { accountCode: 'C10001' })).toHaveLength(before);
  });

  it('sends nothing when the fill’s transaction rolls back', async () => {
    const db = bed.database.db;
    const trade = await db
      .selectFrom('stock_trade')
      .selectAll()
      .where('account_code', '=', 'C10001')
      .executeTakeFirst();
    if (trade === undefined) throw new Error('No fill to announce');
    const before = (await readOutbox(db, { accountCode: 'C10001' })).length;
    await expect(
      bed.events.inTransaction(db, async (_transaction, publish) => {
        await publish({
          type: 'matchedStockOrderUpdate',
          accountCode: 'C10001',
          source: 'gateway',
          fields: { code: '00700', referenceCode: trade.order_id, quantity: '100', currencyCode: 'HKD', amount: '1' },
        });
        throw new Error('The fill failed after its event');
      }),
    ).rejects.toThrow('The fill failed');
    await bed.events.settled();
    expect(await readOutbox(db, { accountCode: 'C10001' })).toHaveLength(before);
  });
});

describe('executed fund orders', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createOrderTestApp();
    await depositFor(testApp, 'C10001', 'HKD', '1000000');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends one notice when a subscription settles at its NAV, none while it is pending, dealt or priced', async () => {
    const deps = orderDependenciesOf(testApp);
    const db = testApp.database.db;
    const { order: placed } = await placeSubscription(deps, {
      accountCode: 'C10001',
      source: 'gateway',
      clientReference: 'trade-notice-fund-1',
      fundId: 'F0048',
      amount: '10000.50',
      currency: 'HKD',
    });
    const moveTo = async (instant: string) => {
      testApp.clock.set(instant);
      await extendFundPrices(db, deps.clock);
      await advanceFundOrders(deps);
      await testApp.events.settled();
    };
    // Submitted, processing, deducted (its cash left), priced: no notice yet.
    await moveTo('2025-01-16T10:00:00.000Z');
    expect(await tradeNotices(db, 'C10001')).toEqual([]);
    await moveTo('2025-01-23T01:00:00.000Z');
    const order = await db
      .selectFrom('fund_order')
      .select(['status', 'units', 'nav'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('settled');
    const notices = await tradeNotices(db, 'C10001');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toMatch(
      new RegExp(
        `^Trade executed for C10001: subscribed ${order.units} units of .+ at ${order.nav} HKD \\(2025-01-23 09:00 HKT\\)\\.`,
      ),
    );
    const outbox = await readOutbox(db, { accountCode: 'C10001' });
    expect(outbox.filter((message) => message.body === notices[0]?.body)).toHaveLength(1);
  });
});
