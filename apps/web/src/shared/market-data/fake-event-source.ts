import type { StockQuote } from '@portal/contract';
import type { EventSourceLike } from './quote-stream';

/** An EventSource a test drives: it records its URL and whether it is closed, and emits what the test tells it. */
export type FakeEventSource = EventSourceLike & {
  readonly url: string;
  closed: boolean;
  emitQuotes(quotes: readonly StockQuote[]): void;
  fail(): void;
};

export function createFakeEventSources() {
  const opened: FakeEventSource[] = [];
  const createEventSource = (url: string): FakeEventSource => {
    const listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
    const source: FakeEventSource = {
      url,
      closed: false,
      onerror: null,
      onopen: null,
      addEventListener(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      close() {
        source.closed = true;
      },
      emitQuotes(quotes) {
        const event = { data: JSON.stringify({ quotes }) } as MessageEvent<string>;
        for (const listener of listeners.get('quotes') ?? []) listener(event);
      },
      fail() {
        source.onerror?.(new Event('error'));
      },
    };
    opened.push(source);
    return source;
  };
  const live = () => opened.filter((source) => !source.closed);
  return { opened, live, createEventSource };
}

/** A quote of a stock at an instant (the fields the client reads; the rest plausible). */
export function quoteOf(stockId: string, at: string, last: string): StockQuote {
  return {
    stockId,
    at,
    day: at.slice(0, 10),
    phase: 'continuous',
    status: 'active',
    last,
    bid: last,
    ask: last,
    open: last,
    high: last,
    low: last,
    previousClose: last,
    change: '0',
    changePercent: '0.00',
    volume: '100',
    turnover: '0.00',
    bids: [],
    asks: [],
  };
}
