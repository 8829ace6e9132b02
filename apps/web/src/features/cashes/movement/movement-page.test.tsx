// @vitest-environment jsdom
// The cash movement page live (React in jsdom, the real api client over a fake network): the balances, the movements
// a page at a time with their running balance and "load more", the filters sent with each page and the export, an
// end date before the start said in words with nothing asked, and a card per movement on a phone.
import { describe, expect, it } from 'vitest';
import type { CashBalances, CashMovement } from '@portal/contract';
import { byTestId, click, mount, selectOption, settle, setUpPageTests, typeInto } from '../../../app/testing/mount';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer, keysetPages } from '../../../shared/api/fake-server';
import { phoneQuery } from '../../../shared/history-list/history-list';
import { catchingDownloads, whileMediaMatches } from '../../../shared/testing/stub-browser';
import { CashMovementApiContext } from './movement-api';
import { CashMovementPage } from './movement-page';

setUpPageTests();

const balances: CashBalances = {
  reportingCurrency: 'HKD',
  balances: ['HKD', 'USD', 'CNY'].map((currency) => ({
    currency,
    available: '1000',
    onHold: '0',
    unsettled: '0',
    withdrawable: '1000',
    rate: currency === 'HKD' ? null : '7.8',
    rateTime: currency === 'HKD' ? null : '2026-11-23T02:00:00.000Z',
  })),
  total: '3000',
  rateTime: '2026-11-23T02:00:00.000Z',
};

/** 25 HKD movements, newest first: holds of 100.00 taken from 10,000.00. */
const movements: CashMovement[] = Array.from({ length: 25 }, (_, index) => ({
  journalId: `J${String(100 - index)}`,
  lineNumber: 1,
  at: new Date(Date.UTC(2026, 10, 23, 8) - index * 60_000).toISOString(),
  type: 'fundSettlement',
  kind: 'fundOrder.hold',
  reference: `FO${String(100 - index)}`,
  currency: 'HKD',
  amount: '-100',
  balance: String(7500 + index * 100),
  status: 'held',
}));

function movementServer() {
  return fakeServer({
    '/api/cashMovement/cashBalances': { status: 200, body: balances },
    '/api/cashMovement/searchCashMovements': keysetPages('movements', movements),
    '/api/cashMovement/exportCashMovements': {
      status: 200,
      body: { fileName: 'cash-movements.csv', contentType: 'text/csv', content: '\uFEFF"Time"\r\n', rows: 25 },
    },
  });
}

const mountMovements = (api: Api) =>
  mount(<CashMovementPage />, {
    namespaces: ['cashMovement'],
    path: '/cashes/movement',
    wrap: (page) => <CashMovementApiContext value={api}>{page}</CashMovementApiContext>,
  });

const rows = (container: HTMLElement) => container.querySelectorAll<HTMLElement>('[data-testid="movement-row"]');

describe('the cash movement page', () => {
  it('shows the balances and the movements with their running balance, 20 first and the rest after "load more"', async () => {
    const server = movementServer();
    const page = await mountMovements(server.api);
    await settle(() => expect(rows(page.container)).toHaveLength(20));
    expect(page.container.querySelectorAll('[data-testid="balance-card"]')).toHaveLength(3);
    expect(byTestId(page.container, 'balance-total-value').textContent).toBe('3,000.00 HKD');
    const first = rows(page.container)[0];
    expect(first?.getAttribute('data-currency')).toBe('HKD');
    expect(first?.querySelector('[data-testid="movement-amount"]')?.textContent).toBe('-100.00 HKD');
    expect(first?.querySelector('[data-testid="movement-balance"]')?.textContent).toBe('7,500.00 HKD');
    expect(first?.querySelector('[data-testid="movement-status"]')?.textContent).toBe('Held');
    expect(first?.textContent).toContain('Held for fund order');
    await click(byTestId(page.container, 'more'));
    await settle(() => expect(rows(page.container)).toHaveLength(25));
    expect(page.container.querySelector('[data-testid="more"]')).toBeNull();
    const asked = server.calls.filter((call) => call.path === '/api/cashMovement/searchCashMovements');
    expect(asked.map((call) => (call.body as { cursor?: string }).cursor)).toEqual([undefined, '20']);
  });

  it('sends the filters with the list and the export; an end before the start is said and asks nothing', async () => {
    await catchingDownloads(async (saved) => {
      const server = movementServer();
      const page = await mountMovements(server.api);
      await settle(() => expect(rows(page.container)).toHaveLength(20));
      await selectOption(byTestId(page.container, 'filter-currency'), 'HKD');
      await settle(() => expect(server.calls.at(-1)?.body).toMatchObject({ currency: 'HKD', types: [], pageSize: 20 }));
      await click(byTestId(page.container, 'export-csv'));
      await settle(() => expect(byTestId(page.container, 'export-done').textContent).toBe('25 movements exported.'));
      expect(server.calls.find((call) => call.path === '/api/cashMovement/exportCashMovements')?.body).toMatchObject({
        currency: 'HKD',
        language: 'en',
      });

      const searches = () => server.calls.filter((call) => call.path === '/api/cashMovement/searchCashMovements');
      await typeInto(byTestId(page.container, 'filter-date-from'), '2030-02-01');
      await settle(() => expect(searches().at(-1)?.body).toMatchObject({ fromDate: '2030-02-01' }));
      const asked = searches().length;
      await typeInto(byTestId(page.container, 'filter-date-to'), '2030-01-01');
      expect(byTestId(page.container, 'inverted-range').textContent).toBe('The end date is before the start date.');
      expect(rows(page.container)).toHaveLength(0);
      expect(byTestId(page.container, 'export-csv').hasAttribute('disabled')).toBe(true);
      expect(searches()).toHaveLength(asked);
      expect(saved).toEqual(['cash-movements.csv']);
    });
  });

  it('stacks the movements as cards on a phone, each with its amount and the balance after it', async () => {
    await whileMediaMatches(phoneQuery, async () => {
      const page = await mountMovements(movementServer().api);
      await settle(() => expect(rows(page.container)).toHaveLength(20));
      expect(page.container.querySelector('table')).toBeNull();
      const first = rows(page.container)[0];
      expect(first?.querySelector('[data-testid="movement-amount"]')?.textContent).toBe('-100.00 HKD');
      expect(first?.querySelector('[data-testid="movement-balance"]')?.textContent).toBe('Balance 7,500.00 HKD');
    });
  });
});
