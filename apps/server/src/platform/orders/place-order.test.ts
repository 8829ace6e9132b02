import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createTestClock } from '../runtime/clock';
import { AppError } from '../http/errors';
import { createEventPublisher, type EventPublisher } from '../runtime/events';
import { balanceDiscrepancies, balanceOf, deposit } from '../money/ledger';
import { ExactDecimal } from '@portal/contract';
import { newOrderId } from './order-ids';
import { clientReferenceReusedCode, placeOrder, type OrderPlacement, type PreparedOrder } from './place-order';
import { canonicalJson } from './request-fingerprint';

/*
 * The shared order placement as a next market area would use it: an area of its own ('testOrder') with its own
 * check, no table of its own (the reference row is the order), a hold on the ledger and a balance event.
 */

const at = new Date('2025-01-15T02:00:00.000Z');
const account = { accountCode: 'C40001', source: 'gateway' } as const;

class ShortOfCash extends Error {}

type PlacedTestOrder = { readonly answer: { readonly orderId: string }; readonly replayed: boolean };

describe('placing an order through platform/orders', () => {
  let testDatabase: TestDatabase;
  let events: EventPublisher;
  const clock = createTestClock(at);
  const deps = () => ({ db: testDatabase.database.db, dialect: testDatabase.database.dialect, events, clock });

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database);
    events = createEventPublisher({ clock });
    await testDatabase.database.db
      .transaction()
      .execute((trx) =>
        deposit(trx, testDatabase.database.dialect, { ...account, asset: 'HKD', amount: '100', reference: 'd', at }),
      );
  });
  afterAll(async () => {
    await testDatabase.dispose();
  });

  let checks = 0;
  type OrderOptions = {
    readonly failInPublish?: boolean;
    /** A twin submission of the same reference is placed while this one checks, and its row refuses this one. */
    readonly twinPlacedDuringCheck?: string;
  };
  function order(clientReference: string, amount: string, options: OrderOptions = {}): Promise<PlacedTestOrder> {
    const placement: OrderPlacement<PreparedOrder & { amount: string }, { orderId: string }> = {
      area: 'testOrder',
      account,
      clientReference,
      request: { amount: new ExactDecimal(amount).toFixed(), asset: 'HKD' },
      check: async () => {
        checks += 1;
        if (options.twinPlacedDuringCheck !== undefined) {
          await order(clientReference, options.twinPlacedDuringCheck);
          throw new Error('the twin’s order refuses this one (one live order per account, say)');
        }
        return {
          orderId: newOrderId('TO', '2025-01-15'),
          placedAt: at,
          amount,
          reservation: {
            asset: 'HKD',
            amount: new ExactDecimal(amount),
            kind: 'testOrder.hold',
            whenShort: () => new ShortOfCash('insufficientPurchasingPower'),
          },
        };
      },
      insert: async () => {},
      publish: async (trx, publish, prepared) => {
        if (options.failInPublish === true) throw new Error('the area failed after its hold');
        const balance = await balanceOf(trx, { ...account, asset: 'HKD' });
        await publish({
          ...account,
          type: 'balancesUpdate',
          fields: {
            currencyCode: 'HKD',
            balance: balance.available.toFixed(),
            holdFundAmount: balance.onHold.toFixed(),
          },
          occurredAt: prepared.placedAt,
        });
      },
      answer: async (_db, orderId) => ({ orderId }),
    };
    return placeOrder(deps(), placement);
  }

  const hkd = async () => {
    const balance = await balanceOf(testDatabase.database.db, { ...account, asset: 'HKD' });
    return { available: balance.available.toFixed(), onHold: balance.onHold.toFixed() };
  };
  const rowCount = async (table: 'order_reference' | 'ledger_journal' | 'domain_event') =>
    (await testDatabase.database.db.selectFrom(table).selectAll().execute()).length;

  it('reserves, stores the reference and publishes once; the same request again answers the same order', async () => {
    const first = await order('ref-1', '30');
    expect(first.replayed).toBe(false);
    expect(await hkd()).toEqual({ available: '70', onHold: '30' });
    const events = await rowCount('domain_event');

    const checksBefore = checks;
    const again = await order('ref-1', '30.00');
    expect(again).toEqual({ answer: first.answer, replayed: true });
    expect(checks).toBe(checksBefore);
    expect(await hkd()).toEqual({ available: '70', onHold: '30' });
    expect(await rowCount('domain_event')).toBe(events);
  });

  it('answers 409 CLIENT_REFERENCE_REUSED, naming the reference, for the same reference with other content', async () => {
    const before = { references: await rowCount('order_reference'), journals: await rowCount('ledger_journal') };
    const reused = await order('ref-1', '31').catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(AppError);
    const error = reused as AppError;
    expect(error.status).toBe(409);
    expect(error.code).toBe(clientReferenceReusedCode);
    expect(error.message).toContain('ref-1');
    expect(error.details).toMatchObject({ clientReference: 'ref-1' });
    expect({ references: await rowCount('order_reference'), journals: await rowCount('ledger_journal') }).toEqual(
      before,
    );
    expect(await hkd()).toEqual({ available: '70', onHold: '30' });
  });

  it('places five submissions of one new reference at once as one order', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => order('ref-2', '10')));
    expect(new Set(answers.map((placed) => placed.answer.orderId)).size).toBe(1);
    expect(answers.filter((placed) => !placed.replayed)).toHaveLength(1);
    expect(await hkd()).toEqual({ available: '60', onHold: '40' });
  });

  it('answers the area’s refusal when the hold is short, and writes nothing: the reference stays free', async () => {
    const before = { references: await rowCount('order_reference'), events: await rowCount('domain_event') };
    await expect(order('ref-3', '61')).rejects.toBeInstanceOf(ShortOfCash);
    await expect(order('ref-4', '1', { failInPublish: true })).rejects.toThrow('the area failed after its hold');
    expect({ references: await rowCount('order_reference'), events: await rowCount('domain_event') }).toEqual(before);
    expect(await hkd()).toEqual({ available: '60', onHold: '40' });
    expect((await order('ref-3', '60')).replayed).toBe(false);
    expect(await hkd()).toEqual({ available: '0', onHold: '100' });
    expect(await balanceDiscrepancies(testDatabase.database.db)).toEqual([]);
  });

  it('answers the twin’s order when a twin of the reference was placed between the reference read and the check', async () => {
    await testDatabase.database.db
      .transaction()
      .execute((trx) =>
        deposit(trx, testDatabase.database.dialect, { ...account, asset: 'HKD', amount: '11', reference: 'd2', at }),
      );
    const before = await hkd();
    const raced = await order('ref-5', '5', { twinPlacedDuringCheck: '5' });
    expect(raced.replayed).toBe(true);
    const again = await order('ref-5', '5');
    expect(again).toEqual({ answer: raced.answer, replayed: true });
    expect(await hkd()).toEqual({
      available: new ExactDecimal(before.available).minus(5).toFixed(),
      onHold: new ExactDecimal(before.onHold).plus(5).toFixed(),
    });

    const reused = await order('ref-6', '5', { twinPlacedDuringCheck: '6' }).catch((error: unknown) => error);
    expect(reused).toMatchObject({ status: 409, code: clientReferenceReusedCode });
    await order('ref-6', '6');
    const onlyTwin = await hkd();
    expect(onlyTwin.onHold).toBe(new ExactDecimal(before.onHold).plus(11).toFixed());
  });

  it('writes a request the same way whatever the order of its keys', () => {
    expect(canonicalJson({ b: '1', a: [{ y: 2, x: null }] })).toBe(canonicalJson({ a: [{ x: null, y: 2 }], b: '1' }));
    expect(canonicalJson({ amount: '1' })).not.toBe(canonicalJson({ amount: '2' }));
  });
});
