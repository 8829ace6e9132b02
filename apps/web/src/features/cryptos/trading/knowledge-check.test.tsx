// @vitest-environment jsdom
// The VA knowledge check live (React in jsdom, the real api client over a stubbed network): the order page's gate
// shows VA502's message and the six questions instead of the ticket; an incomplete form is marked, nothing sent; a
// failed attempt names the topics it got wrong (not the right answers) and offers a retry; a pass shows the ticket.
// The advisor's vaOrder panel: its advisee without the check is refused the ticket; its orders are listed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdvisorCryptoOrder, KnowledgeCheckStatus } from '@portal/contract';
import { byTestId, click, mount, settle, setUpPageTests, testSession, type Mounted } from '../../../app/testing/mount';
import { VaOrderPage } from '../advisor/va-order-page';
import { KnowledgeCheckGate } from './knowledge-check';

let mounted: Mounted | undefined;
setUpPageTests();
afterEach(() => {
  mounted = undefined;
  vi.unstubAllGlobals();
});

type Call = { path: string; body: unknown };

/** A fetch answering by path, recording each call. */
function stubNetwork(answer: (path: string, body: unknown) => { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).split('?')[0] ?? '';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body });
    const { status, body: answerBody } = answer(path, body);
    return Response.json(answerBody, { status });
  });
  return calls;
}

const notPassed: KnowledgeCheckStatus = {
  currentVersion: 1,
  passed: false,
  passedAt: null,
  declaredKnowledge: false,
  attemptsToday: 0,
  attemptsLeftToday: 3,
  nextAttemptAt: null,
  lastAttempt: null,
};

const failedAttempt = {
  version: 1,
  attemptedAt: '2026-11-27T06:00:00.000Z',
  score: 4,
  passMark: 5,
  questionCount: 6,
  passed: false,
  wrongQuestionIds: ['volatility', 'stablecoins'],
};

const failedOnce: KnowledgeCheckStatus = {
  ...notPassed,
  attemptsToday: 1,
  attemptsLeftToday: 2,
  lastAttempt: failedAttempt,
};

const passed: KnowledgeCheckStatus = {
  ...failedOnce,
  passed: true,
  passedAt: '2026-11-27T06:01:00.000Z',
  attemptsToday: 2,
  attemptsLeftToday: 0,
  lastAttempt: { ...failedAttempt, score: 6, passed: true, wrongQuestionIds: [] },
};

const vaClient = { ...testSession, accountCode: 'V20002', source: 'fos' as const };

async function choose(container: HTMLElement, optionId: string) {
  const input = container.querySelector<HTMLInputElement>(`input[value="${optionId}"]`);
  await click(input);
}

describe('the VA knowledge check on the order page', () => {
  it('shows the check instead of the ticket, marks missing answers, names wrong topics, retries, then shows the ticket', async () => {
    const submissions: unknown[] = [];
    const calls = stubNetwork((path, body) => {
      if (path === '/api/suitability/virtualAssetKnowledgeCheck') return { status: 200, body: notPassed };
      if (path === '/api/suitability/submitVirtualAssetKnowledgeCheck') {
        submissions.push(body);
        const status = submissions.length === 1 ? failedOnce : passed;
        return { status: 200, body: { attempt: status.lastAttempt, status } };
      }
      return { status: 404, body: { code: 'NOT_FOUND', message: path } };
    });
    mounted = await mount(
      <KnowledgeCheckGate account={{ accountCode: 'V20002', source: 'fos' }}>
        <p data-testid="ticket">ticket</p>
      </KnowledgeCheckGate>,
      { session: vaClient, namespaces: ['cryptoTrading', 'ticket'] },
    );
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'knowledge-check')).toBeTruthy());
    expect(byTestId(container, 'knowledge-required').textContent).toContain(
      'Before your first virtual-asset order, you must pass the virtual-asset knowledge check.',
    );
    expect(container.querySelector('[data-testid="ticket"]')).toBeNull();
    expect(container.querySelectorAll('[role="radiogroup"]')).toHaveLength(6);
    expect(mounted.text()).toContain('The price of a virtual asset such as bitcoin');

    // Nothing answered: every question is marked and nothing is sent.
    await click(byTestId(container, 'knowledge-submit'));
    expect(mounted.text().match(/Choose an answer\./g)).toHaveLength(6);
    expect(calls.filter((call) => call.path.endsWith('submitVirtualAssetKnowledgeCheck'))).toHaveLength(0);

    for (const option of [
      'volatility-a',
      'alwaysOpen-a',
      'irreversible-c',
      'custody-b',
      'stablecoins-b',
      'compensation-a',
    ]) {
      await choose(container, option);
    }
    await click(byTestId(container, 'knowledge-submit'));
    await settle(() => expect(byTestId(container, 'knowledge-failed')).toBeTruthy());
    expect(submissions[0]).toMatchObject({
      accountCode: 'V20002',
      source: 'fos',
      version: 1,
      answers: { volatility: 'volatility-a', stablecoins: 'stablecoins-b', custody: 'custody-b' },
    });
    expect(byTestId(container, 'knowledge-score').textContent).toBe(
      'You answered 4 of 6 questions correctly; 5 are needed to pass.',
    );
    const topics = byTestId(container, 'knowledge-wrong-topics').textContent ?? '';
    expect(topics).toContain('Price volatility');
    expect(topics).toContain('Stablecoin de-pegging');
    // Topics, not the right answers.
    expect(topics).not.toContain('can rise or fall sharply');
    expect(byTestId(container, 'knowledge-attempts-left').textContent).toBe('Attempts left today: 2.');

    await click(byTestId(container, 'knowledge-retry'));
    for (const option of [
      'volatility-b',
      'alwaysOpen-a',
      'irreversible-c',
      'custody-b',
      'stablecoins-c',
      'compensation-a',
    ]) {
      await choose(container, option);
    }
    await click(byTestId(container, 'knowledge-submit'));
    await settle(() => expect(byTestId(container, 'ticket')).toBeTruthy());
    expect(byTestId(container, 'knowledge-passed').textContent).toContain(
      'You passed the virtual-asset knowledge check',
    );
    expect(container.querySelector('[data-testid="knowledge-check"]')).toBeNull();
  });

  it('shows the questions in Traditional Chinese', async () => {
    stubNetwork(() => ({ status: 200, body: notPassed }));
    mounted = await mount(
      <KnowledgeCheckGate account={{ accountCode: 'V20002', source: 'fos' }}>
        <p>ticket</p>
      </KnowledgeCheckGate>,
      { session: vaClient, language: 'zh-HK', namespaces: ['cryptoTrading', 'ticket'] },
    );
    await settle(() => expect(mounted?.text()).toContain('虛擬資產知識測驗'));
    expect(mounted.text()).toContain('比特幣等虛擬資產的價格');
    expect(mounted.text()).toContain('首次買賣虛擬資產前，您須通過虛擬資產知識測驗。');
  });
});

