// @vitest-environment jsdom
// The IPO page live: the lists, an offering's allotment table, the application ticket to its confirm step and
// answer, a refusal in the reader's language, my applications with their result and a cancel (React in jsdom, act).
import { describe, expect, it } from 'vitest';
import type { IpoApplication, IpoOfferingDetail, IpoOfferingSummary } from '@portal/contract';
import { fakeServer, resultRefusal } from '../../../shared/api/fake-server';
import type { Mounted } from '../market/market-fixtures';
import { byTestId, click, fakeLiveQuotes, mount, settle, typeInto, setUpPageTests } from '../market/market-fixtures';
import { estimateApplication } from './ipo-ticket';
import { IpoPage } from './ipo-page';
import { accessibleNameOf } from '../../../app/testing/accessible-names';

let mounted: Mounted | undefined;
setUpPageTests();

const summary: IpoOfferingSummary = {
  offeringId: 'IPO-09901',
  stockId: 'HKEX-09901',
  exchange: 'HKEX',
  code: '09901',
  names: { en: 'Harbour Robotics Holdings', 'zh-HK': '港灣機械人控股', 'zh-CN': '港湾机器人控股' },
  sector: 'technology',
  currency: 'HKD',
  offerPriceLow: '9.8',
  offerPriceHigh: '10.5',
  finalPrice: null,
  boardLot: 500,
  minimumQuantity: '500',
  minimumAmount: '5302.95',
  openAt: '2025-01-14T01:00:00.000Z',
  closeAt: '2025-01-17T04:00:00.000Z',
  resultAt: '2025-01-21T01:00:00.000Z',
  listingDate: '2025-01-22',
  phase: 'open',
  resultAnnounced: false,
  financeAvailable: true,
  applicationId: null,
};

const detail: IpoOfferingDetail = {
  ...summary,
  allotmentTable: [
    { quantity: '500', amount: '5302.95' },
    { quantity: '1000', amount: '10605.89' },
    { quantity: '5000', amount: '53029.46' },
  ],
  publicOfferShares: '12000000',
  cashHandlingFee: '0',
  financeHandlingFee: '100',
  financeDepositPercent: '10',
  proportionDepositPercents: ['20', '30', '50'],
  financeInterestRate: '3.8',
  financeDays: 7,
  prospectusUrl: '/api/stockIpo/prospectus/IPO-09901',
  cash: { available: '20000', onHold: '0' },
};

function applicationOf(change: Partial<IpoApplication> = {}): IpoApplication {
  return {
    applicationId: 'IPA20250115ABCDEF0123',
    clientReference: 'reference-0001',
    accountCode: 'C10001',
    offeringId: 'IPO-09901',
    stockId: 'HKEX-09901',
    code: '09901',
    names: summary.names,
    currency: 'HKD',
    applicationType: 'Cash',
    status: 'pending',
    statusCode: 'P',
    quantity: '500',
    amount: '5302.95',
    depositPercent: '100',
    depositAmount: '5302.95',
    loanAmount: '0',
    interestRate: '0',
    interestAmount: '0',
    handlingFee: '0',
    holdAmount: '5302.95',
    allottedQuantity: null,
    finalPrice: null,
    chargeAmount: null,
    paidAmount: null,
    refundAmount: null,
    loanOutstanding: null,
    appliedAt: '2025-01-15T02:00:00.000Z',
    closeAt: summary.closeAt,
    resultAt: summary.resultAt,
    submittedAt: null,
    resultProcessedAt: null,
    cancelledAt: null,
    cancellable: true,
    ...change,
  };
}

const ipoRoute = { path: '/stocks/ipo', route: '/stocks/ipo', namespaces: ['stockIpo', 'ticket'] } as const;

describe('the IPO ticket estimate', () => {
  it('works out a margin application as the server does', () => {
    const estimate = estimateApplication(detail, {
      type: 'Finance',
      quantity: '5000',
      depositPercent: '20',
      loanAmount: '47000',
    });
    expect(estimate.ok && [estimate.deposit, estimate.interest, estimate.hold].map((value) => value.toFixed())).toEqual(
      ['6029.46', '34.25', '6163.71'],
    );
    expect(
      estimateApplication(detail, { type: 'Finance', quantity: '5000', depositPercent: '', loanAmount: '47726.52' }),
    ).toMatchObject({ ok: false, error: 'loanTooLarge' });
    expect(estimateApplication(detail, { type: 'Cash', quantity: '700', depositPercent: '', loanAmount: '' })).toEqual({
      ok: false,
      error: 'quantity',
    });
  });
});

