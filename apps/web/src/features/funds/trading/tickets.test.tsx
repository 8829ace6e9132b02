import { afterEach, describe, expect, it } from 'vitest';
import { fundOrderResultCatalogue } from '@portal/contract/domain/order/fund-order-results';
import { queryClient } from '../../../shared/api/query-client';
import { resultFailure } from '../../../shared/ticket/order-failure';
import { apiQueryOptions } from '../../../shared/api/api-query';
import { BulkSubscribeView, bulkReady } from './bulk-subscribe-page';
import type { BulkSubscribeViewProps } from './bulk-subscribe-page';
import { RedeemTicketView } from './redeem-page';
import type { RedeemTicketViewProps } from './redeem-page';
import { SubscribePage, SubscribeTicketView } from './subscribe-page';
import type { SubscribeTicketViewProps } from './subscribe-page';
import { SwitchTicketView, switchReady } from './switch-ticket';
import type { SwitchTicketViewProps } from './switch-ticket';
import { account, orderOf, render, termsOf, textOf } from './trading-fixtures';

const noop = () => undefined;

function subscribeProps(change: Partial<SubscribeTicketViewProps> = {}): SubscribeTicketViewProps {
  return {
    terms: termsOf(),
    amount: '',
    onAmount: noop,
    currency: 'USD',
    onCurrency: noop,
    showErrors: false,
    step: 'form',
    onReview: noop,
    onEdit: noop,
    onSubmit: noop,
    submitting: false,
    onNewOrder: noop,
    ...change,
  };
}

afterEach(() => queryClient.clear());

describe('the subscribe ticket', () => {
  it('shows the terms: NAV, minimum, fee, the brand’s cut-off and the expected dealing and settlement dates', async () => {
    const text = textOf(await render(<SubscribeTicketView {...subscribeProps()} />));
    expect(text).toContain('Global Equity Fund');
    expect(text).toContain('Latest NAV (2026-11-20) 12.3456 USD');
    expect(text).toContain('Minimum subscription 1,000.00 USD');
    expect(text).toContain('Subscription fee 1.5%');
    expect(text).toContain('Order cut-off time 16:00 Hong Kong time');
    expect(text).toContain('Expected dealing date 2026-11-24');
    expect(text).toContain('Expected settlement date 2026-11-27');
    expect(text).toContain('Available 1,000,000.00 1 HKD = 0.128 USD');
    // The time of the rate, from the server's FX source (ADR 034): 02:00 UTC is 10:00 in Hong Kong.
    expect(text).toContain('1 HKD = 0.128 USD (rate as of 10:00)');
    expect(text).toContain('public holidays are not taken into account');
  });

  it('puts a field error beside the amount once the client reviews, and disables review while it is invalid', async () => {
    const markup = await render(<SubscribeTicketView {...subscribeProps({ amount: '999.999', showErrors: true })} />);
    expect(textOf(markup)).toContain('Use at most 2 decimal places.');
    expect(markup).toMatch(/<button[^>]*disabled[^>]*data-testid="review"/);
    const below = await render(
      <SubscribeTicketView {...subscribeProps({ amount: '5000', currency: 'HKD', showErrors: true })} />,
    );
    expect(textOf(below)).toContain('The minimum is 7,812.5 HKD.');
    expect(textOf(below)).toContain('About 640.00 USD in the fund’s currency');
    const hidden = await render(<SubscribeTicketView {...subscribeProps({ amount: 'abc' })} />);
    expect(textOf(hidden)).not.toContain('Enter a number');
  });

  it('warns before the client submits a fund above their risk level', async () => {
    const markup = await render(
      <SubscribeTicketView {...subscribeProps({ terms: termsOf({ riskLevel: 'High', clientRiskLevel: 'Medium' }) })} />,
    );
    expect(markup).toContain('data-testid="risk-warning"');
    expect(await render(<SubscribeTicketView {...subscribeProps()} />)).not.toContain('data-testid="risk-warning"');
  });

  it('confirms with the estimated fee and units before submitting', async () => {
    const text = textOf(
      await render(<SubscribeTicketView {...subscribeProps({ amount: '10000', currency: 'HKD', step: 'confirm' })} />),
    );
    expect(text).toContain('Confirm your order');
    expect(text).toContain('Amount 10,000.00 HKD');
    expect(text).toContain('Amount in USD 1,280.00 USD');
    expect(text).toContain('Estimated fee (1.5%) 19.20 USD');
    expect(text).toContain('Estimated units 102.1254');
    expect(text).toContain('Confirm and submit');
  });

  it('shows a refusal in the reader’s language', async () => {
    const props = subscribeProps({
      amount: '2000',
      step: 'confirm',
      failure: resultFailure(fundOrderResultCatalogue, 'riskLevelViolation'),
    });
    expect(textOf(await render(<SubscribeTicketView {...props} />))).toContain(
      "The fund's risk level is above your risk profile.",
    );
    expect(textOf(await render(<SubscribeTicketView {...props} />, { language: 'zh-HK' }))).toContain(
      '此基金的風險級別高於您的風險取向。',
    );
    expect(textOf(await render(<SubscribeTicketView {...props} />, { language: 'zh-CN' }))).toContain(
      '此基金的风险级别高于您的风险取向。',
    );
    const lost = subscribeProps({ amount: '2000', step: 'confirm', failure: { kind: 'other' } });
    expect(textOf(await render(<SubscribeTicketView {...lost} />))).toContain(
      'the same order will not be placed twice',
    );
  });

  it('shows the placed order with its number, status and dates, and links onwards', async () => {
    const markup = await render(
      <SubscribeTicketView
        {...subscribeProps({ placed: { result: 'success', resultCode: 0, order: orderOf(), replayed: true } })}
      />,
    );
    const text = textOf(markup);
    expect(text).toContain('Order placed');
    expect(text).toContain('FO000001');
    expect(text).toContain('Subscription · Pending');
    expect(text).toContain('10,000.00 HKD');
    expect(text).toContain('This order had already been placed');
    expect(markup).toContain('href="/funds/history"');
  });

  it('reads the fund from the route and its terms for the active account', async () => {
    queryClient.setQueryData(
      apiQueryOptions('fundOrder', 'fundTradeTerms', { ...account, fundId: 'F0001' }).queryKey,
      termsOf(),
    );
    const markup = await render(<SubscribePage />, { path: '/funds/subscribe/F0001', route: '/funds/subscribe/:id?' });
    expect(markup).toMatch(/<h1[^>]*>Subscribe<\/h1>/);
    expect(textOf(markup)).toContain('Minimum subscription 1,000.00 USD');
    expect(markup).toContain('data-testid="amount-input"');
  });
});

