import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStockOrderTestBed,
  depositTo,
  stockSnapshot,
  type StockOrderTestBed,
} from '../../test/stock-order-test-support';
import { amendStockOrder, cancelStockOrder } from './lifecycle';
import { runStockMatching } from './matching';
import { placeStockOrder, type StockOrderRequest } from './placement';
import { demoTradePassword } from './trading-account';

/*
 * US extended hours (issue 15, ADR 028): an order that allows pre-market and post-market execution fills on those
 * sessions' prints; one that does not waits for regular hours. Only accounts whose allowPrePostMarketExchangeIds list
 * the exchange may ask (C10001 has NASDAQ and NYSE; C10002 none).
 */

// Tuesday 2026-11-24 in New York (UTC-5): pre-market 04:00-09:30, regular 09:30-16:00, post-market 16:00-20:00.
const ny = (time: string, day = '2026-11-24') => new Date(`${day}T${time}-05:00`);

const session = (accountCode: string) => ({ sessionId: `session-${accountCode}`, advisorAccountCode: null });

function usOrder(accountCode: string, overrides: Partial<StockOrderRequest> = {}): StockOrderRequest {
  return {
    accountCode,
    source: 'gateway',
    clientReference: `ref-${Math.random().toString(36).slice(2, 12)}`,
    stockId: 'NASDAQ-AAPL',
    side: 'B',
    orderType: 'limit',
    price: '190',
    quantity: '10',
    programOrderType: 'none',
    remark: '',
    tradePassword: demoTradePassword,
    saveTradePassword: false,
    ...overrides,
  };
}

