import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import type { Decimal } from 'decimal.js';
import { stepPrice } from '@portal/contract/domain/stock/spread-table';
import { exchangeDayOf, tradingPhaseAt } from '@portal/contract/domain/stock/trading-sessions';
import { AppError } from '../../platform/http/errors';
import { balanceDiscrepancies, balanceOf, journalTotals } from '../../platform/money/ledger';
import {
  createStockOrderTestBed,
  depositTo,
  testInstruments,
  type StockOrderTestBed,
} from '../../test/stock-order-test-support';
import { amendStockOrder, cancelStockOrder } from './lifecycle';
import { runStockMatching } from './matching';
import { placeStockOrder } from './placement';
import { applyStockMovement, stockAsset, stockPositionsOf } from './positions';
import { saveTradingAccount } from './trading-account';
import { isResting } from './order-status';

/*
 * Random sequences of places (limit, market, stop-limit; buys and sells), amendments, cancellations, price moves
 * (the clock steps and the stock trades at a new price) and day steps, each for a new client: cash and shares never
 * go below zero, what is held is exactly what the resting orders hold (every other hold released or settled), the
 * journal balances, the stored position equals a replay of the fills, and no order fills beyond its quantity. Among
 * them, on the open market, orders and amendments with absurd prices and quantities (1e12 to 1e40): each refused
 * with its order code (422), never a 500 from the ledger.
 */

const stockId = 'HKEX-00700';
const lot = 100;

type Action =
  | { kind: 'place'; side: 'B' | 'S'; type: 'limit' | 'market' | 'stopLimit'; ticks: number; lots: number }
  | { kind: 'amend'; order: number; ticks: number; lots: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'move'; minutes: number; ticks: number; volume: number }
  | { kind: 'day' }
  | { kind: 'absurd'; field: 'price' | 'quantity' | 'amendQuantity'; order: number; figure: string };

/** Figures no order may carry (at or above the figure ceiling of a trillion), up to far beyond the ledger's 10^20. */
const absurdFigure = fc.oneof(
  fc.constantFrom('100000000000000000000', `1${'0'.repeat(30)}`, '10000000000000000', '1000000000000'),
  fc.bigInt({ min: 10n ** 12n, max: 10n ** 40n }).map(String),
);

/** The order code each absurd figure is refused with (a 422, never a 500 from the ledger). */
const absurdRefusal = { price: 'invalidPrice', quantity: 'invalidQuantity', amendQuantity: 'invalidQuantity' } as const;

