// @vitest-environment jsdom
// The plan pages live (React in jsdom, the real api client over a fake network): the search's rows, empty and failed
// states; the detail's Subscribe refused with the reason above the client's risk level; the goal questionnaire and
// the subscribe ticket refusing bad input beside their fields without sending anything, and the ticket's split
// adding up to the amount before it is confirmed and sent; a pause asked for before it is sent; a redemption above
// the value held refused.
import { describe, expect, it } from 'vitest';
import { click, mount, screen, selectOption, setUpPageTests, settle, typeInto } from '../../app/testing/mount';
import type { Api } from '../../shared/api/api-client';
import { fakeServer } from '../../shared/api/fake-server';
import { PlansApiContext } from './plans-api';
import { activeSubscription, balancedPlan, balancedPlanDetail, balancedTerms } from './plans-fixtures';
import { GoalQuestionnairePage } from './research/goal-questionnaire-page';
import { PlanDetailPage } from './research/plan-detail-page';
import { PlanSearchPage } from './research/plan-search-page';
import { PlanRedeemPage } from './trading/redeem-page';
import { PlanSubscribePage } from './trading/subscribe-page';
import { PlanSubscriptionsPage } from './trading/subscriptions-page';

setUpPageTests();

const namespaces = ['planResearch', 'planTrading', 'fundResearch', 'ticket', 'riskProfileReminder'];

async function render(page: React.ReactNode, api: Api, path = '/', route = path): Promise<void> {
  await mount(page, {
    namespaces,
    path,
    route,
    wrap: (routed) => <PlansApiContext value={api}>{routed}</PlansApiContext>,
  });
}

const searchAnswer = { plans: [balancedPlan], total: 1, pageIndex: 0, pageSize: 10, hasMore: false };

describe('the plan search', () => {
  it('lists each plan with its theme, risk level and minimums', async () => {
    const server = fakeServer({ '/api/planDefinition/searchPlans': { status: 200, body: searchAnswer } });
    await render(<PlanSearchPage />, server.api);
    await settle(() => expect(screen.has('plan-row')).toBe(true));
    const row = screen.byTestId('plan-row').textContent ?? '';
    expect(row).toContain('Balanced Hong Kong');
    expect(row).toContain('Balanced');
    expect(row).toContain('10,000.00 HKD');
    expect(row).toContain('1,000.00 HKD');
    expect(screen.byTestId('plans-total').textContent).toBe('Plans found: 1');
  });

  it('says when no plan matches, and offers a retry when the search failed', async () => {
    const empty = fakeServer({
      '/api/planDefinition/searchPlans': { status: 200, body: { ...searchAnswer, plans: [], total: 0 } },
    });
    await render(<PlanSearchPage />, empty.api);
    await settle(() => expect(screen.text()).toContain('No plan matches these filters.'));
  });

  it('offers a retry when the search could not load', async () => {
    const failing = fakeServer({
      '/api/planDefinition/searchPlans': { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } },
    });
    await render(<PlanSearchPage />, failing.api);
    await settle(() => expect(screen.byTestId('plan-load-failed').textContent).toContain('Try again'), 8000);
  });
});

