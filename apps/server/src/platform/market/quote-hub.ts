import type { Clock } from '../runtime/clock';

/*
 * A process's ticker of one market's quotes (issue 15 for stocks, ADR 029; generalised for crypto in issue 18, ADR
 * 042): at each tick it computes the quote of every instrument someone follows once,
 * keeps those that changed, writes each as JSON once, and hands every subscriber the ones it asked for. No subscriber
 * makes a quote of its own and nothing polls: the stream's subscribers and the feed's listeners are fed from here.
 * Prices are a function of the instant (simulator.ts), so several processes need not share anything (ADR 026).
 */

/** A stream subscriber: its ids and how it sends (false when the client cannot take more now: backpressure). */
export type QuoteSubscriber = {
  readonly ids: ReadonlySet<string>;
  /**
   * Sends one event made of these quotes, each already written as JSON. At a tick, subscribers of the same ids are
   * handed the same array, so whatever the sender makes of it can be made once (the stream route's event text).
   */
  send(quotesJson: readonly string[]): boolean;
  /** Sends a comment line so proxies and the browser know the stream is alive. */
  heartbeat(): void;
};

export type QuoteListener<Quote> = (quotes: Quote[]) => void;

export type QuoteHubOptions<Instrument, Quote> = {
  readonly clock: Clock;
  readonly loadInstruments: () => Promise<readonly Instrument[]>;
  /** An instrument's id, the one subscribers name. */
  readonly idOf: (instrument: Instrument) => string;
  /** Whether listeners hear this instrument's quotes (a suspended stock's do not change). */
  readonly isLive: (instrument: Instrument) => boolean;
  readonly quoteAt: (instrument: Instrument, at: Date) => Quote;
  /** What of a quote, when it changes, is worth sending again. */
  readonly fingerprintOf: (quote: Quote) => string;
  /** Time between ticks; the simulator trades every 2-5 s, so a second shows every trade. */
  readonly tickMs?: number;
  readonly heartbeatMs?: number;
  /** How long the instrument list is kept before it is read again. */
  readonly instrumentsLifetimeMs?: number;
};

export type QuoteHub<Quote> = {
  /** Adds a subscriber and sends it the current quotes of its ids at once; returns its removal. */
  subscribe(subscriber: QuoteSubscriber): Promise<() => void>;
  /** A listener of every active instrument's changed quotes at each tick (MarketDataFeed.subscribe). */
  listen(listener: QuoteListener<Quote>): () => void;
  /** A subscriber that could not take the last events can again: it gets a fresh snapshot of its ids. */
  resume(subscriber: QuoteSubscriber): void;
  /** One tick now (the timer calls it; tests and the bench too). */
  tick(): Promise<void>;
  readonly subscriberCount: () => number;
  /** Stops the timer and forgets everyone (the server is closing). */
  close(): void;
};

