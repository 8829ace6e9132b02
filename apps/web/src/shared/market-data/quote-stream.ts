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

export type QuoteListener = (quotes: readonly StockQuote[]) => void;

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

export type QuoteStream = {
  /** Follows `ids`; `listener` hears the quotes of those ids as they arrive. Returns the unfollow. */
  subscribe(ids: readonly string[], listener: QuoteListener): () => void;
  /** Adds quotes read elsewhere (the first paint's getQuotes); older ones than those held are ignored. */
  seed(quotes: readonly StockQuote[]): void;
  /** The latest quote held of each id. */
  snapshot(ids: readonly string[]): Record<string, StockQuote | undefined>;
  /** The ids the connection is open for now (sorted; empty when closed). */
  connectedIds(): readonly string[];
  /** Closes the connection and forgets every subscriber. */
  dispose(): void;
};

export function streamUrlOf(ids: readonly string[], acting?: ActingAccount): string {
  const account =
    acting === undefined
      ? ''
      : `&accountCode=${encodeURIComponent(acting.accountCode)}&source=${encodeURIComponent(acting.source)}`;
  return `${stockQuoteStreamPath}?ids=${ids.map(encodeURIComponent).join(',')}${account}`;
}

function isNewer(candidate: StockQuote, held: StockQuote | undefined): boolean {
  return held === undefined || candidate.at >= held.at;
}

export function createQuoteStream(options: QuoteStreamOptions): QuoteStream {
  const { createEventSource, debounceMs = 50, initialRetryMs = 1000, maximumRetryMs = 30_000 } = options;
  const subscriptions = new Map<number, { ids: ReadonlySet<string>; listener: QuoteListener }>();
  const quotes = new Map<string, StockQuote>();
  let nextSubscription = 0;
  let source: EventSourceLike | undefined;
  let openIds: string[] = [];
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = initialRetryMs;

  function wantedIds(): string[] {
    const union = new Set<string>();
    for (const { ids } of subscriptions.values()) for (const id of ids) union.add(id);
    // The server refuses more than maximumQuoteIds on one stream; the first ones in order are followed live.
    return [...union].sort().slice(0, maximumQuoteIds);
  }

  function deliver(received: readonly StockQuote[]): void {
    const fresh = received.filter((quote) => isNewer(quote, quotes.get(quote.stockId)));
    for (const quote of fresh) quotes.set(quote.stockId, quote);
    if (fresh.length === 0) return;
    for (const { ids, listener } of subscriptions.values()) {
      const mine = fresh.filter((quote) => ids.has(quote.stockId));
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
    const opened = createEventSource(streamUrlOf(ids, options.actingAccount?.()));
    source = opened;
    opened.addEventListener(stockQuoteStreamEvent, (event) => {
      retryMs = initialRetryMs;
      try {
        const data = JSON.parse(event.data) as { quotes?: StockQuote[] };
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
