import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import {
  createStockOrderTestBed,
  depositTo,
  stockSnapshot,
  type StockOrderTestBed,
} from '../../test/stock-order-test-support';
import { amendStockOrder, cancelStockOrder } from './lifecycle';
import { runStockMatching } from './matching';
import { placeStockOrder, type StockOrderRequest } from './placement';
import { stockPositionsOf } from './positions';
import { demoTradePassword } from './trading-account';

const client = { sessionId: 'session-c10005', advisorAccountCode: null };

function order(overrides: Partial<StockOrderRequest> = {}): StockOrderRequest {
  return {
    accountCode: 'C10005',
    source: 'gateway',
    clientReference: `ref-${Math.random().toString(36).slice(2, 12)}`,
    stockId: 'HKEX-00700',
    side: 'B',
    orderType: 'limit',
    price: '380',
    quantity: '100',
    programOrderType: 'none',
    remark: '',
    saveTradePassword: false,
    ...overrides,
  };
}

async function expectSound(bed: StockOrderTestBed) {
  const db = bed.database.db;
  expect(await balanceDiscrepancies(db)).toEqual([]);
  for (const [asset, total] of await journalTotals(db)) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
  const rows = await db
    .selectFrom('ledger_balance')
    .select(['account_code', 'asset', 'available', 'on_hold'])
    .where('account_code', 'not like', 'HOUSE:%')
    .execute();
  for (const row of rows) {
    expect(new ExactDecimal(row.available).isNegative(), `${row.account_code} ${row.asset}`).toBe(false);
    expect(new ExactDecimal(row.on_hold).isNegative(), `${row.account_code} ${row.asset}`).toBe(false);
  }
}

const cash = (bed: StockOrderTestBed, accountCode: string, asset = 'HKD') =>
  balanceOf(bed.database.db, { accountCode, source: 'gateway', asset });

