import type { StockQuote } from '@portal/contract';
import {
  createQuoteHub as createMarketQuoteHub,
  type QuoteHub,
  type QuoteHubOptions,
  type QuoteListener,
  type QuoteSubscriber,
} from '../../platform/market/quote-hub';
import type { StockInstrument } from './instruments';

/*
 * The stocks' ticker (issue 15, ADR 029) on the platform's quote hub (platform/market/quote-hub.ts, which crypto quotes
 * share): instruments by stock id, the active ones heard by the feed's listeners, a quote sent again when its last,
 * volume, phase, book top, status or day changed.
 */

export type { QuoteSubscriber };
export type StockQuoteHub = QuoteHub<StockQuote>;
export type StockQuoteListener = QuoteListener<StockQuote>;

export function fingerprintOf(quote: StockQuote): string {
  return `${quote.last}|${quote.volume}|${quote.phase}|${quote.bid}|${quote.ask}|${quote.status}|${quote.day}`;
}

export function createQuoteHub(
  options: Omit<QuoteHubOptions<StockInstrument, StockQuote>, 'idOf' | 'isLive' | 'fingerprintOf'>,
): StockQuoteHub {
  return createMarketQuoteHub({
    ...options,
    idOf: (instrument) => instrument.stockId,
    isLive: (instrument) => instrument.status === 'active',
    fingerprintOf,
  });
}
