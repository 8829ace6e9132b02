import { describe, expect, it } from 'vitest';
import {
  describeNotification,
  notificationFieldsOf,
  notificationSchema,
  notificationTypes,
  type NotificationType,
} from '@portal/contract';
import { Decimal } from 'decimal.js';
import {
  createRandom,
  hongKongDate,
  referenceOf,
  sampleEvent,
  sampleNotificationFields,
  sampleStocks,
} from './sample-events';

const at = new Date('2026-03-02T01:30:00.000Z');

function samplesOf(type: NotificationType, count: number, seed = 1) {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => sampleNotificationFields(type, { random, at }));
}

describe('made-up events of the demo', () => {
  it.each(notificationTypes)('%s: exactly the fields of the type, valid for the contract', (type) => {
    for (const fields of samplesOf(type, 200)) {
      expect(Object.keys(fields).sort()).toEqual([...notificationFieldsOf[type]].sort());
      const notification = notificationSchema.parse({
        _id: 'sample',
        type,
        startTime: at.toISOString(),
        accountCode: 'C10001',
        source: 'gateway',
        status: 'unread',
        ...fields,
      });
      for (const language of ['en', 'zh-HK', 'zh-CN'] as const) {
        expect(describeNotification(notification, language).sentence).not.toMatch(/\{\{|undefined|NaN/);
      }
    }
  });

  it('gives the same events for the same seed, and others for another seed', () => {
    const events = (seed: number) => {
      const random = createRandom(seed);
      return notificationTypes.map((type) =>
        sampleEvent(type, { accountCode: 'C10001', source: 'gateway' }, { random, at }),
      );
    };
    expect(events(42)).toEqual(events(42));
    expect(events(42)).not.toEqual(events(43));
  });

  it('prices a matched order as quantity times a real-looking price, in the market currency', () => {
    for (const fields of samplesOf('matchedStockOrderUpdate', 100)) {
      const stock = sampleStocks.find((candidate) => candidate.code === fields.code);
      expect(stock).toBeDefined();
      expect(fields.currencyCode).toBe(stock?.currencyCode);
      expect(fields.amount).toBe(new Decimal(stock?.price ?? 0).times(fields.quantity).toFixed(2));
      // Hong Kong stocks trade in board lots.
      expect(Number(fields.quantity) % (stock?.lot ?? 1)).toBe(0);
    }
  });

  it('signs movements: money and units both come in and go out', () => {
    const amounts = samplesOf('cashMovement', 100).map((fields) => new Decimal(fields.amount));
    expect(amounts.some((amount) => amount.isNegative())).toBe(true);
    expect(amounts.some((amount) => amount.isPositive())).toBe(true);
    const deposits = samplesOf('cashMovement', 100).filter((fields) => !fields.amount.startsWith('-'));
    for (const fields of deposits) expect(fields.referenceCode).toMatch(/^DP20260302\d{5}$/);
  });

  it('writes references with the Hong Kong date, which is a day ahead late in the UTC evening', () => {
    expect(hongKongDate(new Date('2026-11-21T15:59:59.999Z'))).toBe('20261121');
    expect(hongKongDate(new Date('2026-11-21T16:00:00.000Z'))).toBe('20261122');
    const reference = referenceOf('FO', { random: () => 0.0001, at: new Date('2026-11-21T23:00:00.000Z') });
    expect(reference).toBe('FO2026112200010');
  });

  it('names the advisor who placed an order, A30001 unless told', () => {
    const random = createRandom(5);
    expect(sampleNotificationFields('advisorOrderPlaced', { random, at }).advisorCode).toBe('A30001');
    expect(sampleNotificationFields('advisorOrderPlaced', { random, at, advisorCode: 'A30002' }).advisorCode).toBe(
      'A30002',
    );
  });
});
