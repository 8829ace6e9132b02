// @vitest-environment jsdom
// The request history live (React in jsdom, the real api client over a fake network): the deposit requests answered
// whole, each with its status, its proof's download named by its file and a cancel while pending; on a phone a card
// per request; the withdrawals on their tab, more of them after "Show more".
import { describe, expect, it } from 'vitest';
import type { CashWithdrawal, DepositRequest } from '@portal/contract';
import { byTestId, click, mount, settle, setUpPageTests } from '../../../app/testing/mount';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer } from '../../../shared/api/fake-server';
import { phoneQuery } from '../../../shared/history-list/history-list';
import { whileMediaMatches } from '../../../shared/testing/stub-browser';
import { WithdrawApiContext } from '../withdraw/withdraw-api';
import { CashHistoryPage } from './cash-history-page';
import { DepositApiContext } from './deposit-api';

setUpPageTests();

const requestOf = (requestId: string, change: Partial<DepositRequest> = {}): DepositRequest => ({
  requestId,
  clientReference: `reference-${requestId}`,
  accountCode: 'C10001',
  method: 'bankTransfer',
  currency: 'HKD',
  amount: '12500.5',
  status: 'pending',
  submittedAt: '2026-11-26T04:00:00.000Z',
  afterCutOff: false,
  expectedCreditDate: '2026-11-27',
  processingAt: null,
  decidedAt: null,
  reason: null,
  cancelledAt: null,
  cancellable: true,
  ddaReference: null,
  proof: { fileName: 'slip.png', fileType: 'png', sizeBytes: 1200, downloadUrl: `/api/cashDeposit/proof/${requestId}` },
  ...change,
});

const withdrawalOf = (withdrawalId: string): CashWithdrawal => ({
  withdrawalId,
  clientReference: `reference-${withdrawalId}`,
  accountCode: 'C10001',
  method: 'bankTransfer',
  currency: 'USD',
  amount: '250.5',
  status: 'accept',
  bankAccount: {
    bankAccountId: 'BA0001',
    bankName: 'HSBC',
    bankCode: '004',
    maskedAccountNumber: '•••• 5678',
    accountHolder: 'CHAN TAI MAN',
    currency: 'USD',
    maskedFpsProxy: null,
  },
  processingDate: '2026-11-27',
  rejectReason: null,
  createdAt: '2026-11-26T04:00:00.000Z',
  updatedAt: '2026-11-26T04:00:00.000Z',
  cancellable: false,
});

function historyServer() {
  return fakeServer({
    '/api/cashDeposit/myDepositRequests': {
      status: 200,
      body: {
        requests: [
          requestOf('DR2'),
          requestOf('DR1', { status: 'reject', cancellable: false, reason: 'No slip', proof: null }),
        ],
      },
    },
    '/api/cash/queryWithdrawals': (body) => ({
      status: 200,
      body:
        typeof body === 'object' && body !== null && 'cursor' in body
          ? { withdrawals: [withdrawalOf('CW0123456789ABCDEF0001')], nextCursor: null }
          : { withdrawals: [withdrawalOf('CW0123456789ABCDEF0002')], nextCursor: 'after-CW0002' },
    }),
  });
}

function mountHistory(api: Api) {
  return mount(<CashHistoryPage />, {
    namespaces: ['cashDeposit', 'cashWithdraw', 'ticket'],
    path: '/cashes/history',
    wrap: (page) => (
      <DepositApiContext value={api}>
        <WithdrawApiContext value={api}>{page}</WithdrawApiContext>
      </DepositApiContext>
    ),
  });
}

describe('the request history', () => {
  it('lists the deposit requests with status, proof and a cancel while pending', async () => {
    const page = await mountHistory(historyServer().api);
    await settle(() => expect(page.container.querySelector('[data-testid="deposit-DR2"]')).not.toBeNull());
    const pending = byTestId(page.container, 'deposit-DR2');
    expect(byTestId(pending, 'deposit-status').textContent).toBe('Pending');
    expect(byTestId(pending, 'deposit-amount').textContent).toBe('HKD 12,500.50');
    expect(pending.querySelector('a')?.getAttribute('aria-label')).toBe('Download slip.png');
    expect(byTestId(pending, 'cancel-deposit').getAttribute('aria-label')).toBe('Cancel DR2');
    const rejected = byTestId(page.container, 'deposit-DR1');
    expect(rejected.textContent).toContain('Reason: No slip');
    expect(rejected.querySelector('[data-testid="cancel-deposit"]')).toBeNull();
    expect(page.container.querySelector('[data-testid="more"]')).toBeNull();
  });

  it('shows a card per deposit request on a phone', async () => {
    await whileMediaMatches(phoneQuery, async () => {
      const page = await mountHistory(historyServer().api);
      await settle(() => expect(page.container.querySelector('[data-testid="deposit-DR2"]')).not.toBeNull());
      expect(page.container.querySelector('table')).toBeNull();
      const card = byTestId(page.container, 'deposit-DR2');
      expect(card.textContent).toContain('Expected credit2026-11-27');
      expect(byTestId(card, 'cancel-deposit')).toBeTruthy();
    });
  });

  it('lists the withdrawals on their tab, the next ones after "Show more"', async () => {
    const server = historyServer();
    const page = await mountHistory(server.api);
    await click(byTestId(page.container, 'history-tab-withdrawals'));
    await settle(() =>
      expect(page.container.querySelector('[data-testid="withdrawal-CW0123456789ABCDEF0002"]')).not.toBeNull(),
    );
    expect(page.container.querySelector('table[aria-label="My withdrawals"]')).not.toBeNull();
    await click(byTestId(page.container, 'more'));
    await settle(() =>
      expect(page.container.querySelector('[data-testid="withdrawal-CW0123456789ABCDEF0001"]')).not.toBeNull(),
    );
    expect(byTestId(page.container, 'withdrawal-CW0123456789ABCDEF0001').textContent).toContain('Paid');
    expect(page.container.querySelector('[data-testid="more"]')).toBeNull();
    const asked = server.calls.filter((call) => call.path === '/api/cash/queryWithdrawals');
    expect(asked.map((call) => (call.body as { cursor?: string }).cursor)).toEqual([undefined, 'after-CW0002']);
  });
});
