import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import {
  createStockOrderTestBed,
  depositTo,
  stockSnapshot,
  type StockOrderTestBed,
} from '../../test/stock-order-test-support';
import { amendStockOrder } from './lifecycle';
import { fillOrder, runStockMatching } from './matching';
import { placeStockOrder, type StockOrderRequest } from './placement';
import { buyHoldOf } from './order-rules';

const client = { sessionId: 'session-safety', advisorAccountCode: null };

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
  expect(await balanceDiscrepancies(bed.database.db)).toEqual([]);
  for (const [asset, total] of await journalTotals(bed.database.db)) {
    expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
  }
}

/** What a settled call answered: its order id, or the code it was refused with. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'success';
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
}

describe('stock orders under concurrency, bad input and failure', () => {
  let bed: StockOrderTestBed;
  beforeAll(async () => {
    bed = await createStockOrderTestBed();
  });
  afterAll(async () => {
    await bed.close();
  });

  it('accepts exactly 7 of 50 simultaneous buys against buying power for 7; 43 are insufficientFund', async () => {
    const hold = buyHoldOf(bed.deps.fees, 'HKEX', new ExactDecimal(100), new ExactDecimal(380));
    await depositTo(bed, 'C10004', 'HKD', hold.times(7).toFixed());
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        outcome(
          placeStockOrder(
            bed.deps,
            bed.passwords,
            client,
            order({ accountCode: 'C10004', clientReference: `buy-burst-${String(index).padStart(3, '0')}` }),
          ),
        ),
      ),
    );
    expect(results.filter((result) => result === 'success')).toHaveLength(7);
    expect(results.filter((result) => result === 'insufficientFund')).toHaveLength(43);
    const cash = await balanceOf(bed.database.db, { accountCode: 'C10004', source: 'gateway', asset: 'HKD' });
    expect([cash.available.toFixed(), cash.onHold.toFixed()]).toEqual(['0', hold.times(7).toFixed()]);
    await expectSound(bed);
  });

  it('accepts exactly 7 of 50 simultaneous sells against shares for 7 lots; 43 are insufficientQuantity', async () => {
    await depositTo(bed, 'C10005', 'STOCK:HKEX-00005', '2800');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        outcome(
          placeStockOrder(
            bed.deps,
            bed.passwords,
            client,
            order({
              stockId: 'HKEX-00005',
              side: 'S',
              price: '66.00',
              quantity: '400',
              clientReference: `sell-burst-${String(index).padStart(3, '0')}`,
            }),
          ),
        ),
      ),
    );
    expect(results.filter((result) => result === 'success')).toHaveLength(7);
    expect(results.filter((result) => result === 'insufficientQuantity')).toHaveLength(43);
    const shares = await balanceOf(bed.database.db, {
      accountCode: 'C10005',
      source: 'gateway',
      asset: 'STOCK:HKEX-00005',
    });
    expect([shares.available.toFixed(), shares.onHold.toFixed()]).toEqual(['0', '2800']);
    await expectSound(bed);
  });

  it('gives each bad input its order code or field error and changes nothing', async () => {
    await depositTo(bed, 'C10005', 'HKD', '1000000');
    const spreadBrand = { ...bed.deps.brand, flags: { ...bed.deps.brand.flags, overrideOutOfSpread: false } };
    const strict = { ...bed.deps, brand: spreadBrand };
    const cases: [string, Partial<StockOrderRequest>, string][] = [
      ['price off the spread table', { price: '380.01' }, 'wrongSpread'],
      ['odd lot', { quantity: '150' }, 'wrongLotSize'],
      ['zero quantity', { quantity: '0' }, 'invalidQuantity'],
      ['negative quantity', { quantity: '-100' }, 'invalidQuantity'],
      ['fractional quantity', { quantity: '100.5' }, 'invalidQuantity'],
      ['zero price', { price: '0' }, 'invalidPrice'],
      ['negative price', { price: '-380' }, 'invalidPrice'],
      ['too many decimals', { price: '380.0001' }, 'invalidPrice'],
      ['exponent price', { price: '3.8e2' }, 'VALIDATION_FAILED'],
      ['exponent quantity', { quantity: '1e2' }, 'VALIDATION_FAILED'],
      ['unknown instrument', { stockId: 'HKEX-99998' }, 'unknownInstrument'],
      ['suspended instrument', { stockId: 'HKEX-09999', price: '10.00' }, 'productSuspended'],
      ['delisted instrument', { stockId: 'HKEX-00001', price: '50.00', quantity: '500' }, 'productDelisted'],
      ['remark with invalid characters', { remark: 'hi<script>' }, 'invalidRemark'],
      ['remark too long', { remark: 'ABCDEFGHIJK' }, 'invalidRemark'],
      [
        'good-till-date past the range',
        { programOrderType: 'goodTillDate', goodTillDate: '2025-03-31' },
        'goodTillDateOutOfRange',
      ],
      ['good-till-date without its program type', { goodTillDate: '2025-01-20' }, 'invalidProgramOrderType'],
      ['unknown order type', { orderType: 'iceberg' }, 'invalidOrderType'],
      ['limit without a price', { price: undefined }, 'priceRequired'],
      [
        'China stock without a China BCAN',
        { accountCode: 'C10002', stockId: 'SSE-600519', price: '1500.00' },
        'chinaBcanMissing',
      ],
      ['Hong Kong stock without a Hong Kong BCAN', { accountCode: 'C10006' }, 'hongKongBcanMissing'],
      ['trading suspended (empty order type list)', { accountCode: 'C10003' }, 'clientSuspended'],
      [
        'at-auction buy under auctionOrderSellOnly',
        { accountCode: 'C10002', orderType: 'atAuction', price: undefined },
        'atAuctionSellOnly',
      ],
      ['more than the buying power', { quantity: '100000' }, 'insufficientFund'],
      ['more shares than held', { side: 'S', quantity: '100000' }, 'insufficientQuantity'],
    ];
    const before = await stockSnapshot(bed);
    // On a brand that allows prices off the spread table (demo), only with the client's confirmation; never elsewhere.
    expect(await outcome(placeStockOrder(bed.deps, bed.passwords, client, order({ price: '380.3' })))).toBe(
      'wrongSpread',
    );
    expect(
      await outcome(
        placeStockOrder(strict, bed.passwords, client, order({ price: '380.3', confirmOutOfSpread: true })),
      ),
    ).toBe('wrongSpread');
    for (const [name, overrides, expected] of cases) {
      expect(`${name}: ${await outcome(placeStockOrder(strict, bed.passwords, client, order(overrides)))}`).toBe(
        `${name}: ${expected}`,
      );
    }
    // Outside the hours: on a Saturday the market is closed (not a holiday), a weekday evening a non-trading hour;
    // each says when the market opens next, on the exchange's clock.
    bed.clock.set('2025-01-18T02:00:00Z');
    await expect(placeStockOrder(strict, bed.passwords, client, order())).rejects.toMatchObject({
      code: 'marketClosed',
      message: 'The market is closed. It opens next on Monday 2025-01-20 at 09:00 (Hong Kong time).',
      details: { result: 'marketClosed', resultCode: 8606, exchange: 'HKEX', opensAt: '2025-01-20T01:00:00.000Z' },
    });
    bed.clock.set('2025-01-15T12:00:00Z');
    await expect(placeStockOrder(strict, bed.passwords, client, order())).rejects.toMatchObject({
      code: 'nonTradingHour',
      message:
        'The exchange is not accepting orders at this time. It opens next on Thursday 2025-01-16 at 09:00 (Hong Kong time).',
      details: { opensAt: '2025-01-16T01:00:00.000Z' },
    });
    // At-auction only in an auction phase; limit orders not in the pre-opening session.
    bed.clock.set('2025-01-15T01:10:00Z');
    expect(await outcome(placeStockOrder(strict, bed.passwords, client, order()))).toBe('orderTypeNotAllowedInPhase');
    bed.clock.set('2025-01-15T02:00:00Z');
    expect(
      await outcome(
        placeStockOrder(strict, bed.passwords, client, order({ orderType: 'atAuction', price: undefined })),
      ),
    ).toBe('orderTypeNotAllowedInPhase');
    expect(await stockSnapshot(bed)).toEqual(before);
  });

  it('places a price off the spread table where the brand allows it once the client confirms it', async () => {
    await depositTo(bed, 'C10005', 'HKD', '100000');
    bed.clock.set('2025-01-15T02:00:00Z');
    const placed = await placeStockOrder(
      bed.deps,
      bed.passwords,
      client,
      order({ price: '380.3', confirmOutOfSpread: true }),
    );
    const row = await bed.database.db
      .selectFrom('stock_order')
      .select(['price', 'status'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: '380.3', status: 'pending' });
    // Amended: its own price needs no new confirmation; a new price off the table does.
    const account = { accountCode: 'C10005', source: 'gateway' as const };
    const amended = await amendStockOrder(bed.deps, account, {
      orderId: placed.orderId,
      price: '380.3',
      quantity: '200',
    });
    expect([amended.price, amended.quantity]).toEqual(['380.3', '200']);
    expect(await outcome(amendStockOrder(bed.deps, account, { orderId: placed.orderId, price: '380.1' }))).toBe(
      'wrongSpread',
    );
    const repriced = await amendStockOrder(bed.deps, account, {
      orderId: placed.orderId,
      price: '380.1',
      confirmOutOfSpread: true,
    });
    expect(repriced.price).toBe('380.1');
    await expectSound(bed);
  });

  it('leaves nothing half-done when a fill fails inside its transaction', async () => {
    const placed = await placeStockOrder(bed.deps, bed.passwords, client, order({ quantity: '100' }));
    const row = await bed.database.db
      .selectFrom('stock_order')
      .selectAll()
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    const before = await stockSnapshot(bed);
    const positionsBefore = await bed.database.db.selectFrom('stock_position').selectAll().execute();
    await expect(
      bed.events.inTransaction(bed.database.db, async (trx, publish) => {
        await fillOrder(trx, publish, bed.deps, row, {
          price: new ExactDecimal('379'),
          quantity: new ExactDecimal(100),
          at: bed.clock.now(),
        });
        throw new Error('The exchange link dropped');
      }),
    ).rejects.toThrow('The exchange link dropped');
    expect(await stockSnapshot(bed)).toEqual(before);
    expect(await bed.database.db.selectFrom('stock_position').selectAll().execute()).toEqual(positionsBefore);
    const after = await bed.database.db
      .selectFrom('stock_order')
      .selectAll()
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(row);
    // The next run fills it for real, once.
    bed.market.trade('HKEX-00700', new Date(bed.clock.now().getTime() + 1_000), '379.0', 1_000);
    bed.clock.advance(5_000);
    await runStockMatching(bed.deps);
    await runStockMatching(bed.deps);
    const trades = await bed.database.db
      .selectFrom('stock_trade')
      .selectAll()
      .where('order_id', '=', placed.orderId)
      .execute();
    expect(trades.map((trade) => trade.quantity)).toEqual(['100']);
    await expectSound(bed);
  });
});
