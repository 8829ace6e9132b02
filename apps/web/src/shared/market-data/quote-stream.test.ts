import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maximumQuoteIds, type StockQuote } from '@portal/contract';
import { createFakeEventSources, quoteOf } from './fake-event-source';
import { createQuoteStream, streamUrlOf } from './quote-stream';

describe('the tab quote stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens ONE EventSource with the union of every subscriber’s ids, once the set settles', () => {
    const fakes = createFakeEventSources();
    const stream = createQuoteStream({ createEventSource: fakes.createEventSource, debounceMs: 50 });
    stream.subscribe(['NASDAQ-AAPL', 'HKEX-00700'], () => undefined);
    stream.subscribe(['HKEX-00700', 'SSE-600519'], () => undefined);
    expect(fakes.opened).toHaveLength(0);
    vi.advanceTimersByTime(50);
    expect(fakes.opened.map((source) => source.url)).toEqual([
      streamUrlOf(['HKEX-00700', 'NASDAQ-AAPL', 'SSE-600519']),
    ]);
    expect(fakes.opened[0]?.url).toBe('/api/stockMarket/stream?ids=HKEX-00700,NASDAQ-AAPL,SSE-600519');
    stream.dispose();
  });

  it('reopens with the new union when a subscriber leaves, and closes when nobody follows anything', () => {
    const fakes = createFakeEventSources();
    const stream = createQuoteStream({ createEventSource: fakes.createEventSource, debounceMs: 50 });
    const leaveFirst = stream.subscribe(['HKEX-00700'], () => undefined);
    const leaveSecond = stream.subscribe(['HKEX-00005'], () => undefined);
    vi.advanceTimersByTime(50);
    leaveFirst();
    vi.advanceTimersByTime(50);
    expect(fakes.opened.map((source) => [source.url, source.closed])).toEqual([
      ['/api/stockMarket/stream?ids=HKEX-00005,HKEX-00700', true],
      ['/api/stockMarket/stream?ids=HKEX-00005', false],
    ]);
    // The same set again opens nothing new.
    const again = stream.subscribe(['HKEX-00005'], () => undefined);
    vi.advanceTimersByTime(50);
    expect(fakes.opened).toHaveLength(2);
    leaveSecond();
    again();
    vi.advanceTimersByTime(50);
    expect(fakes.live()).toEqual([]);
    expect(stream.connectedIds()).toEqual([]);
  });

  it('hands each subscriber the quotes of its own ids, newest only', () => {
    const fakes = createFakeEventSources();
    const stream = createQuoteStream({ createEventSource: fakes.createEventSource });
    const first: StockQuote[][] = [];
    const second: StockQuote[][] = [];
    stream.subscribe(['HKEX-00700'], (quotes) => first.push([...quotes]));
    stream.subscribe(['NASDAQ-AAPL'], (quotes) => second.push([...quotes]));
    vi.advanceTimersByTime(100);
    const source = fakes.live()[0];
    source?.emitQuotes([
      quoteOf('HKEX-00700', '2026-11-25T02:30:00.000Z', '620.5'),
      quoteOf('NASDAQ-AAPL', '2026-11-25T02:30:00.000Z', '230.15'),
    ]);
    source?.emitQuotes([quoteOf('HKEX-00700', '2026-11-25T02:29:00.000Z', '600')]);
    expect(first.map((event) => event.map((quote) => quote.last))).toEqual([['620.5']]);
    expect(second.map((event) => event.map((quote) => quote.stockId))).toEqual([['NASDAQ-AAPL']]);
    expect(stream.snapshot(['HKEX-00700'])['HKEX-00700']?.last).toBe('620.5');
    stream.dispose();
  });

  it('reconnects after an error with a growing delay, reset by the next event', () => {
    const fakes = createFakeEventSources();
    const stream = createQuoteStream({
      createEventSource: fakes.createEventSource,
      debounceMs: 10,
      initialRetryMs: 1000,
      maximumRetryMs: 4000,
    });
    stream.subscribe(['HKEX-00700'], () => undefined);
    vi.advanceTimersByTime(10);
    fakes.live()[0]?.fail();
    expect(fakes.live()).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(fakes.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fakes.opened).toHaveLength(2);
    fakes.live()[0]?.fail();
    vi.advanceTimersByTime(1999);
    expect(fakes.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(fakes.opened).toHaveLength(3);
    fakes.live()[0]?.fail();
    vi.advanceTimersByTime(4000);
    fakes.live()[0]?.fail();
    vi.advanceTimersByTime(4000);
    expect(fakes.opened).toHaveLength(5);
    fakes.live()[0]?.emitQuotes([quoteOf('HKEX-00700', '2026-11-25T02:30:00.000Z', '620.5')]);
    fakes.live()[0]?.fail();
    vi.advanceTimersByTime(1000);
    expect(fakes.opened).toHaveLength(6);
    stream.dispose();
  });

  it(`follows at most ${maximumQuoteIds} ids on one connection`, () => {
    const fakes = createFakeEventSources();
    const stream = createQuoteStream({ createEventSource: fakes.createEventSource });
    stream.subscribe(
      Array.from({ length: maximumQuoteIds + 5 }, (_, index) => `NASDAQ-S${String(index).padStart(3, '0')}`),
      () => undefined,
    );
    vi.advanceTimersByTime(100);
    expect(stream.connectedIds()).toHaveLength(maximumQuoteIds);
    stream.dispose();
  });

  it('names the acting session in the URL, read when the stream opens', () => {
    const fakes = createFakeEventSources();
    let acting = { accountCode: 'A30001', source: 'gateway' };
    const stream = createQuoteStream({ createEventSource: fakes.createEventSource, actingAccount: () => acting });
    stream.subscribe(['HKEX-00700'], () => undefined);
    vi.advanceTimersByTime(100);
    acting = { accountCode: 'C10001', source: 'gateway' };
    fakes.live()[0]?.fail();
    vi.advanceTimersByTime(1000);
    expect(fakes.opened.map((source) => source.url)).toEqual([
      '/api/stockMarket/stream?ids=HKEX-00700&accountCode=A30001&source=gateway',
      '/api/stockMarket/stream?ids=HKEX-00700&accountCode=C10001&source=gateway',
    ]);
    stream.dispose();
  });
});
