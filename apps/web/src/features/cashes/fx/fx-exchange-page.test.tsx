// @vitest-environment jsdom
// The firm quote and the accepted conversion as a client sees them (rendered to markup in the portal's providers);
// the exchange ticket live (React in jsdom, the real api client over a fake network): a quote the server refuses to
// give shows on the form; a conversion whose answer was lost is accepted again with the same client reference; after a
// refusal the new quote is a new order, with a new reference; the completed exchange shows the new balances.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FxBalance, FxConversion, FxQuote } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../../app/i18n-resources';
import { allEnglishTexts } from '../../../app/i18n-resources-all';
import { BrandContext } from '../../../shared/brand/brand-context';
import { createTranslator } from '../../../shared/i18n/translator';
import { buttonNamed, byTestId, click, mount, settle, setUpPageTests, typeInto } from '../../../app/testing/mount';
import { fakeFetch, resultRefusal } from '../../../shared/api/fake-server';
import type { FixedAnswer } from '../../../shared/api/fake-server';
import { I18nContext } from '../../../shared/i18n/use-translation';
import { DoneCard } from './fx-done-card';
import { FxExchangePage } from './fx-exchange-page';
import { QuoteCard } from './fx-quote-card';

setUpPageTests();
afterEach(() => vi.unstubAllGlobals());

async function render(children: ReactNode, language: Language = 'en'): Promise<string> {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  await translator.loadNamespaces(['cashFx', 'ticket']);
  const markup = renderToStaticMarkup(
    <BrandContext value={getBrand('demo')}>
      <I18nContext value={translator}>
        <MantineProvider>{children}</MantineProvider>
      </I18nContext>
    </BrandContext>,
  );
  return markup;
}

const textOf = (markup: string) =>
  markup
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const balances: FxBalance[] = [
  { currency: 'HKD', precision: 2, available: '10000.00', exchangeable: '10000.00' },
  { currency: 'USD', precision: 2, available: '100.00', exchangeable: '100.00' },
];

const quote: FxQuote = {
  quoteId: 'FXQ20250115ABCDEF0123',
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
};

const conversion: FxConversion = {
  conversionId: 'FXC20250115ABCDEF0123',
  quoteId: quote.quoteId,
  clientReference: 'reference-0001',
  sellCurrency: 'HKD',
  buyCurrency: 'USD',
  sellAmount: '1000',
  buyAmount: '128.21',
  rate: '0.1282133',
  convertedAt: '2025-01-15T02:00:03.000Z',
};

const balancesAfter: FxBalance[] = [
  { currency: 'HKD', precision: 2, available: '9000.00', exchangeable: '9000.00' },
  { currency: 'USD', precision: 2, available: '228.21', exchangeable: '228.21' },
];

const ignore = () => undefined;
const actions = { onSubmit: ignore, onEdit: ignore, onNewQuote: ignore, submitting: false };

describe('the firm quote', () => {
  it('shows both amounts, the rate, the rounding and a countdown timer while valid', async () => {
    const markup = await render(
      <QuoteCard quote={quote} receivedAt={Date.now()} balances={balances} actions={actions} />,
    );
    const text = textOf(markup);
    expect(text).toContain('You sell 1,000.00 HKD');
    expect(text).toContain('You receive 128.21 USD');
    expect(text).toContain('Rate 1 HKD = 0.1282133 USD');
    expect(text).toContain('The amount you receive is rounded down to 2 decimals.');
    expect(markup).toMatch(/role="timer"[^>]*>Valid for 10 more seconds</);
    expect(text).toContain('Accept quote');
    expect(text).not.toContain('Get a new quote');
  });

  it('shows code 202’s text and a new-quote button, no timer and no accept, once its seconds are up', async () => {
    const markup = await render(
      <QuoteCard
        quote={{ ...quote, amountSide: 'buy', rounding: 'sellRoundedUp' }}
        receivedAt={Date.now() - 10_500}
        balances={balances}
        actions={actions}
      />,
      'zh-HK',
    );
    const text = textOf(markup);
    expect(/<[^>]*data-testid="quote-expired"[^>]*>/.exec(markup)?.[0]).toContain('role="alert"');
    expect(text).toContain('此報價已過期，請重新報價。');
    expect(markup).not.toContain('role="timer"');
    expect(text).toContain('重新報價');
    expect(text).not.toContain('接受報價');
    expect(text).toContain('您賣出的金額向上調整至 2 位小數。');
  });

  it('confirms a conversion with both amounts, its reference and the new balances', async () => {
    const text = textOf(await render(<DoneCard conversion={conversion} balances={balancesAfter} onAnother={ignore} />));
    expect(text).toContain('Exchange completed');
    expect(text).toContain('You sold 1,000.00 HKD');
    expect(text).toContain('You received 128.21 USD');
    expect(text).toContain('Reference FXC20250115ABCDEF0123');
    expect(text).toContain('HKD 9,000.00 9,000.00');
    expect(text).toContain('USD 228.21 228.21');
  });
});

