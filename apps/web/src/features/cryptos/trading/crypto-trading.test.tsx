// @vitest-environment jsdom
// The crypto ticket's quote and the order history as a client sees them (rendered to markup in the portal's
// providers), and the exact reading of what is typed. The ticket live (React in jsdom, the real api client over a fake
// network): an order whose answer was lost is confirmed again with the same client reference, also on a new quote after
// the client went back from the first (were the lost one placed, the server answers 409 instead of placing it twice);
// after a refusal the new quote is a new order, with a new reference; a new order starts from an empty form.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CryptoOrder, CryptoOrderQuote, CryptoPair } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../../app/i18n-resources';
import { allEnglishTexts } from '../../../app/i18n-resources-all';
import { BrandContext } from '../../../shared/brand/brand-context';
import { createTranslator } from '../../../shared/i18n/translator';
import {
  buttonNamed,
  byTestId,
  click,
  mount,
  settle,
  setUpPageTests,
  testSession,
  typeInto,
} from '../../../app/testing/mount';
import { fakeFetch, resultRefusal } from '../../../shared/api/fake-server';
import type { FixedAnswer } from '../../../shared/api/fake-server';
import type { HistoryListState } from '../../../shared/history-list/history-query';
import { I18nContext } from '../../../shared/i18n/use-translation';
import { formatQuantity } from '../crypto-common';
import { CryptoOrderList } from './crypto-history-page';
import { CryptoOrderArea } from './crypto-order-page';
import { CryptoQuoteCard } from './crypto-quote-card';
import { decimalProblem } from './decimal-problem';

setUpPageTests();
afterEach(() => vi.unstubAllGlobals());

async function render(children: ReactNode, language: Language = 'en'): Promise<string> {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  await translator.loadNamespaces(['cryptoMarket', 'cryptoTrading', 'ticket']);
  return renderToStaticMarkup(
    <BrandContext value={getBrand('demo')}>
      <I18nContext value={translator}>
        <MantineProvider>{children}</MantineProvider>
      </I18nContext>
    </BrandContext>,
  );
}

const textOf = (markup: string) =>
  markup
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const btcUsd: CryptoPair = { pairId: 'BTC-USD', asset: 'BTC', currency: 'USD', priceDecimals: 2 };
const ignore = () => undefined;

/** The history list as its hook gives it, with these orders. */
function listOf(orders: readonly CryptoOrder[], hasMore = false): HistoryListState<CryptoOrder> {
  return {
    rows: orders,
    failed: false,
    hasMore,
    loadingMore: false,
    failedMore: false,
    loadMore: ignore,
    retry: ignore,
  };
}
const actions = { onSubmit: ignore, onEdit: ignore, onNewQuote: ignore, submitting: false };

const marketBuy: CryptoOrderQuote = {
  quoteId: 'CQ0123456789abcdef',
  pairId: 'BTC-USD',
  side: 'buy',
  orderType: 'market',
  basis: 'amount',
  currency: 'USD',
  quantity: '0.01109876',
  price: '90100.25',
  consideration: '999.99',
  fee: '2.50',
  total: '1002.49',
  bestPrice: '90098.10',
  slippageBasisPoints: '0.24',
  quotedAt: '2026-11-27T06:00:00.000Z',
  expiresAt: '2026-11-27T06:00:10.000Z',
  validitySeconds: 10,
};

const order: CryptoOrder = {
  orderId: 'CO20261127AB12CD34EF',
  clientReference: 'ref-0001',
  pairId: 'BTC-USD',
  asset: 'ETH',
  currency: 'USD',
  side: 'buy',
  orderType: 'limit',
  basis: 'quantity',
  status: 'partiallyMatched',
  quantity: '20.000000000000000001',
  price: '2990.00',
  filledQuantity: '6.5',
  averagePrice: '2989.71',
  filledConsideration: '19433.12',
  fee: '48.59',
  orderFee: '149.50',
  placedAt: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:05:00.000Z',
  cancellable: true,
  advisorCode: null,
};

describe('the crypto quote', () => {
  it('shows the quantity exactly, the average price, fee, slippage and total, with a countdown and a confirm', async () => {
    const text = textOf(
      await render(<CryptoQuoteCard quote={marketBuy} pair={btcUsd} receivedAt={Date.now()} actions={actions} />),
    );
    expect(text).toContain('You buy 0.01109876 BTC');
    expect(text).toContain('Average price 90,100.25 USD');
    expect(text).toContain('Fee 2.50 USD');
    expect(text).toContain('Slippage 0.24 bp from the best price 90,098.10');
    expect(text).toContain('Total to pay 1,002.49 USD');
    expect(text).toContain('Valid for 10 more seconds');
    expect(text).toContain('Confirm order');
  });

  it('shows VA302’s text and a new quote once its seconds are up, in the reader’s language', async () => {
    const markup = await render(
      <CryptoQuoteCard
        quote={{ ...marketBuy, side: 'sell', total: '997.49' }}
        pair={btcUsd}
        receivedAt={Date.now() - 10_500}
        actions={actions}
      />,
      'zh-HK',
    );
    const text = textOf(markup);
    expect(text).toContain('此報價已過期，請重新報價。');
    expect(text).toContain('您將收取 997.49 USD');
    expect(text).toContain('重新報價');
    expect(markup).not.toContain('role="timer"');
    expect(text).not.toContain('確認訂單');
  });
});

