import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { webClientHeaders } from '../support/login';

/** The calls a journey makes for C10001 outside the pages (the account it acts for, the cross-site header). */
function clientHeaders(accountCode: string) {
  return { ...webClientHeaders, 'x-portal-account': accountCode, 'x-portal-source': 'gateway' };
}

/** The server's clock, moved forward (dev support). */
export async function serverClockNow(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/_dev/clock');
  if (!answer.ok()) throw new Error(`GET /api/_dev/clock answered ${answer.status()}`);
  return Date.parse(((await answer.json()) as { now: string }).now);
}

/** Moves the server's clock to noon in Hong Kong of `day` (yyyy-mm-dd), which must be ahead of it. */
export async function moveServerClockTo(request: APIRequestContext, day: string): Promise<void> {
  const target = Date.parse(`${day}T04:00:00.000Z`);
  const now = await serverClockNow(request);
  if (target <= now) throw new Error(`${day} noon in Hong Kong is not ahead of the server's clock`);
  const moved = await request.post('/api/_dev/clock', { headers: webClientHeaders, data: { advanceMs: target - now } });
  if (!moved.ok()) throw new Error(`POST /api/_dev/clock answered ${moved.status()}: ${await moved.text()}`);
}

/** Runs the monthly investment job's turn now, then the fund order lifecycle (dev support), as the scheduler would. */
export async function runMonthlyInvestment(request: APIRequestContext): Promise<void> {
  const run = await request.post('/api/_dev/planSubscriptions/monthlyRun', { headers: webClientHeaders, data: {} });
  if (!run.ok()) throw new Error(`monthlyRun answered ${run.status()}: ${await run.text()}`);
  const advance = await request.post('/api/_dev/fundOrders/advance', { headers: webClientHeaders, data: {} });
  if (!advance.ok()) throw new Error(`fund orders advance answered ${advance.status()}: ${await advance.text()}`);
}

type Subscription = { subscriptionId: string; planId: string; status: string; nextInvestmentDate: string | null };

/** C10001's subscriptions as the server lists them. */
export async function subscriptionsOf(request: APIRequestContext, accountCode: string): Promise<Subscription[]> {
  const answer = await request.post('/api/planSubscription/myPlanSubscriptions', {
    headers: clientHeaders(accountCode),
    data: { accountCode },
  });
  if (!answer.ok()) throw new Error(`myPlanSubscriptions answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { subscriptions: Subscription[] }).subscriptions;
}

/**
 * An HKD plan the client may subscribe (at or below their risk level), from the suggestions for a goal: the
 * first-ranked subscribable one.
 */
export async function subscribablePlanOf(request: APIRequestContext, accountCode: string): Promise<string> {
  const answer = await request.post('/api/planDefinition/suggestPlans', {
    headers: clientHeaders(accountCode),
    data: {
      accountCode,
      goal: 'retirement',
      horizonYears: 10,
      lumpSum: '10000',
      monthlyAmount: '1000',
      currency: 'HKD',
    },
  });
  if (!answer.ok()) throw new Error(`suggestPlans answered ${answer.status()}: ${await answer.text()}`);
  const { suggestions } = (await answer.json()) as {
    suggestions: { subscribable: boolean; plan: { planId: string } }[];
  };
  const fitting = suggestions.find((suggestion) => suggestion.subscribable);
  if (!fitting) throw new Error(`No plan is subscribable for ${accountCode}`);
  return fitting.plan.planId;
}

/** The plan pages as a client uses them. */
export class PlansPages {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Puts the first-visit tour offer away when it shows (it is not what these journeys are about). */
  async dismissTourOffer(): Promise<void> {
    const offer = this.page.getByTestId('tour-offer');
    if (await offer.isVisible()) await offer.getByRole('button', { name: 'Not now' }).click();
  }

  async answerQuestionnaire(answers: {
    goal: string;
    years: string;
    lumpSum: string;
    monthly: string;
    currency: string;
  }) {
    await this.page.goto('/plans/questionnaire');
    await expect(this.heading('Find a plan for your goal')).toBeVisible();
    await this.dismissTourOffer();
    await this.page.getByTestId('goal').selectOption(answers.goal);
    await this.page.getByTestId('horizon').fill(answers.years);
    await this.page.getByTestId('lump-sum').fill(answers.lumpSum);
    await this.page.getByTestId('monthly').fill(answers.monthly);
    await this.page.getByTestId('currency').selectOption(answers.currency);
    await this.page.getByTestId('suggest').click();
  }

  async subscribe(planId: string, order: { lumpSum: string; monthly: string; day: string }) {
    await this.page.goto(`/plans/subscribes/${planId}`);
    await expect(this.heading('Subscribe to a plan')).toBeVisible();
    await this.dismissTourOffer();
    await this.page.getByTestId('lump-sum').fill(order.lumpSum);
    await this.page.getByTestId('monthly').fill(order.monthly);
    await this.page.getByTestId('day').selectOption(order.day);
  }

  subscriptionRow(subscriptionId: string): Locator {
    return this.page.locator(`[data-testid="subscription-row"][data-subscription-id="${subscriptionId}"]`);
  }

  async openSubscriptions(): Promise<void> {
    await this.page.goto('/plans/subscriptions');
    await expect(this.heading('My plan subscriptions')).toBeVisible();
    await this.dismissTourOffer();
  }
}
