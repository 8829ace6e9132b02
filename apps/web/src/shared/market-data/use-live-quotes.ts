import { useEffect, useState } from 'react';
import { maximumQuoteIds, type StockQuote } from '@portal/contract';
import { api } from '../api/api-client';
import { tabQuoteStream, type QuoteStream } from './quote-stream';

export type LiveQuotes<Quote = StockQuote> = Record<string, Quote | undefined>;

export type LiveQuotesOptions = {
  /** The stream to follow; the tab's one by default. */
  readonly stream?: QuoteStream;
  /** How the first paint reads the quotes before the stream's first event; getQuotes by default. */
  readonly loadQuotes?: (stockIds: readonly string[]) => Promise<readonly StockQuote[]>;
};

/** What a market's live quotes need: its tab stream and how the first paint reads quotes. */
export type LiveMarketQuotesOptions<Quote> = {
  readonly stream: QuoteStream<Quote>;
  readonly idOf: (quote: Quote) => string;
  readonly loadQuotes: (ids: readonly string[]) => Promise<readonly Quote[]>;
};

async function loadWithGetQuotes(stockIds: readonly string[]): Promise<readonly StockQuote[]> {
  const batches: string[][] = [];
  for (let start = 0; start < stockIds.length; start += maximumQuoteIds) {
    batches.push(stockIds.slice(start, start + maximumQuoteIds));
  }
  const answers = await Promise.all(batches.map((stockIds) => api.stockMarket.getQuotes({ stockIds })));
  return answers.flatMap((answer) => answer.quotes);
}

function idsOf(key: string): string[] {
  return key === '' ? [] : key.split(',');
}

/**
 * The live quotes of some stocks, by id (undefined until known): first those `getQuotes` reads, then each tick the
 * tab's one stream brings. Components pass the ids they show; the stream follows the union of every component's.
 */
export function useLiveQuotes(stockIds: readonly string[], options: LiveQuotesOptions = {}): LiveQuotes {
  return useLiveMarketQuotes(stockIds, {
    stream: options.stream ?? tabQuoteStream(),
    idOf: (quote) => quote.stockId,
    loadQuotes: options.loadQuotes ?? loadWithGetQuotes,
  });
}

/**
 * The live quotes of any market (stocks, crypto) by id: first what `loadQuotes` reads, then each tick the market's
 * tab stream brings.
 */
export function useLiveMarketQuotes<Quote>(
  ids: readonly string[],
  options: LiveMarketQuotesOptions<Quote>,
): LiveQuotes<Quote> {
  const { stream, loadQuotes, idOf } = options;
  const key = [...new Set(ids)].sort().join(',');
  const [state, setState] = useState<{ key: string; quotes: LiveQuotes<Quote> }>(() => ({
    key,
    quotes: stream.snapshot(idsOf(key)),
  }));
  let current = state;
  if (state.key !== key) {
    // Another set of ids: start from what the tab already holds of them (set while rendering, not in an effect).
    current = { key, quotes: stream.snapshot(idsOf(key)) };
    setState(current);
  }

  useEffect(() => {
    const ids = idsOf(key);
    if (ids.length === 0) return undefined;
    let live = true;
    const unsubscribe = stream.subscribe(ids, (changed) => {
      setState((previous) =>
        previous.key !== key
          ? previous
          : {
              key,
              quotes: { ...previous.quotes, ...Object.fromEntries(changed.map((quote) => [idOf(quote), quote])) },
            },
      );
    });
    loadQuotes(ids).then(
      (loaded) => {
        if (live) stream.seed(loaded);
      },
      () => undefined, // the stream's first event brings them anyway
    );
    return () => {
      live = false;
      unsubscribe();
    };
    // loadQuotes and idOf are read once per id set: a caller passing new functions each render does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, stream]);

  return current.quotes;
}