describe('the advisor VA order panel', () => {
  const order: AdvisorCryptoOrder = {
    orderId: 'CO20261127AAAA',
    clientReference: 'ref-1',
    pairId: 'BTC-USD',
    asset: 'BTC',
    currency: 'USD',
    side: 'buy',
    orderType: 'market',
    basis: 'amount',
    status: 'matched',
    quantity: '0.00555',
    price: '90000.00',
    filledQuantity: '0.00555',
    averagePrice: '90000.00',
    filledConsideration: '499.50',
    fee: '1.25',
    orderFee: '1.25',
    placedAt: '2026-11-27T06:00:00.000Z',
    updatedAt: '2026-11-27T06:00:00.000Z',
    cancellable: false,
    advisorCode: 'A30002',
    accountCode: 'V20001',
  };

  it("shows the chosen advisee's balances, refuses its ticket without the check, and lists the advisor's orders", async () => {
    const calls = stubNetwork((path) => {
      switch (path) {
        case '/api/account/searchAdvisees':
          return {
            status: 200,
            body: { advisees: [{ accountCode: 'V20002', source: 'fos', displayName: 'Tse Mei Ling' }] },
          };
        case '/api/cryptoOrder/cryptoPortfolio':
          return {
            status: 200,
            body: {
              reportingCurrency: 'USD',
              holdings: [],
              cash: [
                { currency: 'USD', available: '10000', onHold: '0' },
                { currency: 'HKD', available: '50000', onHold: '0' },
              ],
              cryptoValue: '0',
              totalValue: '16410.26',
              changePercent24h: '0',
              valuedAt: '2026-11-27T06:00:00.000Z',
            },
          };
        case '/api/suitability/virtualAssetKnowledgeCheck':
          return { status: 200, body: notPassed };
        case '/api/cryptoOrder/searchAdvisorCryptoOrders':
          return { status: 200, body: { orders: [order] } };
        default:
          return { status: 404, body: { code: 'NOT_FOUND', message: path } };
      }
    });
    mounted = await mount(<VaOrderPage />, {
      session: { ...testSession, accountCode: 'A30002', source: 'fos', role: 'advisor' },
      namespaces: ['cryptoMarket', 'cryptoTrading', 'cryptoAdvisor', 'ticket'],
    });
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'advisee-knowledge-missing')).toBeTruthy());
    expect(mounted.text()).toContain('Virtual-asset orders for clients');
    expect(byTestId(container, 'advisee-select').textContent).toContain('V20002 – Tse Mei Ling');
    await settle(() => expect(byTestId(container, 'advisee-cash').textContent).toContain('10,000.00 USD'));
    expect(byTestId(container, 'advisee-knowledge-missing').textContent).toContain(
      'Before a first virtual-asset order, V20002 must pass the virtual-asset knowledge check.',
    );
    expect(byTestId(container, 'advisee-knowledge-missing').textContent).toContain('V20002 takes the knowledge check');
    expect(container.querySelector('[data-testid="get-quote"]')).toBeNull();
    await settle(() => expect(byTestId(container, 'advisor-order-client').textContent).toBe('V20001'));
    expect(byTestId(container, 'advisor-order-status').textContent).toBe('Filled');
    // The advisee's own account is named on its reads.
    expect(calls.find((call) => call.path === '/api/cryptoOrder/cryptoPortfolio')?.body).toMatchObject({
      accountCode: 'V20002',
      source: 'fos',
    });
  });
});
