import { maximumQuoteIds, stockQuoteStreamEvent, stockQuoteStreamPath, type StockQuote } from '@portal/contract';
import { actingAccount, type ActingAccount } from '../api/acting-account';

/*
 * The tab's one live-quote connection (issue 15): ONE EventSource for every component that shows live prices. Each
 * component subscribes with its ids; the stream is (re)opened with the union of the ids, sorted, a short while after
 * the set changes (so a page that mounts ten rows opens one connection, not ten), closed when nobody follows
 * anything, and reopened with a growing delay after an error. Quotes are kept per id, newest by their `at`.
 */

/** What the stream needs of an EventSource (the browser's, or a fake in tests). */
export type EventSourceLike = {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
};

export type QuoteListener<Quote = StockQuote> = (quotes: readonly Quote[]) => void;

/** A market's stream (stocks, crypto since issue 18, ADR 042): where it is, its event, how its quotes are keyed. */
export type QuoteStreamMarket<Quote> = {
  readonly path: string;
  readonly event: string;
  readonly maximumIds: number;
  readonly idOf: (quote: Quote) => string;
  /** The quote's instant (ISO-8601): an older one than the quote held is ignored. */
  readonly timeOf: (quote: Quote) => string;
};

export const stockQuoteMarket: QuoteStreamMarket<StockQuote> = {
  path: stockQuoteStreamPath,
  event: stockQuoteStreamEvent,
  maximumIds: maximumQuoteIds,
  idOf: (quote) => quote.stockId,
  timeOf: (quote) => quote.at,
};

export type QuoteStreamOptions = {
  readonly createEventSource: (url: string) => EventSourceLike;
  /** The session the stream acts for, read when it (re)opens (an EventSource cannot send the acting-account headers). */
  readonly actingAccount?: () => ActingAccount | undefined;
  /** Wait after the followed ids change before reopening with the new set. */
  readonly debounceMs?: number;
  /** The first retry after an error; doubled each time up to `maximumRetryMs`, reset by the next event. */
  readonly initialRetryMs?: number;
  readonly maximumRetryMs?: number;
};

export type QuoteStream<Quote = StockQuote> = {
  /** Follows `ids`; `listener` hears the quotes of those ids as they arrive. Returns the unfollow. */
  subscribe(ids: readonly string[], listener: QuoteListener<Quote>): () => void;
  /** Adds quotes read elsewhere (the first paint's getQuotes); older ones than those held are ignored. */
  seed(quotes: readonly Quote[]): void;
  /** The latest quote held of each id. */
  snapshot(ids: readonly string[]): Record<string, Quote | undefined>;
  /** The ids the connection is open for now (sorted; empty when closed). */
  connectedIds(): readonly string[];
  /** Closes the connection and forgets every subscriber. */
  dispose(): void;
};

/** The stream's URL for some ids of a market (the stocks' by default), naming the acting session when given. */
export function streamUrlOf(
  ids: readonly string[],
  acting?: ActingAccount,
  path: string = stockQuoteStreamPath,
): string {
  const account =
    acting === undefined
      ? ''
      : `&accountCode=${encodeURIComponent(acting.accountCode)}&source=${encodeURIComponent(acting.source)}`;
  return `${path}?ids=${ids.map(encodeURIComponent).join(',')}${account}`;
}

/** The stocks' stream (issue 15): a market stream of stock quotes. */
export function createQuoteStream(options: QuoteStreamOptions): QuoteStream {
  return createMarketQuoteStream(stockQuoteMarket, options);
}

/** A tab's stream of one market's quotes (the same machinery for stocks and crypto). */
export function createMarketQuoteStream<Quote>(
  market: QuoteStreamMarket<Quote>,
  options: QuoteStreamOptions,
): QuoteStream<Quote> {
  const { createEventSource, debounceMs = 50, initialRetryMs = 1000, maximumRetryMs = 30_000 } = options;
  const subscriptions = new Map<number, { ids: ReadonlySet<string>; listener: QuoteListener<Quote> }>();
  const quotes = new Map<string, Quote>();
  const isNewer = (candidate: Quote, held: Quote | undefined): boolean =>
    held === undefined || market.timeOf(candidate) >= market.timeOf(held);
  let nextSubscription = 0;
  let source: EventSourceLike | undefined;
  let openIds: string[] = [];
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = initialRetryMs;

  function wantedIds(): string[] {
    const union = new Set<string>();
    for (const { ids } of subscriptions.values()) for (const id of ids) union.add(id);
    // The server refuses more than maximumQuoteIds on one stream; the first ones in order are followed live.
    return [...union].sort().slice(0, market.maximumIds);
  }

  function deliver(received: readonly Quote[]): void {
    const fresh = received.filter((quote) => isNewer(quote, quotes.get(market.idOf(quote))));
    for (const quote of fresh) quotes.set(market.idOf(quote), quote);
    if (fresh.length === 0) return;
    for (const { ids, listener } of subscriptions.values()) {
      const mine = fresh.filter((quote) => ids.has(market.idOf(quote)));
      if (mine.length > 0) listener(mine);
    }
  }

  function close(): void {
    source?.close();
    source = undefined;
    openIds = [];
  }

  function open(ids: string[]): void {
    close();
    if (ids.length === 0) return;
    openIds = ids;
    const opened = createEventSource(streamUrlOf(ids, options.actingAccount?.(), market.path));
    source = opened;
    opened.addEventListener(market.event, (event) => {
      retryMs = initialRetryMs;
      try {
        const data = JSON.parse(event.data) as { quotes?: Quote[] };
        if (Array.isArray(data.quotes)) deliver(data.quotes);
      } catch {
        // A malformed event is dropped; the next tick brings the quotes again.
      }
    });
    opened.onerror = () => {
      if (source !== opened) return;
      // The browser's own retry gives up on an HTTP error (a session that ended, say); ours backs off and retries.
      close();
      schedule(retryMs);
      retryMs = Math.min(maximumRetryMs, retryMs * 2);
    };
  }

  function schedule(delayMs: number): void {
    if (reopenTimer !== undefined) clearTimeout(reopenTimer);
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      const ids = wantedIds();
      if (source !== undefined && ids.join(',') === openIds.join(',')) return;
      open(ids);
    }, delayMs);
  }

  return {
    subscribe(ids, listener) {
      const key = nextSubscription;
      nextSubscription += 1;
      subscriptions.set(key, { ids: new Set(ids), listener });
      schedule(debounceMs);
      return () => {
        if (!subscriptions.delete(key)) return;
        schedule(debounceMs);
      };
    },
    seed(seeded) {
      deliver(seeded);
    },
    snapshot(ids) {
      return Object.fromEntries(ids.map((id) => [id, quotes.get(id)]));
    },
    connectedIds: () => [...openIds],
    dispose() {
      if (reopenTimer !== undefined) clearTimeout(reopenTimer);
      reopenTimer = undefined;
      subscriptions.clear();
      close();
    },
  };
}

let tabStream: QuoteStream | undefined;

/** The tab's one stream, on the browser's EventSource (cookies go with it: same origin). */
export function tabQuoteStream(): QuoteStream {
  tabStream ??= createQuoteStream({ createEventSource: (url) => new EventSource(url), actingAccount });
  return tabStream;
}