function redeemProps(change: Partial<RedeemTicketViewProps> = {}): RedeemTicketViewProps {
  return {
    terms: termsOf(),
    basis: 'unit',
    onBasis: noop,
    quantity: '',
    onQuantity: noop,
    showErrors: false,
    step: 'form',
    onReview: noop,
    onEdit: noop,
    onSubmit: noop,
    submitting: false,
    onNewOrder: noop,
    ...change,
  };
}

describe('the redeem ticket', () => {
  it('shows the holding and checks the units against it', async () => {
    const text = textOf(await render(<RedeemTicketView {...redeemProps({ quantity: '200', showErrors: true })} />));
    expect(text).toContain('Units available 120.5000');
    expect(text).toContain('Worth about 1,487.64 USD');
    expect(text).toContain('More than your 120.5 available units.');
    expect(text).toContain('Redemption fee 0.5%');
  });

  it('confirms units, gross, fee and proceeds', async () => {
    const text = textOf(await render(<RedeemTicketView {...redeemProps({ quantity: '100', step: 'confirm' })} />));
    expect(text).toContain('Units 100.0000');
    expect(text).toContain('Estimated fee (0.5%) 6.17 USD');
    expect(text).toContain('Estimated proceeds 1,228.39 USD');
  });

  it('says insufficientRedemptionQuantity in words', async () => {
    const props = redeemProps({
      quantity: '100',
      step: 'confirm',
      failure: resultFailure(fundOrderResultCatalogue, 'insufficientRedemptionQuantity'),
    });
    expect(textOf(await render(<RedeemTicketView {...props} />))).toContain('You do not hold enough units to redeem.');
  });
});

function switchProps(change: Partial<SwitchTicketViewProps> = {}): SwitchTicketViewProps {
  return {
    mode: 'multi',
    terms: termsOf(),
    funds: [],
    basis: 'unit',
    onBasis: noop,
    quantity: '50',
    onQuantity: noop,
    targets: [
      { fundId: 'F0002', percent: '60' },
      { fundId: 'F0003', percent: '40' },
    ],
    onTargets: noop,
    documents: {
      F0001: [
        {
          documentId: 'fund:F0001:factSheet',
          fundId: 'F0001',
          kind: 'factSheet',
          name: 'F0001-fact-sheet.pdf',
          date: '2026-11-20',
          url: '/api/fundDocument/file/fund:F0001:factSheet',
          sizeBytes: 2048,
        },
      ],
    },
    acknowledged: false,
    onAcknowledged: noop,
    showErrors: false,
    step: 'form',
    onReview: noop,
    onEdit: noop,
    onSubmit: noop,
    submitting: false,
    onNewOrder: noop,
    ...change,
  };
}

