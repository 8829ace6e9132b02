import { createContext, useContext } from 'react';
import type { StockQuote } from '@portal/contract';
import { useLiveQuotes } from '../../../shared/market-data/use-live-quotes';

/** Live quotes of some stocks by id: undefined until the first one arrives. */
export type LiveQuotesHook = (stockIds: readonly string[]) => Readonly<Record<string, StockQuote | undefined>>;

/** The tab's one quote stream (shared/market-data), each page passing only the ids it shows. */
const useTabLiveQuotes: LiveQuotesHook = (stockIds) => useLiveQuotes(stockIds);

/**
 * Where the market pages get live quotes: the tab's one quote stream (shared/market-data), or in a test a fake
 * source that ticks when the test says so. A hook in a context: the provider's value never changes while mounted.
 */
export const LiveQuotesContext = createContext<LiveQuotesHook>(useTabLiveQuotes);

/** The live quotes of `stockIds`, from the source the page is given. */
export function useStockLiveQuotes(stockIds: readonly string[]): Readonly<Record<string, StockQuote | undefined>> {
  const useQuotes = useContext(LiveQuotesContext);
  return useQuotes(stockIds);
}

/** The newer of a quote loaded with the page and a live one (the stream's first event may be older than a reload). */
export function latestQuote(loaded: StockQuote, live: StockQuote | undefined): StockQuote {
  if (live === undefined || live.stockId !== loaded.stockId) return loaded;
  return Date.parse(live.at) >= Date.parse(loaded.at) ? live : loaded;
}