const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      side: fc.constantFrom('B' as const, 'S' as const),
      type: fc.constantFrom('limit' as const, 'limit' as const, 'market' as const, 'stopLimit' as const),
      ticks: fc.integer({ min: -6, max: 6 }),
      lots: fc.integer({ min: 1, max: 8 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('amend' as const),
      order: fc.integer({ min: 0, max: 9 }),
      ticks: fc.integer({ min: -4, max: 4 }),
      lots: fc.integer({ min: 1, max: 8 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.integer({ min: 0, max: 9 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      minutes: fc.integer({ min: 1, max: 40 }),
      ticks: fc.integer({ min: -5, max: 5 }),
      volume: fc.integer({ min: 100, max: 600 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('day' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('absurd' as const),
      field: fc.constantFrom('price' as const, 'quantity' as const, 'amendQuantity' as const),
      order: fc.integer({ min: 0, max: 9 }),
      figure: absurdFigure,
    }),
  },
);

/** 10:00 in Hong Kong on the next weekday after `now` (continuous trading). */
function nextMorning(now: Date): Date {
  let day = new Date(Date.parse(`${exchangeDayOf('HKEX', now)}T02:00:00Z`) + 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() + 86_400_000);
  return day;
}

describe('stock orders under random sequences', () => {
  let bed: StockOrderTestBed;
  let client = 0;
  beforeAll(async () => {
    bed = await createStockOrderTestBed();
  });
  afterAll(async () => {
    await bed.close();
  });

  async function expectInvariants(
    accountCode: string,
    initialShares: Decimal,
    initialCost: Decimal,
    fillOrder: readonly string[],
  ) {
    const db = bed.database.db;
    expect(await balanceDiscrepancies(db)).toEqual([]);
    for (const [asset, total] of await journalTotals(db)) expect(`${asset} ${total.toFixed()}`).toBe(`${asset} 0`);
    const account = { accountCode, source: 'gateway' as const };
    const cash = await balanceOf(db, { ...account, asset: 'HKD' });
    const shares = await balanceOf(db, { ...account, asset: stockAsset(stockId) });
    for (const value of [cash.available, cash.onHold, shares.available, shares.onHold]) {
      expect(value.isNegative()).toBe(false);
    }
    const orders = await db.selectFrom('stock_order').selectAll().where('account_code', '=', accountCode).execute();
    const trades = await db.selectFrom('stock_trade').selectAll().where('account_code', '=', accountCode).execute();
    let heldCash = new ExactDecimal(0);
    let heldShares = new ExactDecimal(0);
    for (const order of orders) {
      const filled = trades
        .filter((trade) => trade.order_id === order.id)
        .reduce((sum, trade) => sum.plus(trade.quantity), new ExactDecimal(0));
      expect(filled.toFixed(), order.id).toBe(new ExactDecimal(order.filled_quantity).toFixed());
      expect(filled.lessThanOrEqualTo(order.quantity), `${order.id} filled beyond its quantity`).toBe(true);
      if (!isResting(order.status)) expect(order.hold_amount, `${order.id} ${order.status}`).toBe('0');
      if (order.side === 'B') heldCash = heldCash.plus(order.hold_amount);
      else heldShares = heldShares.plus(order.hold_amount);
    }
    expect(cash.onHold.toFixed()).toBe(heldCash.toFixed());
    expect(shares.onHold.toFixed()).toBe(heldShares.toFixed());
    // The position is a replay of the fills (average cost: buys add their cost with fees, sells leave at average).
    let quantity = initialShares;
    let cost = initialCost;
    for (const trade of [...trades].sort((a, b) => fillOrder.indexOf(a.id) - fillOrder.indexOf(b.id))) {
      if (trade.side === 'B') {
        quantity = quantity.plus(trade.quantity);
        cost = cost.plus(trade.consideration).plus(trade.total_fees);
      } else {
        const next = quantity.minus(trade.quantity);
        cost = next.isZero() ? new ExactDecimal(0) : cost.times(next).dividedBy(quantity).toDecimalPlaces(8);
        quantity = next;
      }
    }
    const [position] = await stockPositionsOf(db, account);
    expect(position?.quantity.toFixed() ?? '0').toBe(quantity.toFixed());
    expect(position?.totalCost.toFixed() ?? '0').toBe(quantity.isZero() ? '0' : cost.toFixed());
    expect(shares.available.plus(shares.onHold).toFixed()).toBe(quantity.toFixed());
  }

  it('keeps cash, shares, holds, the journal and positions sound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArbitrary, { minLength: 1, maxLength: 25 }), async (actions) => {
        client += 1;
        bed.clock.set(nextMorning(bed.clock.now()));
        const accountCode = `P${String(client).padStart(5, '0')}`;
        const account = { accountCode, source: 'gateway' as const };
        await saveTradingAccount(
          bed.database.db,
          bed.passwords,
          account,
          { hongKongBcan: `BCAN${accountCode}` },
          bed.clock.now(),
        );
        await depositTo(bed, accountCode, 'HKD', '300000');
        const initialShares = new ExactDecimal(1_000);
        const initialCost = new ExactDecimal('380000');
        await bed.events.inTransaction(bed.database.db, (trx) =>
          applyStockMovement(trx, bed.database.dialect, {
            ...account,
            stockId,
            quantity: initialShares,
            cost: initialCost,
            kind: 'test.transferIn',
            reference: `initial-${accountCode}`,
            at: bed.clock.now(),
          }),
        );
        const instrument = testInstruments.find((candidate) => candidate.stockId === stockId);
        if (instrument === undefined) throw new Error('no test instrument');
        const placed: string[] = [];
        // The fills in the order they were made: a run takes the orders oldest first, each order's fills in time.
        const fills: string[] = [];
        const recordFills = async () => {
          const rows = await bed.database.db
            .selectFrom('stock_trade')
            .innerJoin('stock_order', 'stock_order.id', 'stock_trade.order_id')
            .select(['stock_trade.id', 'stock_trade.traded_at', 'stock_order.placed_at', 'stock_order.id as orderId'])
            .where('stock_trade.account_code', '=', accountCode)
            .execute();
          rows
            .filter((row) => !fills.includes(row.id))
            .sort(
              (a, b) =>
                a.placed_at.localeCompare(b.placed_at) ||
                a.orderId.localeCompare(b.orderId) ||
                a.traded_at.localeCompare(b.traded_at),
            )
            .forEach((row) => fills.push(row.id));
        };
        const actor = { sessionId: `session-${accountCode}`, advisorAccountCode: null };
        for (const action of actions) {
          const last = bed.market.quoteAt(instrument, bed.clock.now()).last;
          try {
            if (action.kind === 'place') {
              const price = stepPrice('HKEX', last, action.ticks);
              const result = await placeStockOrder(bed.deps, bed.passwords, actor, {
                ...account,
                clientReference: `${accountCode}-${placed.length}-${Math.random().toString(36).slice(2, 8)}`,
                stockId,
                side: action.side,
                orderType: action.type,
                ...(action.type === 'market' ? {} : { price }),
                ...(action.type === 'stopLimit'
                  ? { stopPrice: stepPrice('HKEX', last, action.side === 'B' ? 1 : -1) }
                  : {}),
                quantity: String(action.lots * lot),
                programOrderType: 'none',
                remark: '',
                saveTradePassword: false,
              });
              placed.push(result.orderId);
            } else if (action.kind === 'amend') {
              const orderId = placed[action.order % Math.max(placed.length, 1)];
              if (orderId !== undefined) {
                await amendStockOrder(bed.deps, account, {
                  orderId,
                  price: stepPrice('HKEX', last, action.ticks),
                  quantity: String(action.lots * lot),
                });
              }
            } else if (action.kind === 'absurd') {
              // On an open market (the sequence starts at 10:00 on a weekday), so placement and amendment are reached.
              const orderId = placed[action.order % Math.max(placed.length, 1)];
              const attempt =
                action.field === 'amendQuantity'
                  ? orderId === undefined
                    ? undefined
                    : amendStockOrder(bed.deps, account, { orderId, quantity: action.figure })
                  : placeStockOrder(bed.deps, bed.passwords, actor, {
                      ...account,
                      clientReference: `${accountCode}-absurd-${Math.random().toString(36).slice(2, 8)}`,
                      stockId,
                      side: 'B',
                      orderType: 'limit',
                      price: action.field === 'price' ? action.figure : last,
                      quantity: action.field === 'quantity' ? action.figure : String(lot),
                      programOrderType: 'none',
                      remark: '',
                      saveTradePassword: false,
                    });
              if (attempt !== undefined) {
                await expect(attempt).rejects.toMatchObject({ status: 422, code: absurdRefusal[action.field] });
              }
            } else if (action.kind === 'cancel') {
              const orderId = placed[action.order % Math.max(placed.length, 1)];
              if (orderId !== undefined) await cancelStockOrder(bed.deps, account, orderId);
            } else if (action.kind === 'move') {
              const at = new Date(bed.clock.now().getTime() + action.minutes * 60_000);
              if (tradingPhaseAt('HKEX', at) === 'continuous') {
                bed.market.trade(stockId, at, stepPrice('HKEX', last, action.ticks), action.volume);
              }
              bed.clock.set(at);
            } else {
              bed.clock.set(nextMorning(bed.clock.now()));
            }
          } catch (error) {
            if (!(error instanceof AppError) || error.status !== 422) throw error;
          }
          await runStockMatching(bed.deps);
          await recordFills();
        }
        await expectInvariants(accountCode, initialShares, initialCost, fills);
      }),
      {
        numRuns: 60,
        // Besides the random sequences, one that surely fills an order in parts (6 lots against trades of 2 and 6
        // lots: a lot, then three), so the closing check below does not depend on the draw.
        examples: [
          [
            [
              { kind: 'place', side: 'B', type: 'limit', ticks: 2, lots: 6 },
              { kind: 'move', minutes: 1, ticks: 0, volume: 200 },
              { kind: 'move', minutes: 1, ticks: 0, volume: 600 },
              { kind: 'cancel', order: 0 },
            ],
          ],
          // And one that surely tries the figures the issue found answering 500 (price 1e20, quantity 1e20, an
          // amendment to 1e25 shares), on the open market.
          [
            [
              { kind: 'place', side: 'B', type: 'limit', ticks: 0, lots: 1 },
              { kind: 'absurd', field: 'price', order: 0, figure: '100000000000000000000' },
              { kind: 'absurd', field: 'price', order: 0, figure: `1${'0'.repeat(30)}` },
              { kind: 'absurd', field: 'quantity', order: 0, figure: '100000000000000000000' },
              { kind: 'absurd', field: 'amendQuantity', order: 0, figure: '10000000000000000000000000' },
            ],
          ],
        ],
      },
    );
    // The sequences did trade: orders were placed, filled in parts and in whole, amended and cancelled.
    const orders = await bed.database.db.selectFrom('stock_order').select(['status']).execute();
    const statuses = new Set(orders.map((order) => order.status));
    expect(orders.length).toBeGreaterThan(40);
    expect([...statuses].sort()).toEqual(expect.arrayContaining(['cancelled', 'matched']));
    const partlyFilled = await bed.database.db
      .selectFrom('stock_trade')
      .select('order_id')
      .groupBy('order_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(partlyFilled).not.toHaveLength(0);
    expect(await bed.database.db.selectFrom('stock_trade').select('id').execute()).not.toHaveLength(0);
  });
});