describe('the switch tickets', () => {
  it('need the trade documents acknowledged, with links to them', async () => {
    const props = switchProps({ showErrors: true });
    expect(switchReady(props)).toBe(false);
    expect(switchReady({ ...props, acknowledged: true })).toBe(true);
    const markup = await render(<SwitchTicketView {...props} />);
    expect(markup).toContain('href="/api/fundDocument/file/fund:F0001:factSheet"');
    expect(textOf(markup)).toContain('Acknowledge the trade documents first.');
    expect(textOf(markup)).toContain('Total 100%');
  });

  it('checks the targets add up to 100', async () => {
    const props = switchProps({
      showErrors: true,
      acknowledged: true,
      targets: [
        { fundId: 'F0002', percent: '60' },
        { fundId: 'F0003', percent: '30' },
      ],
    });
    expect(textOf(await render(<SwitchTicketView {...props} />))).toContain('The percentages add up to 90, not 100.');
  });

  it('offers one target without percentages when one-to-one', async () => {
    const markup = await render(
      <SwitchTicketView {...switchProps({ mode: 'single', targets: [{ fundId: '', percent: '100' }] })} />,
    );
    expect(markup).not.toContain('data-testid="target-percent"');
    expect(markup.match(/data-testid="target-fund"/g)).toHaveLength(1);
  });

  it('shows every leg of a placed switch', async () => {
    const legs = [
      orderOf({
        orderId: 'FO1',
        kind: 'switchOut',
        type: 'R',
        direction: 'O',
        basis: 'unit',
        units: '50',
        amount: null,
        payAmount: null,
      }),
      orderOf({ orderId: 'FO2', kind: 'switchIn', fundId: 'F0002', amount: null, payAmount: null }),
    ];
    const markup = await render(<SwitchTicketView {...switchProps({ placed: { orders: legs, replayed: false } })} />);
    expect(markup.match(/data-testid="placed-order"/g)).toHaveLength(2);
    expect(textOf(markup)).toContain('Switch out · Pending');
  });
});

describe('the bulk subscribe ticket', () => {
  const terms = { F0001: termsOf(), F0002: termsOf({ fundId: 'F0002' }) };
  const termsById = (fundId: string) =>
    fundId === 'F0001' ? terms.F0001 : fundId === 'F0002' ? terms.F0002 : undefined;

  it('is ready when every line has a fund, once, and a valid amount', () => {
    expect(
      bulkReady(
        [
          { fundId: 'F0001', amount: '2000', currency: 'USD' },
          { fundId: 'F0002', amount: '10000', currency: 'HKD' },
        ],
        termsById,
      ),
    ).toBe(true);
    // HKD 7,000 is USD 896, below the USD 1,000 minimum.
    expect(bulkReady([{ fundId: 'F0002', amount: '7000', currency: 'HKD' }], termsById)).toBe(false);
    expect(
      bulkReady(
        [
          { fundId: 'F0001', amount: '2000', currency: 'USD' },
          { fundId: 'F0001', amount: '2000', currency: 'USD' },
        ],
        termsById,
      ),
    ).toBe(false);
  });

  it('shows each line’s own result', async () => {
    const props: BulkSubscribeViewProps = {
      funds: [],
      items: [],
      onItems: noop,
      termsOf: termsById,
      showErrors: false,
      step: 'form',
      onReview: noop,
      onEdit: noop,
      onSubmit: noop,
      submitting: false,
      onNewOrder: noop,
      results: [
        { fundId: 'F0001', result: 'success', resultCode: 0, message: 'ok', order: orderOf(), replayed: false },
        {
          fundId: 'F0002',
          result: 'insufficientPurchasingPower',
          resultCode: 10,
          message: 'no cash',
          order: null,
          replayed: false,
        },
      ],
    };
    const text = textOf(await render(<BulkSubscribeView {...props} />));
    expect(text).toContain('The fund order has been accepted. · FO000001');
    expect(text).toContain('There is not enough cash available for this subscription.');
  });
});
