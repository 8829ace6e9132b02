import { describe, expect, it } from 'vitest';
import type { StockQuote } from '@portal/contract';
import { createTestClock } from '../../platform/runtime/clock';
import type { StockInstrument } from './instruments';
import { createQuoteHub, type QuoteSubscriber } from './quote-hub';
import { simulatedQuoteAt } from './simulator';

const instrumentOf = (stockId: string, referencePrice: string): StockInstrument => ({
  stockId,
  exchange: 'HKEX',
  code: stockId.slice(5),
  names: { en: stockId, 'zh-HK': stockId, 'zh-CN': stockId },
  currency: 'HKD',
  boardLot: 100,
  sector: 'technology',
  status: 'active',
  referencePrice,
});
const instruments = [
  instrumentOf('HKEX-00700', '620'),
  instrumentOf('HKEX-00005', '100.5'),
  instrumentOf('HKEX-00941', '85.5'),
];

function recorder(ids: string[]) {
  const events: string[][] = [];
  let heartbeats = 0;
  const subscriber: QuoteSubscriber = {
    ids: new Set(ids),
    send: (json) => {
      events.push(json.map((text) => (JSON.parse(text) as StockQuote).stockId));
      return true;
    },
    heartbeat: () => {
      heartbeats += 1;
    },
  };
  return { subscriber, events, heartbeats: () => heartbeats };
}

describe('the quote hub', () => {
  it('computes each followed quote once per tick, however many subscribers follow it', async () => {
    const clock = createTestClock('2026-11-25T02:30:00.000Z');
    const computed: string[] = [];
    const hub = createQuoteHub({
      clock,
      loadInstruments: async () => instruments,
      quoteAt: (instrument, at) => {
        computed.push(instrument.stockId);
        return simulatedQuoteAt(instrument, at);
      },
    });
    const subscribers = Array.from({ length: 50 }, (_, index) =>
      recorder(index % 2 === 0 ? ['HKEX-00700', 'HKEX-00005'] : ['HKEX-00700']),
    );
    for (const { subscriber } of subscribers) await hub.subscribe(subscriber);
    // The first snapshot of each instrument is computed once and shared.
    expect(computed.sort()).toEqual(['HKEX-00005', 'HKEX-00700']);
    computed.length = 0;
    clock.advance(60_000);
    await hub.tick();
    expect(computed.sort()).toEqual(['HKEX-00005', 'HKEX-00700']);
    expect(subscribers[0]?.events.at(-1)?.sort()).toEqual(['HKEX-00005', 'HKEX-00700']);
    expect(subscribers[1]?.events.at(-1)).toEqual(['HKEX-00700']);
    hub.close();
  });

  it('hands subscribers of the same ids, in whatever order, one list at a tick, so its event is written once', async () => {
    const clock = createTestClock('2026-11-25T02:30:00.000Z');
    const hub = createQuoteHub({ clock, loadInstruments: async () => instruments, quoteAt: simulatedQuoteAt });
    const lists: (readonly string[])[][] = [[], [], []];
    const idsOf = [['HKEX-00700', 'HKEX-00005'], ['HKEX-00005', 'HKEX-00700'], ['HKEX-00700']];
    for (const [index, ids] of idsOf.entries()) {
      await hub.subscribe({
        ids: new Set(ids),
        send: (json) => lists[index]?.push(json) !== undefined,
        heartbeat: () => {},
      });
    }
    clock.advance(60_000);
    await hub.tick();
    const [first, second, third] = lists.map((list) => list.at(-1));
    expect(first).toHaveLength(2);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(third).toHaveLength(1);
    hub.close();
  });

  it('sends a heartbeat to a subscriber with nothing new, and feeds listeners every active instrument', async () => {
    const clock = createTestClock('2026-11-25T02:30:00.000Z');
    const hub = createQuoteHub({
      clock,
      loadInstruments: async () => instruments,
      quoteAt: simulatedQuoteAt,
      heartbeatMs: 0,
    });
    const quiet = recorder(['HKEX-00700']);
    await hub.subscribe(quiet.subscriber);
    await hub.tick();
    expect(quiet.heartbeats()).toBe(1);
    const heard: string[][] = [];
    const stop = hub.listen((quotes) => heard.push(quotes.map((quote) => quote.stockId).sort()));
    clock.advance(60_000);
    await hub.tick();
    expect(heard).toEqual([['HKEX-00005', 'HKEX-00700', 'HKEX-00941']]);
    stop();
    hub.close();
  });
});