describe('the exchange ticket', () => {
  const board = {
    balances,
    rates: [{ sell: 'HKD', buy: 'USD', rate: quote.rate, midRate: quote.midRate, spreadBasisPoints: 10 }],
    rateTime: quote.rateTime,
    validitySeconds: 10,
    toleranceBasisPoints: 5,
    minimumHkd: '100',
    maximumHkd: '1000000',
  };
  const lost: FixedAnswer = { status: 503, body: { code: 'UNAVAILABLE', message: 'The back end did not answer.' } };

  it('keeps the client reference for a retry after a lost answer and takes a new one after a refusal', async () => {
    const acceptAnswers = [lost, lost, resultRefusal('rateMoved', '204', 'The rate moved.')];
    let quotes = 0;
    const network = fakeFetch({
      '/api/cashFx/fxBoard': { status: 200, body: board },
      '/api/cashFx/fxConversions': { status: 200, body: { conversions: [] } },
      '/api/cashFx/requestFxQuote': (body) => {
        if ((body as { amount: string }).amount === '1') {
          return resultRefusal('amountBelowMinimum', '205', 'Below the minimum.');
        }
        quotes += 1;
        return { status: 200, body: { quote: { ...quote, quoteId: `FXQ20250115ABCDEF012${String(quotes)}` } } };
      },
      '/api/cashFx/acceptFxQuote': (body) => {
        const { quoteId, clientReference } = body as { quoteId: string; clientReference: string };
        return (
          acceptAnswers.shift() ?? {
            status: 200,
            body: { conversion: { ...conversion, quoteId, clientReference }, balances: balancesAfter, replayed: false },
          }
        );
      },
    });
    vi.stubGlobal('fetch', network.fetch);
    const bodiesOf = (path: string) =>
      network.calls.filter((call) => call.path === `/api/cashFx/${path}`).map((call) => call.body);
    const mounted = await mount(<FxExchangePage />, { namespaces: ['cashFx', 'ticket'] });
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
    expect(bodiesOf('requestFxQuote').at(-1)).toEqual({
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
    await settle(() => expect(bodiesOf('acceptFxQuote')).toHaveLength(2));
    // The client cancels and asks again: a new quote of the same exchange keeps the reference.
    await settle(() => expect(byTestId(container, 'accept-quote').hasAttribute('data-loading')).toBe(false));
    await click(buttonNamed(container, 'Cancel'));
    await click(byTestId(container, 'get-quote'));
    await settle(() => expect(byTestId(container, 'fx-quote')).toBeTruthy());
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

    const accepts = bodiesOf('acceptFxQuote') as { quoteId: string; clientReference: string }[];
    const references = accepts.map((accept) => accept.clientReference);
    expect(accepts.map((accept) => accept.quoteId.slice(-1))).toEqual(['1', '1', '2', '3']);
    expect(references.slice(1, 3)).toEqual([references[0], references[0]]);
    expect(references[3]).not.toBe(references[0]);

    // Another exchange starts from an empty form.
    await click(byTestId(container, 'another-exchange'));
    await settle(() => expect((byTestId(container, 'fx-amount') as HTMLInputElement).value).toBe(''));
  });
});
