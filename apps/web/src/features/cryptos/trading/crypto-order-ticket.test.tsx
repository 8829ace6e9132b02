// @vitest-environment jsdom
// The crypto order ticket live (React in jsdom, the real api client over a stubbed network): an order whose answer was
// lost is confirmed again with the same client reference, also on a new quote after the client went back from the first
// (were the lost one placed, the server answers 409 instead of placing it twice); after a refusal the new quote is a
// new order, with a new reference; the placed order shows, and a new order starts from an empty form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CryptoOrder, CryptoOrderQuote } from '@portal/contract';
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
import { CryptoOrderArea } from './crypto-order-page';

setUpPageTests();
afterEach(() => vi.unstubAllGlobals());

const account = { accountCode: 'V20001', source: 'fos' } as const;
const board = {
  assets: [
    { code: 'BTC', precision: 8, names: { en: 'Bitcoin', 'zh-HK': '比特幣', 'zh-CN': '比特币' }, stablecoin: false },
  ],
  pairs: [{ pairId: 'BTC-USD', asset: 'BTC', currency: 'USD', priceDecimals: 2 }],
  quotes: [],
  terms: {
    feeBasisPoints: 25,
    minimumFee: { USD: '2.50' },
    minimumAmount: { USD: '10' },
    maximumAmount: { USD: '1000000' },
    quoteValiditySeconds: 10,
  },
};
const quoteOf = (number: number): CryptoOrderQuote => ({
  quoteId: `CQ${String(number)}`,
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
});
const orderOf = (clientReference: string): CryptoOrder => ({
  orderId: 'CO20261127AB12CD34EF',
  clientReference,
  pairId: 'BTC-USD',
  asset: 'BTC',
  currency: 'USD',
  side: 'buy',
  orderType: 'market',
  basis: 'amount',
  status: 'matched',
  quantity: '0.01109876',
  price: '90100.25',
  filledQuantity: '0.01109876',
  averagePrice: '90100.25',
  filledConsideration: '999.99',
  fee: '2.50',
  orderFee: '2.50',
  placedAt: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:00:00.000Z',
  cancellable: false,
  advisorCode: null,
});

type Placement = { readonly quoteId: string; readonly clientReference: string };
type Answer = { readonly status: number; readonly body: unknown };

/** The crypto servers: each placement answers the next of `placementAnswers`; live prices never arrive. */
function stubServer(placementAnswers: ((placement: Placement) => Answer)[]) {
  const quoteRequests: unknown[] = [];
  const placements: Placement[] = [];
  vi.stubGlobal(
    'EventSource',
    class {
      onerror = null;
      onopen = null;
      addEventListener() {}
      close() {}
    },
  );
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).split('?')[0] ?? '';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = (): Answer => {
      switch (path) {
        case '/api/cryptoMarket/cryptoMarketBoard':
          return { status: 200, body: board };
        case '/api/cryptoMarket/getCryptoQuotes':
          return { status: 200, body: { quotes: [] } };
        case '/api/cryptoOrder/cryptoPortfolio':
          return {
            status: 200,
            body: {
              reportingCurrency: 'USD',
              holdings: [],
              cash: [{ currency: 'USD', available: '10000', onHold: '0' }],
              cryptoValue: '0',
              totalValue: '10000',
              changePercent24h: '0',
              valuedAt: '2026-11-27T06:00:00.000Z',
            },
          };
        case '/api/cryptoOrder/requestCryptoOrderQuote':
          quoteRequests.push(body);
          return { status: 200, body: { quote: quoteOf(quoteRequests.length) } };
        case '/api/cryptoOrder/placeCryptoOrder': {
          const placement = body as Placement;
          placements.push(placement);
          const next = placementAnswers.shift();
          if (next === undefined) throw new Error('No answer left for a placement');
          return next(placement);
        }
        default:
          return { status: 503, body: { code: 'UNAVAILABLE', message: path } };
      }
    };
    const { status, body: answerBody } = answer();
    return Response.json(answerBody, { status });
  });
  return { quoteRequests, placements };
}

const lost = (): Answer => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'The back end did not answer.' } });
const expired = (): Answer => ({
  status: 422,
  body: { code: 'quoteExpired', message: 'This quote has expired.', details: { result: 'quoteExpired' } },
});
const placed = (placement: Placement): Answer => ({
  status: 200,
  body: { order: orderOf(placement.clientReference), replayed: false },
});

describe('the crypto order ticket', () => {
  it('confirms again with the same reference after a lost answer, and with a new one after a refusal', async () => {
    const server = stubServer([lost, lost, expired, placed]);
    const mounted = await mount(<CryptoOrderArea account={account} />, {
      session: { ...testSession, ...account },
      namespaces: ['cryptoMarket', 'cryptoTrading', 'ticket'],
    });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'order-amount')).toBeTruthy());

    // Nothing typed: the field says so and no quote is asked for.
    await click(byTestId(container, 'get-quote'));
    await settle(() => expect(mounted.text()).toContain('Enter a value.'));
    expect(server.quoteRequests).toEqual([]);

    await typeInto(byTestId(container, 'order-amount'), '1000');
    await click(byTestId(container, 'get-quote'));
    await settle(() => expect(byTestId(container, 'crypto-quote')).toBeTruthy());
    expect(server.quoteRequests[0]).toEqual({
      ...account,
      pairId: 'BTC-USD',
      side: 'buy',
      orderType: 'market',
      basis: 'amount',
      amount: '1000',
    });
    expect(byTestId(container, 'quote-total').textContent).toContain('1,002.49 USD');

    // No answer, twice: the same quote with the same reference.
    await click(byTestId(container, 'confirm-order'));
    await settle(() => expect(byTestId(container, 'order-failure').getAttribute('data-result')).toBe('other'));
    await click(byTestId(container, 'confirm-order'));
    await settle(() => expect(server.placements).toHaveLength(2));
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
    expect(byTestId(container, 'placed-message').textContent).toContain('CO20261127AB12CD34EF');

    const references = server.placements.map((placement) => placement.clientReference);
    expect(server.placements.map((placement) => placement.quoteId)).toEqual(['CQ1', 'CQ1', 'CQ2', 'CQ3']);
    expect(references.slice(1, 3)).toEqual([references[0], references[0]]);
    expect(references[3]).not.toBe(references[0]);

    await click(byTestId(container, 'new-order'));
    await settle(() => expect((byTestId(container, 'order-amount') as HTMLInputElement).value).toBe(''));
  });
});
