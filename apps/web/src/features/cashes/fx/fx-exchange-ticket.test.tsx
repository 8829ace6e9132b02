// @vitest-environment jsdom
// The exchange ticket live (React in jsdom, the real api client over a stubbed network): a quote the server refuses to
// give shows on the form; a conversion whose answer was lost is accepted again with the same client reference; after a
// refusal the new quote is a new order, with a new reference; the completed exchange shows the new balances.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FxBalance, FxConversion, FxQuote } from '@portal/contract';
import { byTestId, click, mount, settle, setUpPageTests, typeInto, type Mounted } from '../../../app/testing/mount';
import { FxExchangePage } from './fx-exchange-page';

let mounted: Mounted | undefined;
setUpPageTests();
afterEach(() => {
  mounted = undefined;
  vi.unstubAllGlobals();
});

const balances: FxBalance[] = [
  { currency: 'HKD', precision: 2, available: '10000.00', exchangeable: '10000.00' },
  { currency: 'USD', precision: 2, available: '100.00', exchangeable: '100.00' },
];
const board = {
  balances,
  rates: [{ sell: 'HKD', buy: 'USD', rate: '0.1282133', midRate: '0.1282775', spreadBasisPoints: 10 }],
  rateTime: '2025-01-15T02:00:00.000Z',
  validitySeconds: 10,
  toleranceBasisPoints: 5,
  minimumHkd: '100',
  maximumHkd: '1000000',
};
const quoteNumber = (quoteId: string) => quoteId.slice(-1);
const quoteOf = (number: number): FxQuote => ({
  quoteId: `FXQ20250115ABCDEF012${String(number)}`,
  sellCurrency: 'HKD',
  buyCurrency: 'USD',
  sellAmount: '1000',
  buyAmount: '128.21',
  amountSide: 'sell',
  rate: '0.1282133',
  midRate: '0.1282775',
  rateTime: '2025-01-15T02:00:00.000Z',
  quotedAt: '2025-01-15T02:00:00.000Z',
  expiresAt: '2025-01-15T02:00:10.000Z',
  validitySeconds: 10,
  rounding: 'buyRoundedDown',
});
const conversionOf = (quoteId: string, clientReference: string): FxConversion => ({
  conversionId: 'FXC20250115ABCDEF0123',
  quoteId,
  clientReference,
  sellCurrency: 'HKD',
  buyCurrency: 'USD',
  sellAmount: '1000',
  buyAmount: '128.21',
  rate: '0.1282133',
  convertedAt: '2025-01-15T02:00:03.000Z',
});

type Accept = { readonly quoteId: string; readonly clientReference: string };
type Answer = { readonly status: number; readonly body: unknown };

/** The exchange's server: each accept answers the next of `acceptAnswers`. */
function stubServer(acceptAnswers: ((accept: Accept) => Answer)[]) {
  const quoteRequests: unknown[] = [];
  const accepts: Accept[] = [];
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).split('?')[0] ?? '';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = (): Answer => {
      switch (path) {
        case '/api/cashFx/fxBoard':
          return { status: 200, body: board };
        case '/api/cashFx/fxConversions':
          return { status: 200, body: { conversions: [] } };
        case '/api/cashFx/requestFxQuote':
          quoteRequests.push(body);
          return (body as { amount: string }).amount === '1'
            ? {
                status: 422,
                body: { code: 'amountBelowMinimum', message: 'Below the minimum', details: { resultCode: 205 } },
              }
            : { status: 200, body: { quote: quoteOf(quoteRequests.length) } };
        case '/api/cashFx/acceptFxQuote': {
          const accept = body as Accept;
          accepts.push(accept);
          const next = acceptAnswers.shift();
          if (next === undefined) throw new Error('No answer left for an accept');
          return next(accept);
        }
        default:
          return { status: 404, body: { code: 'NOT_FOUND', message: path } };
      }
    };
    const { status, body: answerBody } = answer();
    return Response.json(answerBody, { status });
  });
  return { quoteRequests, accepts };
}

const lost = (): Answer => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'The back end did not answer.' } });
const rateMoved = (): Answer => ({
  status: 422,
  body: { code: 'rateMoved', message: 'The rate moved', details: { resultCode: 204 } },
});
const converted = (accept: Accept): Answer => ({
  status: 200,
  body: {
    conversion: conversionOf(accept.quoteId, accept.clientReference),
    balances: [
      { currency: 'HKD', precision: 2, available: '9000.00', exchangeable: '9000.00' },
      { currency: 'USD', precision: 2, available: '228.21', exchangeable: '228.21' },
    ],
    replayed: false,
  },
});

describe('the exchange ticket', () => {
  it('keeps the client reference for a retry after a lost answer and takes a new one after a refusal', async () => {
    const server = stubServer([lost, rateMoved, converted]);
    mounted = await mount(<FxExchangePage />, { namespaces: ['cashFx', 'ticket'] });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'fx-amount')).toBeTruthy());

    // The server refuses to quote: its code's text shows on the form, and no quote opens.
    await typeInto(byTestId(container, 'fx-amount'), '1');
    await click(byTestId(container, 'get-quote'));
    await settle(() =>
      expect(byTestId(container, 'order-failure').textContent).toBe(
        'The amount is below the minimum for a currency exchange.',
      ),
    );
    expect(container.querySelector('[data-testid="fx-quote"]')).toBeNull();
    // Changing the amount clears it.
    await typeInto(byTestId(container, 'fx-amount'), '1000');
    expect(container.querySelector('[data-testid="order-failure"]')).toBeNull();

    await click(byTestId(container, 'get-quote'));
    await settle(() => expect(byTestId(container, 'fx-quote')).toBeTruthy());
    expect(server.quoteRequests.at(-1)).toEqual({
      accountCode: 'C10001',
      source: 'gateway',
      sellCurrency: 'HKD',
      buyCurrency: 'USD',
      amount: '1000',
      amountSide: 'sell',
    });
    expect(mounted.text()).toContain('Valid for');

    // No answer: the card says so and the same quote is accepted again, with the same reference.
    await click(byTestId(container, 'accept-quote'));
    await settle(() => expect(byTestId(container, 'order-failure').getAttribute('data-result')).toBe('other'));
    await click(byTestId(container, 'accept-quote'));
    // Refused: the card offers a new quote instead of accepting this one.
    await settle(() => expect(byTestId(container, 'order-failure').getAttribute('data-result')).toBe('rateMoved'));
    expect(container.querySelector('[data-testid="accept-quote"]')).toBeNull();
    await click(byTestId(container, 'new-quote'));
    await settle(() => expect(byTestId(container, 'accept-quote')).toBeTruthy());
    expect(container.querySelector('[data-testid="order-failure"]')).toBeNull();
    await click(byTestId(container, 'accept-quote'));
    await settle(() => expect(byTestId(container, 'fx-done')).toBeTruthy());
    expect(mounted.text()).toContain('Exchange completed');
    expect(byTestId(container, 'new-balances-USD').textContent).toContain('228.21');

    const [first, retry, afterRefusal] = server.accepts;
    expect(first && quoteNumber(first.quoteId)).toBe('2');
    expect(retry).toEqual(first);
    expect(afterRefusal && quoteNumber(afterRefusal.quoteId)).toBe('3');
    expect(afterRefusal?.clientReference).not.toBe(first?.clientReference);

    // Another exchange starts from an empty form.
    await click(byTestId(container, 'another-exchange'));
    await settle(() => expect((byTestId(container, 'fx-amount') as HTMLInputElement).value).toBe(''));
  });
});
