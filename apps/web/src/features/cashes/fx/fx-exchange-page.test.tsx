// The firm quote and the accepted conversion as a client sees them (rendered to markup in the portal's providers).
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FxBalance, FxQuote } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../../app/i18n-resources';
import { allEnglishTexts } from '../../../app/i18n-resources-all';
import { BrandContext } from '../../../shared/brand/brand-context';
import { createPortalI18n, firstLanguageLoaded } from '../../../shared/i18n/i18n';
import { I18nContext } from '../../../shared/i18n/use-translation';
import { DoneCard, QuoteCard } from './fx-exchange-page';

async function render(children: ReactNode, language: Language = 'en'): Promise<string> {
  const i18n = createPortalI18n(allEnglishTexts, language, loadTexts);
  await firstLanguageLoaded(i18n);
  await i18n.loadNamespaces(['cashFx', 'ticket']);
  const markup = renderToStaticMarkup(
    <BrandContext value={getBrand('demo')}>
      <I18nContext value={i18n}>
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
    const text = textOf(
      await render(
        <DoneCard
          conversion={{
            conversionId: 'FXC20250115ABCDEF0123',
            quoteId: quote.quoteId,
            clientReference: 'reference-0001',
            sellCurrency: 'HKD',
            buyCurrency: 'USD',
            sellAmount: '1000',
            buyAmount: '128.21',
            rate: '0.1282133',
            convertedAt: '2025-01-15T02:00:03.000Z',
          }}
          balances={[
            { currency: 'HKD', precision: 2, available: '9000.00', exchangeable: '9000.00' },
            { currency: 'USD', precision: 2, available: '228.21', exchangeable: '228.21' },
          ]}
          onAnother={ignore}
        />,
      ),
    );
    expect(text).toContain('Exchange completed');
    expect(text).toContain('You sold 1,000.00 HKD');
    expect(text).toContain('You received 128.21 USD');
    expect(text).toContain('Reference FXC20250115ABCDEF0123');
    expect(text).toContain('HKD 9,000.00 9,000.00');
    expect(text).toContain('USD 228.21 228.21');
  });
});
