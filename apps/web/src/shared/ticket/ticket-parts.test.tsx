import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import type { Language } from '@portal/contract/domain/language';
import { defineResultCatalogue } from '@portal/contract/domain/order/result-catalogue';
import { createTranslator } from '../i18n/translator';
import { shellEnglish } from '../i18n/shell-translations';
import { shellZhCN } from '../i18n/shell-translations-zh-cn';
import { shellZhHK } from '../i18n/shell-translations-zh-hk';
import { I18nContext } from '../i18n/use-translation';
import { ticketEnglish } from './i18n';
import { ticketZhCN } from './i18n-zh-cn';
import { ticketZhHK } from './i18n-zh-hk';
import { resultFailure } from './order-failure';
import { AmountInput, QuantityInput, useQuantityErrorText } from './quantity-input';
import { readQuantity } from './quantity';
import type { ConfirmActions } from './ticket-flow';
import {
  ConfirmStep,
  EstimatedFee,
  PlacedOrder,
  QueryState,
  TicketForm,
  TicketPanel,
  useResultText,
} from './ticket-parts';

/** Renders with the shell's and the ticket's texts only: the shared ticket needs no area's namespace. */
async function render(ui: ReactNode, language: Language = 'en'): Promise<string> {
  const translated = {
    'zh-HK': { shell: shellZhHK, ticket: ticketZhHK },
    'zh-CN': { shell: shellZhCN, ticket: ticketZhCN },
  } as const;
  const translator = createTranslator(
    { shell: shellEnglish, ticket: ticketEnglish },
    language,
    async (inLanguage, namespace) =>
      inLanguage === 'en' ? {} : namespace === 'ticket' ? translated[inLanguage].ticket : translated[inLanguage].shell,
  );
  await translator.loadNamespaces(['ticket']);
  await translator.ready;
  return renderToStaticMarkup(
    <I18nContext value={translator}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nContext>,
  );
}

const textOf = (markup: string) =>
  markup
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const noop = () => undefined;
const actions = (change: Partial<ConfirmActions> = {}): ConfirmActions => ({
  onEdit: noop,
  onSubmit: noop,
  submitting: false,
  ...change,
});

const cashLike = defineResultCatalogue(
  'cashWithdrawal',
  {
    accepted: { code: 0, text: { en: 'Withdrawal accepted.', 'zh-HK': '已接納提款。', 'zh-CN': '已接纳提款。' } },
    overLimit: {
      code: 1,
      text: { en: 'Above your daily limit.', 'zh-HK': '超過每日限額。', 'zh-CN': '超过每日限额。' },
    },
    unknown: { code: 99, text: { en: 'Not completed.', 'zh-HK': '未能完成。', 'zh-CN': '未能完成的。' } },
  },
  'unknown',
);

describe('the confirm step', () => {
  it('shows the order (children), the area’s note, and the submit and edit buttons', async () => {
    const text = textOf(
      await render(
        <ConfirmStep actions={actions()} note="Figures are estimates.">
          <p>Withdraw 500.00 HKD</p>
        </ConfirmStep>,
      ),
    );
    expect(text).toBe('Confirm your order Withdraw 500.00 HKD Figures are estimates. Confirm and submit Edit');
  });

  it('says a refusal in the reader’s language, from the area’s catalogue', async () => {
    const failed = actions({ failure: resultFailure(cashLike, 'overLimit') });
    const step = <ConfirmStep actions={failed}>order</ConfirmStep>;
    expect(textOf(await render(step))).toContain('Above your daily limit.');
    expect(textOf(await render(step, 'zh-HK'))).toContain('超過每日限額。');
    const markup = await render(step, 'zh-CN');
    expect(textOf(markup)).toContain('超过每日限额。 确认并提交 修改');
    expect(markup).toContain('data-result="overLimit"');
  });

  it('says what to do after input the server refused, or no answer', async () => {
    const input = actions({ failure: { kind: 'input', message: 'amount: too many decimals' } });
    expect(textOf(await render(<ConfirmStep actions={input}>order</ConfirmStep>))).toContain(
      'The server refused the order’s input: amount: too many decimals',
    );
    const lost = actions({ failure: { kind: 'other' } });
    expect(textOf(await render(<ConfirmStep actions={lost}>order</ConfirmStep>, 'zh-HK'))).toContain(
      '同一交易指示不會重複下單',
    );
    const reused = actions({ failure: { kind: 'referenceReused', orderId: 'F000042' } });
    expect(textOf(await render(<ConfirmStep actions={reused}>order</ConfirmStep>))).toContain(
      'was placed as order F000042 with its earlier details',
    );
    expect(textOf(await render(<ConfirmStep actions={reused}>order</ConfirmStep>, 'zh-CN'))).toContain('F000042');
  });

  it('keeps the edit button off while the order is being sent', async () => {
    const markup = await render(<ConfirmStep actions={actions({ submitting: true })}>order</ConfirmStep>);
    expect(markup).toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*Edit/s);
    expect(markup).toMatch(/<button[^>]*data-loading="true"[^>]*data-testid="submit-order"/);
  });
});