describe('stock orders: placement, matching, amendment, cancellation', () => {
  let bed: StockOrderTestBed;
  beforeAll(async () => {
    bed = await createStockOrderTestBed();
  });
  afterAll(async () => {
    await bed.close();
  });

  it('holds consideration and fees of a buy, fills it in parts as the price trades through, settles the ledger', async () => {
    await depositTo(bed, 'C10005', 'HKD', '100000');
    const placed = await placeStockOrder(bed.deps, bed.passwords, client, order({ quantity: '200' }));
    // 200 × 380 = 76,000; brokerage 190, stamp duty 76.
    expect((await cash(bed, 'C10005')).onHold.toFixed()).toBe('76266');
    const start = bed.clock.now();
    bed.market.trade('HKEX-00700', new Date(start.getTime() + 60_000), '381.0', 1_000);
    bed.market.trade('HKEX-00700', new Date(start.getTime() + 120_000), '379.8', 200);
    bed.clock.advance(150_000);
    await runStockMatching(bed.deps);
    let row = await bed.database.db
      .selectFrom('stock_order')
      .selectAll()
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect([row.status, row.filled_quantity]).toEqual(['partiallyMatched', '100']);
    bed.market.trade('HKEX-00700', new Date(start.getTime() + 180_000), '379.6', 10_000);
    bed.clock.advance(60_000);
    await runStockMatching(bed.deps);
    row = await bed.database.db
      .selectFrom('stock_order')
      .selectAll()
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect([row.status, row.filled_quantity, row.hold_amount]).toEqual(['matched', '200', '0']);
    // Fills: 100 @ 379.8 (37,980; fees 94.95 + 38 = 132.95) and 100 @ 379.6 (cumulative 75,940: fees 189.85 + 76).
    const balance = await cash(bed, 'C10005');
    expect(balance.onHold.toFixed()).toBe('0');
    expect(balance.available.toFixed()).toBe(new ExactDecimal('100000').minus('75940').minus('265.85').toFixed());
    const shares = await balanceOf(bed.database.db, {
      accountCode: 'C10005',
      source: 'gateway',
      asset: 'STOCK:HKEX-00700',
    });
    expect(shares.available.toFixed()).toBe('200');
    const [position] = await stockPositionsOf(bed.database.db, { accountCode: 'C10005', source: 'gateway' });
    expect(position?.totalCost.toFixed()).toBe('76205.85');
    await expectSound(bed);
  });

  it('sells held shares, amends the price and quantity of a resting order and cancels it, releasing the hold', async () => {
    const placed = await placeStockOrder(
      bed.deps,
      bed.passwords,
      client,
      order({ side: 'S', price: '400', quantity: '200' }),
    );
    const shares = () =>
      balanceOf(bed.database.db, { accountCode: 'C10005', source: 'gateway', asset: 'STOCK:HKEX-00700' });
    expect((await shares()).onHold.toFixed()).toBe('200');
    const amended = await amendStockOrder(
      bed.deps,
      { accountCode: 'C10005', source: 'gateway' },
      {
        orderId: placed.orderId,
        price: '401',
        quantity: '100',
      },
    );
    expect([amended.price, amended.quantity, amended.hold_amount]).toEqual(['401', '100', '100']);
    expect((await shares()).available.toFixed()).toBe('100');
    const cancelled = await cancelStockOrder(bed.deps, { accountCode: 'C10005', source: 'gateway' }, placed.orderId);
    expect([cancelled.status, cancelled.hold_amount]).toEqual(['cancelled', '0']);
    expect((await shares()).available.toFixed()).toBe('200');
    await expect(
      cancelStockOrder(bed.deps, { accountCode: 'C10005', source: 'gateway' }, placed.orderId),
    ).rejects.toMatchObject({ code: 'orderAlreadyCancelled' });
    await expectSound(bed);
  });

  it('makes one order of the same client reference sent twice', async () => {
    await depositTo(bed, 'C10005', 'HKD', '200000');
    const request = order({ clientReference: 'same-reference-0001' });
    const first = await placeStockOrder(bed.deps, bed.passwords, client, request);
    const again = await placeStockOrder(bed.deps, bed.passwords, client, request);
    expect(again).toEqual({ orderId: first.orderId, replayed: true });
    await expect(
      placeStockOrder(bed.deps, bed.passwords, client, { ...request, quantity: '300' }),
    ).rejects.toMatchObject({ status: 409, code: 'CLIENT_REFERENCE_REUSED' });
    await cancelStockOrder(bed.deps, { accountCode: 'C10005', source: 'gateway' }, first.orderId);
  });

  it('asks C10001 for the trade password, refuses a wrong one, and remembers a saved one for the session', async () => {
    await depositTo(bed, 'C10001', 'HKD', '100000');
    const c10001 = { sessionId: 'session-c10001', advisorAccountCode: null };
    const request = (overrides: Partial<StockOrderRequest>) => order({ accountCode: 'C10001', ...overrides });
    await expect(placeStockOrder(bed.deps, bed.passwords, c10001, request({}))).rejects.toMatchObject({
      code: 'tradePasswordRequired',
      details: { resultCode: 8502 },
    });
    await expect(
      placeStockOrder(bed.deps, bed.passwords, c10001, request({ tradePassword: 'wrong' })),
    ).rejects.toMatchObject({ code: 'wrongTradePassword' });
    await placeStockOrder(
      bed.deps,
      bed.passwords,
      c10001,
      request({ tradePassword: demoTradePassword, saveTradePassword: true }),
    );
    const second = await placeStockOrder(bed.deps, bed.passwords, c10001, request({}));
    expect(second.replayed).toBe(false);
  });

  it('refuses an advisor without advisorStockTrading, and records the advisor when the brand allows it', async () => {
    const advisor = { sessionId: 'session-a30001', advisorAccountCode: 'A30001' };
    const placed = await placeStockOrder(bed.deps, bed.passwords, advisor, order({ quantity: '100' }));
    const row = await bed.database.db
      .selectFrom('stock_order')
      .selectAll()
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(row.advisor_code).toBe('A30001');
    const event = await bed.database.db
      .selectFrom('domain_event')
      .selectAll()
      .where('type', '=', 'advisorOrderPlaced')
      .executeTakeFirst();
    expect(event).toBeDefined();
    const noAdvisors = {
      ...bed.deps,
      brand: { ...bed.deps.brand, flags: { ...bed.deps.brand.flags, advisorStockTrading: false } },
    };
    const before = await stockSnapshot(bed);
    await expect(placeStockOrder(noAdvisors, bed.passwords, advisor, order())).rejects.toMatchObject({
      code: 'advisorNoPermission',
    });
    expect(await stockSnapshot(bed)).toEqual(before);
    await cancelStockOrder(bed.deps, { accountCode: 'C10005', source: 'gateway' }, placed.orderId);
  });
});