describe('the crypto order history', () => {
  it('lists each order with its status in words, its quantity to the wei, and cancel only while open', async () => {
    const markup = await render(
      <CryptoOrderList
        list={listOf([order, { ...order, orderId: 'CO2', status: 'matched', cancellable: false }])}
        pairs={[btcUsd]}
        onCancel={ignore}
        filtered={false}
      />,
    );
    const text = textOf(markup);
    // The open order's cancel button is named by its order, not only 'Cancel'.
    expect([...markup.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map(([, name]) => name)).toEqual([
      `Cancel ${order.orderId}`,
    ]);
    expect(text).toContain('20.000000000000000001');
    expect(text).toContain('Partially filled');
    expect(text).toContain('Filled');
    expect(text.match(/Cancel/g)).toHaveLength(1);
    expect(text).not.toContain('Placed by your advisor');
    const byAdvisor = textOf(
      await render(
        <CryptoOrderList
          list={listOf([{ ...order, advisorCode: 'A30002' }])}
          pairs={[btcUsd]}
          onCancel={ignore}
          filtered={false}
        />,
      ),
    );
    expect(byAdvisor).toContain('Placed by your advisor A30002');
    const chinese = textOf(
      await render(
        <CryptoOrderList list={listOf([order])} pairs={[btcUsd]} onCancel={ignore} filtered={false} />,
        'zh-CN',
      ),
    );
    expect(chinese).toContain('部分成交');
    expect(chinese).toContain('买入');
  });

  it('says there are no orders yet, or that none match the filters, and offers more while more follow', async () => {
    const none = await render(
      <CryptoOrderList list={listOf([])} pairs={[btcUsd]} onCancel={ignore} filtered={false} />,
    );
    expect(textOf(none)).toBe('You have placed no crypto orders yet.');
    const filtered = await render(<CryptoOrderList list={listOf([])} pairs={[btcUsd]} onCancel={ignore} filtered />);
    expect(textOf(filtered)).toBe('No orders match these filters.');
    const more = await render(
      <CryptoOrderList list={listOf([order], true)} pairs={[btcUsd]} onCancel={ignore} filtered={false} />,
    );
    expect(more).toMatch(/data-testid="more"[^>]*>.*Load more/s);
  });
});

describe('reading what is typed', () => {
  it('refuses a quantity beyond the asset’s decimals, zero, and what is not a plain number', () => {
    expect(decimalProblem('0.123456789', 8)).toBe('tooPrecise');
    expect(decimalProblem('0.12345678', 8)).toBeUndefined();
    expect(decimalProblem('0.000000000000000001', 18)).toBeUndefined();
    expect(decimalProblem('0', 8)).toBe('notPositive');
    expect(decimalProblem('1e-3', 8)).toBe('notANumber');
    expect(decimalProblem(' ', 8)).toBe('required');
  });

  it('shows a quantity exactly, digits grouped, trailing zeros dropped', () => {
    expect(formatQuantity('1234.500000000000000001')).toBe('1,234.500000000000000001');
    expect(formatQuantity('0.30000000')).toBe('0.3');
    expect(formatQuantity('1200')).toBe('1,200');
  });
});

describe('the crypto order ticket', () => {
  const account = { accountCode: 'V20001', source: 'fos' } as const;
  const board = {
    assets: [
      { code: 'BTC', precision: 8, names: { en: 'Bitcoin', 'zh-HK': '比特幣', 'zh-CN': '比特币' }, stablecoin: false },
    ],
    pairs: [btcUsd],
    quotes: [],
    terms: {
      feeBasisPoints: 25,
      minimumFee: { USD: '2.50' },
      minimumAmount: { USD: '10' },
      maximumAmount: { USD: '1000000' },
      quoteValiditySeconds: 10,
    },
  };
  const portfolio = {
    reportingCurrency: 'USD',
    holdings: [],
    cash: [{ currency: 'USD', available: '10000', onHold: '0' }],
    cryptoValue: '0',
    totalValue: '10000',
    changePercent24h: '0',
    valuedAt: '2026-11-27T06:00:00.000Z',
  };
  const lost: FixedAnswer = { status: 503, body: { code: 'UNAVAILABLE', message: 'The back end did not answer.' } };

  it('confirms again with the same reference after a lost answer, and with a new one after a refusal', async () => {
    const placementAnswers = [lost, lost, resultRefusal('quoteExpired', 'VA302', 'This quote has expired.')];
    let quotes = 0;
    const network = fakeFetch({
      '/api/cryptoMarket/cryptoMarketBoard': { status: 200, body: board },
      '/api/cryptoMarket/getCryptoQuotes': { status: 200, body: { quotes: [] } },
      '/api/cryptoMarket/getCryptoBook': lost,
      '/api/cryptoOrder/cryptoPortfolio': { status: 200, body: portfolio },
      '/api/cryptoOrder/requestCryptoOrderQuote': () => {
        quotes += 1;
        return { status: 200, body: { quote: { ...marketBuy, quoteId: `CQ${String(quotes)}` } } };
      },
      '/api/cryptoOrder/placeCryptoOrder': (body) =>
        placementAnswers.shift() ?? {
          status: 200,
          body: {
            order: {
              ...order,
              clientReference: (body as { clientReference: string }).clientReference,
              status: 'matched',
              cancellable: false,
            },
            replayed: false,
          },
        },
    });
    vi.stubGlobal('fetch', network.fetch);
    // Live prices never arrive.
    vi.stubGlobal(
      'EventSource',
      class {
        onerror = null;
        onopen = null;
        addEventListener() {}
        close() {}
      },
    );
    const bodiesOf = (path: string) =>
      network.calls.filter((call) => call.path === `/api/cryptoOrder/${path}`).map((call) => call.body);
    const mounted = await mount(<CryptoOrderArea account={account} />, {
      session: { ...testSession, ...account },
      namespaces: ['cryptoMarket', 'cryptoTrading', 'ticket'],
    });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'order-amount')).toBeTruthy());

    // Nothing typed: the field says so and no quote is asked for.
    await click(byTestId(container, 'get-quote'));
    await settle(() => expect(mounted.text()).toContain('Enter a value.'));
    expect(bodiesOf('requestCryptoOrderQuote')).toEqual([]);

    await typeInto(byTestId(container, 'order-amount'), '1000');
    await click(byTestId(container, 'get-quote'));
    await settle(() => expect(byTestId(container, 'crypto-quote')).toBeTruthy());
    expect(bodiesOf('requestCryptoOrderQuote')).toEqual([
      { ...account, pairId: 'BTC-USD', side: 'buy', orderType: 'market', basis: 'amount', amount: '1000' },
    ]);
    expect(byTestId(container, 'quote-total').textContent).toContain('1,002.49 USD');

    // No answer, twice: the same quote with the same reference.
    await click(byTestId(container, 'confirm-order'));
    await settle(() => expect(byTestId(container, 'order-failure').getAttribute('data-result')).toBe('other'));
    await click(byTestId(container, 'confirm-order'));
    await settle(() => expect(bodiesOf('placeCryptoOrder')).toHaveLength(2));
    // The client goes back ('Change order') and asks again: a new quote of the same order keeps the reference.
    await settle(() => expect(byTestId(container, 'confirm-order').hasAttribute('data-loading')).toBe(false));
    await click(buttonNamed(container, 'Change order'));
    await click(byTestId(container, 'get-quote'));
    await settle(() => expect(byTestId(container, 'crypto-quote')).toBeTruthy());
    await click(byTestId(container, 'confirm-order'));
    // Refused: a new quote, and a new order.
    await settle(() => expect(byTestId(container, 'order-failure').getAttribute('data-result')).toBe('quoteExpired'));
    expect(container.querySelector('[data-testid="confirm-order"]')).toBeNull();
    await click(byTestId(container, 'new-quote'));
    await settle(() => expect(byTestId(container, 'confirm-order')).toBeTruthy());
    await click(byTestId(container, 'confirm-order'));
    await settle(() => expect(byTestId(container, 'order-placed').textContent).toContain('Filled'));
    expect(byTestId(container, 'placed-message').textContent).toContain(order.orderId);

    const placements = bodiesOf('placeCryptoOrder') as { quoteId: string; clientReference: string }[];
    const references = placements.map((placement) => placement.clientReference);
    expect(placements.map((placement) => placement.quoteId)).toEqual(['CQ1', 'CQ1', 'CQ2', 'CQ3']);
    expect(references.slice(1, 3)).toEqual([references[0], references[0]]);
    expect(references[3]).not.toBe(references[0]);

    await click(byTestId(container, 'new-order'));
    await settle(() => expect((byTestId(container, 'order-amount') as HTMLInputElement).value).toBe(''));
  });
});
