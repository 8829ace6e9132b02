// @vitest-environment jsdom
// The corporate action page live: the actions on the client's holdings with their terms and effect, an election on
// a rights issue to its confirm step and answer, a refusal in the reader's language (React in jsdom, act).
import { describe, expect, it } from 'vitest';
import type { CorporateAction } from '@portal/contract';
import { fakeServer, resultRefusal } from '../../../shared/api/fake-server';
import type { Mounted } from '../market/market-fixtures';
import { byTestId, click, fakeLiveQuotes, mount, settle, typeInto, setUpPageTests } from '../market/market-fixtures';
import { CorporateActionPage } from './corporate-action-page';

let mounted: Mounted | undefined;
setUpPageTests();

const rights: CorporateAction = {
  actionId: 'CA-00016-RIGHTS',
  stockId: 'HKEX-00016',
  code: '00016',
  names: { en: 'Sun Hung Kai Properties', 'zh-HK': '新鴻基地產', 'zh-CN': '新鸿基地产' },
  kind: 'rightsIssue',
  currency: 'HKD',
  cashPerShare: null,
  ratioNew: 1,
  ratioOld: 5,
  price: '80',
  exDate: '2025-01-14',
  payDate: '2025-01-22',
  electionDeadline: '2025-01-20T08:00:00.000Z',
  electable: ['subscribe'],
  status: 'recorded',
  entitlement: {
    heldQuantity: '1000',
    entitledQuantity: '200',
    entitledCash: '0',
    election: null,
    electedQuantity: null,
    holdAmount: null,
    electedAt: null,
    cashAmount: null,
    sharesAmount: null,
    appliedAt: null,
  },
  heldNow: '1000',
};

const dividend: CorporateAction = {
  ...rights,
  actionId: 'CA-00005-DIV',
  stockId: 'HKEX-00005',
  code: '00005',
  names: { en: 'HSBC Holdings', 'zh-HK': '滙豐控股', 'zh-CN': '汇丰控股' },
  kind: 'cashDividend',
  cashPerShare: '0.78',
  ratioNew: null,
  ratioOld: null,
  price: null,
  electionDeadline: null,
  electable: [],
  status: 'applied',
  entitlement: {
    heldQuantity: '2000',
    entitledQuantity: '0',
    entitledCash: '1560',
    election: null,
    electedQuantity: null,
    holdAmount: null,
    electedAt: null,
    cashAmount: '1560',
    sharesAmount: '0',
    appliedAt: '2025-01-23T01:00:00.000Z',
  },
  heldNow: '2000',
};

const route = {
  path: '/stocks/corporateAction',
  route: '/stocks/corporateAction',
  namespaces: ['stockIpo', 'ticket'],
} as const;

describe('corporate action page', () => {
  it('shows each action’s terms and effect, and elects on a rights issue after confirming', async () => {
    const server = fakeServer({
      '/api/corporateAction/listCorporateActions': { status: 200, body: { actions: [rights, dividend] } },
      '/api/corporateAction/electCorporateAction': (body) => ({
        status: 200,
        body: {
          action: {
            ...rights,
            electable: [],
            entitlement: {
              ...rights.entitlement,
              election: 'subscribe',
              electedQuantity: (body as { quantity: string }).quantity,
            },
          },
          replayed: false,
        },
      }),
    });
    mounted = await mount(<CorporateActionPage />, { api: server.api, live: fakeLiveQuotes().useQuotes, ...route });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'action-CA-00005-DIV').textContent).toContain('HKD 0.78 per share'));
    expect(byTestId(byTestId(container, 'action-CA-00005-DIV'), 'applied-cash').textContent).toContain('HKD 1,560.00');
    expect(byTestId(container, 'action-CA-00016-RIGHTS').textContent).toContain(
      '1 right for every 5 held, each subscribing one share at HKD 80.00',
    );
    await typeInto(byTestId(container, 'subscribe-quantity') as HTMLInputElement, '201');
    await click(byTestId(container, 'review'));
    await settle(() => expect(mounted?.text()).toContain('Enter a whole number from 1 to 200.'));
    await typeInto(byTestId(container, 'subscribe-quantity') as HTMLInputElement, '150');
    expect(byTestId(container, 'subscription-cost').textContent).toContain('HKD 12,000.00');
    await click(byTestId(container, 'review'));
    await settle(() => expect(byTestId(container, 'confirm-step')).toBeTruthy());
    expect(server.calls.some((call) => call.path.endsWith('electCorporateAction'))).toBe(false);
    await click(byTestId(container, 'submit-order'));
    await settle(() => expect(byTestId(container, 'election-placed').textContent).toBe('Subscribe 150 shares'));
    expect(server.calls.find((call) => call.path.endsWith('electCorporateAction'))?.body).toMatchObject({
      accountCode: 'C10001',
      actionId: 'CA-00016-RIGHTS',
      election: 'subscribe',
      quantity: '150',
    });
  });

  it('shows a refused election in the reader’s language', async () => {
    const server = fakeServer({
      '/api/corporateAction/listCorporateActions': { status: 200, body: { actions: [rights] } },
      '/api/corporateAction/electCorporateAction': resultRefusal(
        'electionClosed',
        'CA05',
        'The election deadline has passed.',
      ),
    });
    mounted = await mount(<CorporateActionPage />, {
      api: server.api,
      live: fakeLiveQuotes().useQuotes,
      language: 'zh-HK',
      ...route,
    });
    const { container } = mounted;
    await settle(() => expect(mounted?.text()).toContain('供股'));
    await click(byTestId(container, 'review'));
    await settle(() => expect(byTestId(container, 'confirm-step')).toBeTruthy());
    await click(byTestId(container, 'submit-order'));
    await settle(() => expect(byTestId(container, 'order-failure').textContent).toBe('選擇截止時間已過。'));
  });

  it('says when no action concerns the holdings', async () => {
    const server = fakeServer({
      '/api/corporateAction/listCorporateActions': { status: 200, body: { actions: [] } },
    });
    mounted = await mount(<CorporateActionPage />, { api: server.api, live: fakeLiveQuotes().useQuotes, ...route });
    await settle(() =>
      expect(byTestId(mounted?.container ?? document.body, 'empty').textContent).toBe(
        'No corporate action concerns your holdings.',
      ),
    );
  });
});