describe('stock orders in US pre-market and post-market', () => {
  let bed: StockOrderTestBed;
  const place = (request: StockOrderRequest) =>
    placeStockOrder(bed.deps, bed.passwords, session(request.accountCode), request);
  const orderRow = (id: string) =>
    bed.database.db.selectFrom('stock_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const moveTo = (at: Date) => bed.clock.advance(at.getTime() - bed.clock.now().getTime());

  beforeAll(async () => {
    bed = await createStockOrderTestBed({ start: ny('08:00:00').toISOString() });
    await depositTo(bed, 'C10001', 'USD', '100000');
    await depositTo(bed, 'C10002', 'USD', '100000');
  });
  afterAll(async () => {
    await bed.close();
  });

  it('fills an order that allows extended hours on a pre-market print; one that does not waits for the open', async () => {
    const flagged = await place(usOrder('C10001', { prePostMarket: true }));
    expect((await orderRow(flagged.orderId)).pre_post_market).toBe(1);
    // In pre-market an order must allow it: without the flag the exchange is not open to it.
    const before = await stockSnapshot(bed);
    await expect(place(usOrder('C10001'))).rejects.toMatchObject({ code: 'nonTradingHour' });
    // Pre-market takes limit orders only.
    await expect(
      place(usOrder('C10001', { orderType: 'market', price: undefined, prePostMarket: true })),
    ).rejects.toMatchObject({ code: 'orderTypeNotAllowedInPhase' });
    expect(await stockSnapshot(bed)).toEqual(before);

    moveTo(ny('09:00:00'));
    bed.market.trade('NASDAQ-AAPL', ny('08:30:00'), '189.50', 100, { extended: true });
    await runStockMatching(bed.deps);
    const filled = await orderRow(flagged.orderId);
    expect([filled.status, filled.filled_quantity, filled.filled_consideration]).toEqual(['matched', '10', '1895']);
  });

  it('leaves an order without the flag unfilled by extended prints; in post-market amends only flagged orders', async () => {
    moveTo(ny('10:00:00'));
    const regular = await place(usOrder('C10001', { price: '185' }));
    const extended = await place(usOrder('C10001', { price: '185', prePostMarket: true }));
    // A post-market print through both limits: only the order that allows it takes it.
    bed.market.trade('NASDAQ-AAPL', ny('16:30:00'), '184.90', 100, { extended: true });
    moveTo(ny('17:00:00'));
    await runStockMatching(bed.deps);
    expect((await orderRow(extended.orderId)).status).toBe('matched');
    expect((await orderRow(regular.orderId)).status).toBe('queuing');
    // In post-market the unflagged order may not be amended (it does not trade now); it may be cancelled.
    await expect(
      amendStockOrder(
        bed.deps,
        { accountCode: 'C10001', source: 'gateway' },
        { orderId: regular.orderId, price: '186' },
      ),
    ).rejects.toMatchObject({ code: 'nonTradingHour' });
    // A flagged resting order is amended and cancelled in post-market as in regular hours.
    const resting = await place(usOrder('C10001', { price: '150', prePostMarket: true }));
    const amended = await amendStockOrder(
      bed.deps,
      { accountCode: 'C10001', source: 'gateway' },
      { orderId: resting.orderId, price: '151' },
    );
    expect(amended.price).toBe('151');
    const cancelled = await cancelStockOrder(bed.deps, { accountCode: 'C10001', source: 'gateway' }, resting.orderId);
    expect(cancelled.status).toBe('cancelled');
    // The unflagged day order expires with its day (20:00, the end of post-market).
    moveTo(ny('20:30:00'));
    await runStockMatching(bed.deps);
    expect((await orderRow(regular.orderId)).status).toBe('cancelled');
  });

  it('fills an unflagged good-till-date order on the next regular session, never on the prints in between', async () => {
    moveTo(ny('10:00:00', '2026-11-25'));
    const goodTillDate = await place(
      usOrder('C10001', { price: '180', programOrderType: 'goodTillDate', goodTillDate: '2026-11-27' }),
    );
    bed.market.trade('NASDAQ-AAPL', ny('17:00:00', '2026-11-25'), '179.00', 100, { extended: true });
    bed.market.trade('NASDAQ-AAPL', ny('07:00:00', '2026-11-26'), '179.00', 100, { extended: true });
    moveTo(ny('09:00:00', '2026-11-26'));
    await runStockMatching(bed.deps);
    expect((await orderRow(goodTillDate.orderId)).status).toBe('queuing');
    bed.market.trade('NASDAQ-AAPL', ny('09:45:00', '2026-11-26'), '179.50', 100);
    moveTo(ny('10:00:00', '2026-11-26'));
    await runStockMatching(bed.deps);
    const row = await orderRow(goodTillDate.orderId);
    expect([row.status, row.filled_consideration]).toEqual(['matched', '1795']);
  });

  it('refuses the flag to an account without the permission, to other markets and to other order types', async () => {
    moveTo(ny('11:00:00', '2026-11-26'));
    const before = await stockSnapshot(bed);
    // C10002's permissions list no exchange for pre/post market.
    await expect(place(usOrder('C10002', { prePostMarket: true }))).rejects.toMatchObject({
      code: 'prePostMarketNotPermitted',
    });
    // Hong Kong has no extended hours.
    await expect(
      place(usOrder('C10001', { stockId: 'HKEX-00700', price: '380', quantity: '100', prePostMarket: true })),
    ).rejects.toMatchObject({ code: 'prePostMarketNotPermitted' });
    await expect(
      place(usOrder('C10001', { orderType: 'stopLimit', stopPrice: '189', prePostMarket: true })),
    ).rejects.toMatchObject({ code: 'orderTypeNotAllowedInPhase' });
    expect(await stockSnapshot(bed)).toEqual(before);
    // The flag is part of what a client reference stands for: the same reference without it is another order.
    const first = usOrder('C10001', { price: '150', prePostMarket: true });
    const placed = await place(first);
    expect(await place(first)).toMatchObject({ replayed: true, orderId: placed.orderId });
    await expect(place({ ...first, prePostMarket: false })).rejects.toMatchObject({ code: 'CLIENT_REFERENCE_REUSED' });
    // In pre-market C10002 is told it may not trade then (with or without the flag).
    moveTo(ny('08:00:00', '2026-11-27'));
    await expect(place(usOrder('C10002'))).rejects.toMatchObject({ code: 'prePostMarketNotPermitted' });
  });
});