describe('the ticket form', () => {
  it('ends in the review button, disabled while blocked, with another action beside it', async () => {
    const open = await render(
      <TicketForm onReview={noop} blocked={false} aside={<button type="button">Add a line</button>}>
        <label>Amount</label>
      </TicketForm>,
    );
    expect(textOf(open)).toBe('Amount Add a line Review order');
    expect(open).not.toMatch(/<button[^>]*disabled[^>]*data-testid="review"/);
    const blocked = await render(
      <TicketForm onReview={noop} blocked>
        x
      </TicketForm>,
      'zh-CN',
    );
    expect(blocked).toMatch(/<button[^>]*disabled[^>]*data-testid="review"/);
    expect(textOf(blocked)).toContain('检视交易指示');
  });

  it('is named by its heading, says why its request was refused, and names its button for what it asks', async () => {
    const refused = resultFailure(cashLike, 'overLimit');
    const markup = await render(
      <TicketForm
        onReview={noop}
        blocked={false}
        heading="Exchange"
        failure={refused}
        reviewLabel="Get quote"
        reviewTestId="get-quote"
        reviewing
      >
        <label>Amount</label>
      </TicketForm>,
    );
    expect(textOf(markup)).toBe('Exchange Amount Above your daily limit. Get quote');
    const headingId = /<h2[^>]*id="([^"]+)"[^>]*>Exchange<\/h2>/.exec(markup)?.[1];
    expect(headingId).toBeDefined();
    expect(markup).toMatch(new RegExp(`<form [^>]*aria-labelledby="${String(headingId)}"`));
    expect(markup).toMatch(/data-testid="order-failure" data-result="overLimit" role="alert"/);
    expect(markup).toMatch(/<button[^>]*data-loading="true"[^>]*data-testid="get-quote"/);
    expect(markup).not.toContain('data-testid="review"');
  });

  it('has no name of its own and no alert without a heading and a refusal', async () => {
    const markup = await render(
      <TicketForm onReview={noop} blocked={false}>
        x
      </TicketForm>,
    );
    expect(markup).not.toContain('aria-labelledby');
    expect(markup).not.toContain('<h2');
    expect(markup).not.toContain('role="alert"');
  });
});

describe('a ticket panel', () => {
  it('shows its heading above what it holds, with its test id', async () => {
    const markup = await render(
      <TicketPanel heading="Your cash" testId="ticket-cash">
        <p>HKD 1,000.00</p>
      </TicketPanel>,
    );
    expect(textOf(markup)).toBe('Your cash HKD 1,000.00');
    expect(markup).toMatch(/<div[^>]*data-testid="ticket-cash"><div[^>]*><p[^>]*>Your cash<\/p><p>HKD/);
  });
});

describe('the quantity and amount fields', () => {
  function QuantityWithError({ text }: { text: string }) {
    const errorText = useQuantityErrorText();
    return (
      <QuantityInput
        label="Quantity"
        value={text}
        onChange={noop}
        error={errorText(readQuantity(text, 2).error)}
        testId="quantity"
        fill={{ label: 'All', value: '120.5', testId: 'all' }}
      />
    );
  }

  it('shows the error of what was typed in the reader’s language, and a shortcut that fills it in', async () => {
    const markup = await render(<QuantityWithError text="1.234" />);
    expect(textOf(markup)).toContain('Use at most 2 decimal places.');
    expect(markup).toContain('inputMode="decimal"');
    expect(markup).toContain('data-testid="all"');
    expect(textOf(await render(<QuantityWithError text="" />, 'zh-HK'))).toContain('請輸入數值。');
  });

  it('formats the amounts an error names', async () => {
    function Above() {
      const errorText = useQuantityErrorText();
      return <p>{errorText({ key: 'aboveAvailable', values: { amount: '50000', currency: 'USD' } })}</p>;
    }
    expect(textOf(await render(<Above />))).toBe('More than your available 50,000 USD.');
  });

  it('offers the currencies an amount may be paid in', async () => {
    const markup = await render(
      <AmountInput
        amountLabel="Amount"
        amount="100"
        onAmount={noop}
        error={undefined}
        currencyLabel="Pay with"
        currency="USD"
        currencies={['HKD', 'USD']}
        onCurrency={noop}
        testIds={{ amount: 'amount-input', currency: 'currency-select' }}
      />,
    );
    expect(markup).toMatch(/<option value="HKD">HKD<\/option><option value="USD"[^>]*>USD<\/option>/);
    expect(markup).toContain('data-testid="amount-input"');
  });
});

describe('the rest of the frame', () => {
  it('shows the estimated fee with its percent, to the currency’s precision', async () => {
    const fee = <EstimatedFee percent="1.50" fee={new ExactDecimal('19.2')} precision={2} currency="USD" />;
    expect(textOf(await render(fee))).toBe('Estimated fee (1.5%) 19.20 USD');
    expect(textOf(await render(fee, 'zh-HK'))).toBe('預計費用（1.5%） 19.20 USD');
  });

  it('shows a placed order with the area’s success text, and says when it was only replayed', async () => {
    function Placed({ replayed }: { replayed: boolean }) {
      const resultText = useResultText(cashLike);
      return (
        <PlacedOrder message={resultText('accepted')} replayed={replayed} onNewOrder={noop}>
          W-0001
        </PlacedOrder>
      );
    }
    expect(textOf(await render(<Placed replayed={false} />))).toBe(
      'Order placed Withdrawal accepted. W-0001 Place another order',
    );
    expect(textOf(await render(<Placed replayed />, 'zh-HK'))).toBe(
      '已下單 已接納提款。 此交易指示早前已下單，現顯示如下。 W-0001 再下一單',
    );
  });

  it('names a request that is not an order with the area’s own heading and new-request button', async () => {
    const placed = (
      <PlacedOrder
        message="Request D-1 was submitted."
        replayed={false}
        onNewOrder={noop}
        heading="Deposit request submitted"
        newOrderLabel="Make another deposit request"
      >
        D-1
      </PlacedOrder>
    );
    expect(textOf(await render(placed))).toBe(
      'Deposit request submitted Request D-1 was submitted. D-1 Make another deposit request',
    );
  });

  it('waits with a status, and offers a retry when loading failed', async () => {
    expect(await render(<QueryState failed={false} onRetry={noop} />)).toContain('role="status"');
    expect(textOf(await render(<QueryState failed onRetry={noop} />))).toBe('This could not be loaded. Try again');
  });
});