describe('the plan detail', () => {
  it('shows the allocation and refuses Subscribe with the reason when the plan is above the client’s risk level', async () => {
    const server = fakeServer({
      '/api/planDefinition/getPlan': { status: 200, body: balancedPlanDetail },
      '/api/planDefinition/planBackTest': {
        status: 200,
        body: {
          planId: 'HKD-BAL-01',
          currency: 'HKD',
          allocationVersion: 1,
          method: { startValue: '10000', rebalancing: 'monthly', prices: 'navOnOrBefore' },
          periods: [{ period: '1year', available: false, reason: 'notEnoughHistory', firstCommonDay: '2026-03-01' }],
        },
      },
      '/api/suitability/riskQuestionnaire': {
        status: 200,
        body: {
          riskLevel: 'Low',
          expiry: { time: null, expiring: false, expired: false, lastValidDay: null },
          approved: null,
          latest: null,
          currentVersion: 1,
        },
      },
    });
    await render(<PlanDetailPage />, server.api, '/plans/detail/HKD-BAL-01', '/plans/detail/:planId');
    await settle(() => expect(screen.has('subscribe-block')).toBe(true));
    expect(screen.byTestId('subscribe-block').textContent).toBe("The plan's risk level is above your risk profile.");
    expect((screen.byTestId('subscribe') as HTMLButtonElement).disabled).toBe(true);
    expect(document.body.querySelectorAll('[data-testid="allocation-row"]')).toHaveLength(3);
    expect(screen.byTestId('back-test-unavailable').textContent).toContain('2026-03-01');
    expect(screen.byTestId('plan-fees').textContent).toContain('0.50% a year');
  });
});

describe('the goal questionnaire', () => {
  it('refuses a horizon of 0 and two zero amounts beside their fields and stays', async () => {
    const server = fakeServer({});
    await render(<GoalQuestionnairePage />, server.api, '/plans/questionnaire');
    await selectOption(screen.byTestId('goal'), 'retirement');
    await typeInto(screen.byTestId('horizon'), '0');
    await typeInto(screen.byTestId('lump-sum'), '0');
    await click(screen.byTestId('suggest'));
    await settle(() => expect(screen.text()).toContain('Enter a whole number of years from 1 to 40.'));
    expect(screen.text()).toContain('Enter a lump sum, a monthly amount or both.');
    expect(screen.has('elsewhere')).toBe(false);
  });
});

describe('the subscribe ticket', () => {
  const terms = { '/api/planSubscription/planSubscriptionTerms': { status: 200, body: balancedTerms } };

  it('refuses an amount below the minimum and one not a multiple beside their fields, sending nothing', async () => {
    const server = fakeServer(terms);
    await render(<PlanSubscribePage />, server.api, '/plans/subscribes/HKD-BAL-01', '/plans/subscribes/:planId');
    await settle(() => expect(screen.has('lump-sum')).toBe(true));
    await typeInto(screen.byTestId('lump-sum'), '10050');
    await typeInto(screen.byTestId('monthly'), '500');
    await click(screen.byTestId('review'));
    await settle(() => expect(screen.text()).toContain('In multiples of 100.00 HKD.'));
    expect(screen.text()).toContain('At least 1,000.00 HKD.');
    await typeInto(screen.byTestId('lump-sum'), '60000');
    await typeInto(screen.byTestId('monthly'), '1000');
    await settle(() => expect(screen.text()).toContain('More than the 50,000.00 HKD available.'));
    // A monthly amount needs its day.
    expect(screen.text()).toContain('Choose a day from 1 to 31.');
    expect(server.calls.map((call) => call.path)).toEqual(['/api/planSubscription/planSubscriptionTerms']);
  });

  it('splits the amounts to the cent with the rule stated, confirms, and sends one subscription', async () => {
    const placed = {
      detail: {
        subscription: activeSubscription,
        orders: [],
        investments: [],
        holdings: [],
        rounding: 'floorByWeightRemainderToLargest',
      },
      replayed: false,
    };
    const server = fakeServer({ ...terms, '/api/planSubscription/subscribePlan': { status: 200, body: placed } });
    await render(<PlanSubscribePage />, server.api, '/plans/subscribes/HKD-BAL-01', '/plans/subscribes/:planId');
    await settle(() => expect(screen.has('lump-sum')).toBe(true));
    await typeInto(screen.byTestId('lump-sum'), '10000');
    await typeInto(screen.byTestId('monthly'), '1000');
    await selectOption(screen.byTestId('day'), '31');
    // 10,000 by 50 / 33.33 / 16.67: 5,000.00 + 3,333.00 + 1,667.00; 1,000 to 500.00 + 333.30 + 166.70.
    const amounts = [...document.body.querySelectorAll('[data-testid="split-line"] [data-amount]')].map((cell) =>
      cell.getAttribute('data-amount'),
    );
    expect(amounts).toEqual(['5000.00', '500.00', '3333.00', '333.30', '1667.00', '166.70']);
    expect(screen.byTestId('rounding-rule').textContent).toContain('rounded down to the cent');
    await click(screen.byTestId('review'));
    await settle(() => expect(screen.has('confirm-step')).toBe(true));
    expect(screen.byTestId('confirm-monthly').textContent).toContain('1,000.00 HKD on day 31');
    await click(screen.byTestId('submit-order'));
    await settle(() => expect(screen.has('order-placed')).toBe(true));
    const sent = server.calls.find((call) => call.path === '/api/planSubscription/subscribePlan')?.body;
    expect(sent).toMatchObject({ planId: 'HKD-BAL-01', lumpSum: '10000', monthly: { amount: '1000', day: 31 } });
  });
});

