import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../platform/money/ledger';
import { createStockOrderTestBed, depositTo, type StockOrderTestBed } from '../../test/stock-order-test-support';
import { runStockMatching } from './matching';
import { applyStockMovement } from './positions';
import { ExactDecimal } from '@portal/contract';
import { placeStockOrder, type StockOrderRequest } from './placement';

const client = { sessionId: 'session-lifecycle', advisorAccountCode: null };

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

describe('stock orders across the trading day: expiry, good-till-date, stop-limit, at-auction', () => {
  let bed: StockOrderTestBed;
  beforeAll(async () => {
    bed = await createStockOrderTestBed({ start: '2025-01-15T02:00:00.000Z' });
    await depositTo(bed, 'C10005', 'HKD', '1000000');
    await bed.events.inTransaction(bed.database.db, (trx) =>
      applyStockMovement(trx, bed.database.dialect, {
        accountCode: 'C10005',
        source: 'gateway',
        stockId: 'HKEX-00005',
        quantity: new ExactDecimal(4000),
        cost: new ExactDecimal(260000),
        kind: 'test.transferIn',
        reference: 'lifecycle-hsbc',
        at: bed.clock.now(),
      }),
    );
  });
  afterAll(async () => {
    await bed.close();
  });

  const rowOf = (orderId: string) =>
    bed.database.db.selectFrom('stock_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

  it('expires a day order at the close (cancelled, 8710) and carries a good-till-date order over to fill the next day', async () => {
    bed.clock.set('2025-01-15T02:00:00.000Z');
    const day = await placeStockOrder(bed.deps, bed.passwords, client, order({ price: '370' }));
    const goodTill = await placeStockOrder(
      bed.deps,
      bed.passwords,
      client,
      order({ price: '371', programOrderType: 'goodTillDate', goodTillDate: '2025-01-17' }),
    );
    // 17:00 in Hong Kong: the day is over.
    bed.clock.set('2025-01-15T09:00:00.000Z');
    await runStockMatching(bed.deps);
    const expired = await rowOf(day.orderId);
    expect([expired.status, expired.result_code, expired.hold_amount]).toEqual(['cancelled', 8710, '0']);
    expect((await rowOf(goodTill.orderId)).status).toBe('queuing');
    // The next morning the price trades down through its limit.
    bed.market.trade('HKEX-00700', new Date('2025-01-16T02:10:00.000Z'), '370.8', 10_000);
    bed.clock.set('2025-01-16T02:15:00.000Z');
    await runStockMatching(bed.deps);
    const filled = await rowOf(goodTill.orderId);
    expect([filled.status, filled.filled_quantity, filled.hold_amount]).toEqual(['matched', '100', '0']);
    const trade = await bed.database.db
      .selectFrom('stock_trade')
      .selectAll()
      .where('order_id', '=', goodTill.orderId)
      .executeTakeFirstOrThrow();
    expect([trade.price, trade.trade_date, trade.settlement_date]).toEqual(['370.8', '2025-01-16', '2025-01-20']);
  });

  it('triggers a stop-limit buy at its stop and fills it as a limit order from the next trade', async () => {
    bed.clock.set('2025-01-16T03:00:00.000Z');
    const stop = await placeStockOrder(
      bed.deps,
      bed.passwords,
      client,
      order({ orderType: 'stopLimit', stopPrice: '375', price: '376' }),
    );
    bed.market.trade('HKEX-00700', new Date('2025-01-16T03:01:00.000Z'), '374.8', 10_000);
    bed.clock.set('2025-01-16T03:01:30.000Z');
    await runStockMatching(bed.deps);
    expect((await rowOf(stop.orderId)).triggered).toBe(0);
    bed.market.trade('HKEX-00700', new Date('2025-01-16T03:02:00.000Z'), '375.0', 10_000);
    bed.market.trade('HKEX-00700', new Date('2025-01-16T03:03:00.000Z'), '375.8', 10_000);
    bed.clock.set('2025-01-16T03:04:00.000Z');
    await runStockMatching(bed.deps);
    const row = await rowOf(stop.orderId);
    expect([row.triggered, row.status, row.filled_consideration]).toEqual([1, 'matched', '37580']);
  });

  it('fills an at-auction sell placed in the pre-opening session at the opening auction price', async () => {
    // 09:05 in Hong Kong on Friday 17 January: pre-opening.
    bed.clock.set('2025-01-17T01:05:00.000Z');
    bed.market.auction('HKEX-00005', '2025-01-17', 'opening', '66.10');
    const sell = await placeStockOrder(
      bed.deps,
      bed.passwords,
      client,
      order({ stockId: 'HKEX-00005', side: 'S', orderType: 'atAuction', price: undefined, quantity: '800' }),
    );
    bed.clock.set('2025-01-17T01:31:00.000Z');
    await runStockMatching(bed.deps);
    const row = await rowOf(sell.orderId);
    expect([row.status, row.filled_consideration]).toEqual(['matched', '52880']);
    const shares = await balanceOf(bed.database.db, {
      accountCode: 'C10005',
      source: 'gateway',
      asset: 'STOCK:HKEX-00005',
    });
    expect([shares.available.toFixed(), shares.onHold.toFixed()]).toEqual(['3200', '0']);
  });
});
