// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockQuote } from '@portal/contract';
import { createFakeEventSources, quoteOf } from './fake-event-source';
import { createQuoteStream } from './quote-stream';
import { useLiveQuotes, type LiveQuotes } from './use-live-quotes';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

describe('useLiveQuotes', () => {
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from getQuotes, then follows the one stream; two components share one connection', async () => {
    const fakes = createFakeEventSources();
    const stream = createQuoteStream({ createEventSource: fakes.createEventSource, debounceMs: 20 });
    const loaded: string[][] = [];
    const loadQuotes = async (ids: readonly string[]): Promise<StockQuote[]> => {
      loaded.push([...ids]);
      return ids.map((id) => quoteOf(id, '2026-11-25T02:30:00.000Z', id === 'HKEX-00700' ? '620.5' : '230.15'));
    };
    const seen: Record<string, LiveQuotes[]> = { a: [], b: [] };
    function Probe({ name, ids }: { name: 'a' | 'b'; ids: string[] }) {
      const quotes = useLiveQuotes(ids, { stream, loadQuotes });
      seen[name]?.push(quotes);
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <>
          <Probe name="a" ids={['HKEX-00700']} />
          <Probe name="b" ids={['NASDAQ-AAPL', 'HKEX-00700']} />
        </>,
      );
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(loaded).toEqual([['HKEX-00700'], ['HKEX-00700', 'NASDAQ-AAPL']]);
    expect(seen.a?.at(-1)?.['HKEX-00700']?.last).toBe('620.5');
    expect(seen.b?.at(-1)?.['NASDAQ-AAPL']?.last).toBe('230.15');
    expect(fakes.opened.map((source) => source.url)).toEqual(['/api/stockMarket/stream?ids=HKEX-00700,NASDAQ-AAPL']);

    await act(async () => {
      fakes.live()[0]?.emitQuotes([quoteOf('HKEX-00700', '2026-11-25T02:30:03.000Z', '621.0')]);
    });
    expect(seen.a?.at(-1)?.['HKEX-00700']?.last).toBe('621.0');
    expect(seen.b?.at(-1)?.['HKEX-00700']?.last).toBe('621.0');
    expect(seen.a?.at(-1)?.['NASDAQ-AAPL']).toBeUndefined();

    await act(async () => {
      root.unmount();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(fakes.live()).toEqual([]);
  });
});