export function createQuoteHub<Instrument, Quote>(options: QuoteHubOptions<Instrument, Quote>): QuoteHub<Quote> {
  const {
    clock,
    idOf,
    isLive,
    fingerprintOf,
    tickMs = 1000,
    heartbeatMs = 15_000,
    instrumentsLifetimeMs = 60_000,
  } = options;
  /** Each subscriber's state, and its ids as one key (sorted, joined) so subscribers of the same ids share a tick's list. */
  const subscribers = new Map<QuoteSubscriber, { congested: boolean; lastWriteMs: number; idsKey: string }>();
  const listeners = new Set<QuoteListener<Quote>>();
  /** The last quote sent of each followed instrument, as JSON, with its fingerprint. */
  const latest = new Map<string, { fingerprint: string; json: string }>();
  let instruments: { loadedAt: number; byId: Map<string, Instrument> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  async function instrumentsById(): Promise<Map<string, Instrument>> {
    const nowMs = performance.now();
    if (instruments === undefined || nowMs - instruments.loadedAt > instrumentsLifetimeMs) {
      const list = await options.loadInstruments();
      instruments = { loadedAt: nowMs, byId: new Map(list.map((instrument) => [idOf(instrument), instrument])) };
    }
    return instruments.byId;
  }

  function startOrStop(): void {
    const wanted = subscribers.size > 0 || listeners.size > 0;
    if (wanted && timer === undefined) {
      timer = setInterval(() => void hub.tick(), tickMs);
      timer.unref();
    } else if (!wanted && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
      latest.clear();
    }
  }

  async function snapshotOf(ids: ReadonlySet<string>): Promise<string[]> {
    const byId = await instrumentsById();
    const now = clock.now();
    return [...ids].flatMap((id) => {
      const cached = latest.get(id);
      if (cached !== undefined) return [cached.json];
      const instrument = byId.get(id);
      if (instrument === undefined) return [];
      const quote = options.quoteAt(instrument, now);
      const entry = { fingerprint: fingerprintOf(quote), json: JSON.stringify(quote) };
      latest.set(id, entry);
      return [entry.json];
    });
  }

  function write(
    subscriber: QuoteSubscriber,
    state: { congested: boolean; lastWriteMs: number },
    json: readonly string[],
  ) {
    if (json.length === 0) return;
    state.lastWriteMs = performance.now();
    // A client that cannot keep up is skipped (not buffered) until it drains; then it gets a fresh snapshot.
    if (!subscriber.send(json)) state.congested = true;
  }

  async function runTick(): Promise<void> {
    const byId = await instrumentsById();
    const followed = new Set<string>();
    for (const subscriber of subscribers.keys()) for (const id of subscriber.ids) followed.add(id);
    if (listeners.size > 0) {
      for (const [id, instrument] of byId) if (isLive(instrument)) followed.add(id);
    }
    const now = clock.now();
    const changed = new Map<string, string>();
    const changedQuotes: Quote[] = [];
    for (const id of followed) {
      const instrument = byId.get(id);
      if (instrument === undefined) continue;
      const quote = options.quoteAt(instrument, now);
      const fingerprint = fingerprintOf(quote);
      if (latest.get(id)?.fingerprint === fingerprint) continue;
      const json = JSON.stringify(quote);
      latest.set(id, { fingerprint, json });
      changed.set(id, json);
      changedQuotes.push(quote);
    }
    for (const id of latest.keys()) if (!followed.has(id)) latest.delete(id);
    const nowMs = performance.now();
    // One list of changed quotes per distinct set of ids: a thousand tabs on the same stocks share one.
    const listOf = new Map<string, readonly string[]>();
    for (const [subscriber, state] of subscribers) {
      if (state.congested) continue;
      let json = listOf.get(state.idsKey);
      if (json === undefined) {
        const list: string[] = [];
        if (changed.size > 0)
          for (const id of subscriber.ids) {
            const entry = changed.get(id);
            if (entry !== undefined) list.push(entry);
          }
        json = list;
        listOf.set(state.idsKey, json);
      }
      if (json.length > 0) write(subscriber, state, json);
      else if (nowMs - state.lastWriteMs >= heartbeatMs) {
        state.lastWriteMs = nowMs;
        subscriber.heartbeat();
      }
    }
    if (changedQuotes.length > 0) for (const listener of listeners) listener(changedQuotes);
  }

  const hub: QuoteHub<Quote> = {
    async subscribe(subscriber) {
      const state = { congested: false, lastWriteMs: performance.now(), idsKey: [...subscriber.ids].sort().join(',') };
      subscribers.set(subscriber, state);
      startOrStop();
      write(subscriber, state, await snapshotOf(subscriber.ids));
      return () => {
        subscribers.delete(subscriber);
        startOrStop();
      };
    },
    listen(listener) {
      listeners.add(listener);
      startOrStop();
      return () => {
        listeners.delete(listener);
        startOrStop();
      };
    },
    resume(subscriber) {
      const state = subscribers.get(subscriber);
      if (state === undefined || !state.congested) return;
      state.congested = false;
      void snapshotOf(subscriber.ids).then((json) => {
        if (subscribers.has(subscriber)) write(subscriber, state, json);
      });
    },
    async tick() {
      // One tick at a time: a slow tick is not overlapped by the next.
      if (ticking !== undefined) return ticking;
      ticking = runTick().finally(() => {
        ticking = undefined;
      });
      return ticking;
    },
    subscriberCount: () => subscribers.size,
    close() {
      subscribers.clear();
      listeners.clear();
      startOrStop();
    },
  };
  return hub;
}