describe('IPO page', () => {
  it('lists the open IPOs, opens one with its allotment table and prospectus, and applies on margin', async () => {
    const server = fakeServer({
      '/api/stockIpo/listIpos': { status: 200, body: { offerings: [summary] } },
      '/api/stockIpo/ipoDetail': { status: 200, body: detail },
      '/api/stockIpo/applyIpo': (body) => ({
        status: 200,
        body: {
          application: applicationOf({ applicationType: 'Finance', holdAmount: '6163.71', quantity: '5000' }),
          replayed: false,
          echo: body,
        },
      }),
    });
    mounted = await mount(<IpoPage />, { api: server.api, live: fakeLiveQuotes().useQuotes, ...ipoRoute });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'offering-IPO-09901').textContent).toContain('Harbour Robotics'));
    // The card's button is named by its offering, not only 'Details and apply'.
    expect(accessibleNameOf(byTestId(container, 'open-offering'))).toBe(
      `Details and apply ${summary.code} ${summary.names.en}`,
    );
    await click(byTestId(container, 'open-offering'));
    await settle(() => expect(byTestId(container, 'allotment-table').textContent).toContain('53,029.46'));
    const links = [...byTestId(container, 'prospectus-links').querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual([
      '/api/stockIpo/prospectus/IPO-09901?language=en',
      '/api/stockIpo/prospectus/IPO-09901?language=zh-HK',
      '/api/stockIpo/prospectus/IPO-09901?language=zh-CN',
    ]);

    // Margin: the loan typed, the interest and the cash held shown before anything is sent.
    const margin = [...byTestId(container, 'application-type').querySelectorAll('label')].find(
      (label) => label.textContent === 'Margin',
    );
    await click(margin);
    await typeInto(byTestId(container, 'loan-input') as HTMLInputElement, '4000');
    await settle(() => expect(byTestId(container, 'estimate-loan').textContent).toContain('4,000.00'));
    // 4,000 × 3.8% × 7 / 365 = 2.915… → 2.92; held 1,302.95 + 2.92 + 100.
    expect(byTestId(container, 'estimate-interest').textContent).toContain('2.92');
    expect(byTestId(container, 'estimate-held').textContent).toContain('1,405.87');
    await typeInto(byTestId(container, 'loan-input') as HTMLInputElement, '4800');
    await click(byTestId(container, 'review'));
    await settle(() => expect(byTestId(container, 'ticket-error').textContent).toContain('at most HKD 4,772.65'));
    expect(server.calls.some((call) => call.path.endsWith('applyIpo'))).toBe(false);

    await typeInto(byTestId(container, 'loan-input') as HTMLInputElement, '4000');
    await click(byTestId(container, 'review'));
    await settle(() => expect(byTestId(container, 'confirm-step')).toBeTruthy());
    await click(byTestId(container, 'submit-order'));
    await settle(() => expect(byTestId(container, 'order-placed').textContent).toContain('IPA20250115ABCDEF0123'));
    const sent = server.calls.find((call) => call.path.endsWith('applyIpo'))?.body;
    expect(sent).toMatchObject({
      accountCode: 'C10001',
      offeringId: 'IPO-09901',
      applicationType: 'Finance',
      quantity: '500',
      loanAmount: '4000',
    });
  });

  it('shows a refusal in the reader’s language and keeps the ticket', async () => {
    const server = fakeServer({
      '/api/stockIpo/listIpos': { status: 200, body: { offerings: [summary] } },
      '/api/stockIpo/ipoDetail': { status: 200, body: detail },
      '/api/stockIpo/applyIpo': resultRefusal(
        'insufficientFund',
        'ERR506',
        'There is not enough cash for the application amount and its fee.',
      ),
    });
    mounted = await mount(<IpoPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      language: 'zh-HK',
      ...ipoRoute,
    });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'offering-IPO-09901').textContent).toContain('港灣機械人控股'));
    expect(mounted.text()).toContain('現正招股');
    await click(byTestId(container, 'open-offering'));
    await settle(() => expect(byTestId(container, 'ipo-ticket')).toBeTruthy());
    await click(byTestId(container, 'review'));
    await settle(() => expect(byTestId(container, 'confirm-step')).toBeTruthy());
    await click(byTestId(container, 'submit-order'));
    await settle(() =>
      expect(byTestId(container, 'order-failure').textContent).toBe('可用現金不足以支付認購金額及手續費。'),
    );
  });

  it('lists my applications with their result and cancels a pending one after asking', async () => {
    let applications = [
      applicationOf(),
      applicationOf({
        applicationId: 'IPA20250110FEDCBA9876',
        offeringId: 'IPO-09905',
        code: '09905',
        status: 'completed',
        statusCode: 'A',
        allottedQuantity: '2000',
        refundAmount: '1234.5',
        cancellable: false,
      }),
    ];
    const server = fakeServer({
      '/api/stockIpo/listIpos': { status: 200, body: { offerings: [] } },
      '/api/stockIpo/myIpoApplications': () => ({ status: 200, body: { applications } }),
      '/api/stockIpo/cancelIpoApplication': () => {
        applications = applications.map((application) =>
          application.applicationId === 'IPA20250115ABCDEF0123'
            ? { ...application, status: 'deleted', statusCode: 'D', cancellable: false }
            : application,
        );
        return { status: 200, body: { application: applications[0] } };
      },
    });
    mounted = await mount(<IpoPage />, { api: server.api, live: fakeLiveQuotes().useQuotes, ...ipoRoute });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'empty').textContent).toBe('No IPO is open for application now.'));
    await click(byTestId(container, 'tab-mine'));
    await settle(() => expect(byTestId(container, 'my-applications')).toBeTruthy());
    const done = byTestId(container, 'application-IPA20250110FEDCBA9876');
    expect(byTestId(done, 'application-status').textContent).toBe('Completed');
    expect(byTestId(done, 'application-allotted').textContent).toBe('2,000');
    expect(byTestId(done, 'application-refund').textContent).toBe('HKD 1,234.50');
    expect(done.querySelector('[data-testid="cancel-application"]')).toBeNull();

    const pending = byTestId(container, 'application-IPA20250115ABCDEF0123');
    expect(accessibleNameOf(byTestId(pending, 'cancel-application'))).toBe('Cancel IPA20250115ABCDEF0123');
    await click(byTestId(pending, 'cancel-application'));
    expect(server.calls.some((call) => call.path.endsWith('cancelIpoApplication'))).toBe(false);
    await click(byTestId(pending, 'confirm-cancel'));
    await settle(() =>
      expect(byTestId(byTestId(container, 'application-IPA20250115ABCDEF0123'), 'application-status').textContent).toBe(
        'Cancelled',
      ),
    );
  });

  it('opens the tab and the offering the address names, goes back to that tab, and says when the IPO is unknown', async () => {
    const server = fakeServer({
      '/api/stockIpo/listIpos': { status: 200, body: { offerings: [{ ...summary, phase: 'closed' }] } },
      '/api/stockIpo/ipoDetail': (body) =>
        Reflect.get(body as object, 'offeringId') === 'IPO-09901'
          ? { status: 200, body: { ...detail, phase: 'closed' } }
          : resultRefusal('ipoNotFound', 'ERR500', 'No such offering.'),
    });
    mounted = await mount(<IpoPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      ...ipoRoute,
      path: '/stocks/ipo?tab=closed&offering=IPO-09901',
    });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'allotment-table').textContent).toContain('53,029.46'));
    // The detail's card has no button to open what is already open.
    expect(container.querySelector('[data-testid="open-offering"]')).toBeNull();
    expect(container.querySelector('[data-testid="tab-closed"]')?.getAttribute('aria-selected')).toBe('true');
    expect(server.calls.some((call) => call.path.endsWith('listIpos'))).toBe(false);
    await click(byTestId(container, 'back-to-list'));
    await settle(() => expect(byTestId(container, 'offering-IPO-09901')).toBeTruthy());
    expect(server.calls.find((call) => call.path.endsWith('listIpos'))?.body).toMatchObject({ phase: 'closed' });
    mounted.unmount();

    mounted = await mount(<IpoPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      language: 'zh-HK',
      ...ipoRoute,
      path: '/stocks/ipo?offering=IPO-UNKNOWN',
    });
    const unknown = mounted.container;
    await settle(() => expect(byTestId(unknown, 'offering-failure').textContent).toBe('找不到該新股。'));
    expect(byTestId(unknown, 'back-to-list')).toBeTruthy();
    mounted.unmount();

    // An id the server refuses as malformed input names no offering either.
    const malformed = fakeServer({
      '/api/stockIpo/ipoDetail': { status: 400, body: { code: 'VALIDATION', message: 'offeringId: Not an IPO id' } },
    });
    mounted = await mount(<IpoPage />, {
      api: malformed.api,
      live: fakeLiveQuotes().useQuotes,
      ...ipoRoute,
      path: '/stocks/ipo?offering=%3Cb%3E',
    });
    const refused = mounted.container;
    await settle(() => expect(byTestId(refused, 'offering-failure').textContent).toBe('The IPO could not be found.'));
    expect(malformed.calls[0]?.body).toMatchObject({ offeringId: '<b>' });
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let failing = true;
    const server = fakeServer({
      '/api/stockIpo/listIpos': () =>
        failing
          ? { status: 500, body: { code: 'INTERNAL', message: 'down' } }
          : { status: 200, body: { offerings: [summary] } },
    });
    mounted = await mount(<IpoPage />, { api: server.api, live: fakeLiveQuotes().useQuotes, ...ipoRoute });
    const { container } = mounted;
    await settle(() => expect(mounted?.text()).toContain('This could not be loaded.'));
    failing = false;
    await click(container.querySelector('[role="alert"] button'));
    await settle(() => expect(byTestId(container, 'offering-IPO-09901')).toBeTruthy());
  });
});