describe('the subscriptions', () => {
  it('asks before a pause, then sends it', async () => {
    const detail = {
      subscription: { ...activeSubscription, status: 'inactivated' },
      orders: [],
      investments: [],
      holdings: [],
      rounding: 'floorByWeightRemainderToLargest',
    };
    const server = fakeServer({
      '/api/planSubscription/myPlanSubscriptions': { status: 200, body: { subscriptions: [activeSubscription] } },
      '/api/planSubscription/pausePlanSubscription': { status: 200, body: detail },
    });
    await render(<PlanSubscriptionsPage />, server.api);
    await settle(() => expect(screen.has('subscription-row')).toBe(true));
    expect(screen.byTestId('subscription-monthly').textContent).toBe('1,000.00 HKD on day 15');
    await click(screen.byTestId('pause'));
    await settle(() => expect(screen.has('subscription-action-dialog')).toBe(true));
    expect(server.calls.some((call) => call.path.endsWith('pausePlanSubscription'))).toBe(false);
    await click(screen.byTestId('confirm-action'));
    await settle(() => expect(server.calls.some((call) => call.path.endsWith('pausePlanSubscription'))).toBe(true));
  });

  it('says when there is none yet', async () => {
    const server = fakeServer({
      '/api/planSubscription/myPlanSubscriptions': { status: 200, body: { subscriptions: [] } },
    });
    await render(<PlanSubscriptionsPage />, server.api);
    await settle(() => expect(screen.text()).toContain('You have no plan subscription yet.'));
  });
});

describe('the redemption', () => {
  it('refuses more than the value held beside the field, sending nothing', async () => {
    const holding = (fundId: string, value: string) => ({
      fundId,
      fundNames: { en: fundId, 'zh-HK': fundId, 'zh-CN': fundId },
      units: '100',
      nav: '10',
      navDate: '2026-11-27',
      value,
      targetPercent: '50.00',
    });
    const server = fakeServer({
      '/api/planSubscription/myPlanSubscriptions': { status: 200, body: { subscriptions: [activeSubscription] } },
      '/api/planSubscription/planSubscription': {
        status: 200,
        body: {
          subscription: activeSubscription,
          orders: [],
          investments: [],
          holdings: [holding('F1', '6000.00'), holding('F2', '5250.40')],
          rounding: 'floorByWeightRemainderToLargest',
        },
      },
    });
    await render(<PlanRedeemPage />, server.api);
    await settle(() => expect(screen.has('redeem-amount')).toBe(true));
    expect(screen.byTestId('held-value').textContent).toBe('Value held: 11,250.40 HKD');
    await typeInto(screen.byTestId('redeem-amount'), '20000');
    await click(screen.byTestId('review'));
    await settle(() => expect(screen.text()).toContain('More than the 11,250.40 HKD held.'));
    expect(server.calls.some((call) => call.path.endsWith('redeemPlanSubscription'))).toBe(false);
  });
});
