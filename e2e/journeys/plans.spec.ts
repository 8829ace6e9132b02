import { test as plainTest, expect, type Browser } from '@playwright/test';
import {
  moveServerClockTo,
  PlansPages,
  runMonthlyInvestment,
  subscribablePlanOf,
  subscriptionsOf,
} from '../pages/plans';
import { signInWithoutUi, webClientHeaders } from '../support/login';
import { startPortal, type Portal } from '../support/portal-server';

/*
 * Investment plans (issue 27) on the brands that have them, each on a server of its own (the journey moves its clock
 * by months), and on one that has not. C10001 is matched to plans by the goal questionnaire; subscribes a plan with a
 * lump sum and a monthly investment and sees two months invested as the clock moves; pauses it, changes the monthly
 * amount, redeems part of it and reads its performance.
 */

/** The 28th (or any day every month has) of the month after `day`'s. */
function sameDayNextMonth(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, date));
  return next.toISOString().slice(0, 10);
}

async function signedInPage(browser: Browser, portal: Portal) {
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithoutUi(page, 'C10001');
  return { context, page };
}

for (const variant of ['demo', 'winland'] as const) {
  plainTest.describe(`plans on ${variant}`, () => {
    plainTest.describe.configure({ mode: 'serial' });
    let portal: Portal;
    plainTest.beforeAll(async () => {
      plainTest.setTimeout(240_000);
      portal = await startPortal({ variant });
    });
    plainTest.afterAll(async () => {
      await portal.stop();
    });

    plainTest(
      'C10001 answers the goal questionnaire and sees ranked plans, each with a fan chart',
      async ({ browser }) => {
        plainTest.setTimeout(120_000);
        const { context, page } = await signedInPage(browser, portal);
        const plans = new PlansPages(page);
        await plans.answerQuestionnaire({
          goal: 'retirement',
          years: '15',
          lumpSum: '20000',
          monthly: '2000',
          currency: 'HKD',
        });
        await expect(plans.heading('Suggested plans')).toBeVisible();
        await expect(page).toHaveURL(/\/plans\/suggests\/result\?/);
        await expect(page.getByTestId('answers-summary')).toContainText('Retirement in 15 years');
        await expect(page.getByTestId('client-risk-level')).toContainText('Your risk level');
        const suggested = page.getByTestId('suggested-plan');
        await expect(suggested.first()).toBeVisible();
        expect(await suggested.count()).toBeGreaterThan(1);
        const ranks = await page.getByTestId('suggestion-rank').allTextContents();
        expect(ranks.slice(0, 2)).toEqual(['No. 1', 'No. 2']);
        // The first-ranked plan: its fan chart (a shaded 10th-90th band, three lines) and its stated assumptions.
        const first = suggested.first();
        await expect(first.getByTestId('fan-chart').getByRole('img')).toBeVisible();
        await expect(first.getByTestId('fan-chart').locator('[data-band="true"]')).toHaveCount(1);
        await expect(first.getByTestId('fan-chart')).toContainText('10th percentile');
        await expect(first.getByTestId('fan-chart')).toContainText('90th percentile');
        await expect(first.getByTestId('projection-assumptions')).toContainText('lognormal');
        await expect(first.getByTestId('projection-at-horizon')).toContainText('In 15 years');
        // A plan above C10001's level is shown but cannot be subscribed, with the reason.
        const refused = page.getByTestId('suggestion-refusal').first();
        await expect(refused).toHaveText("The plan's risk level is above your risk profile.");
        await context.close();
      },
    );

    plainTest(
      'C10001 subscribes with a lump sum and a monthly investment, sees two months invested as the clock moves, then pauses, changes the amount, redeems part and reads the statistic',
      async ({ browser }) => {
        plainTest.setTimeout(240_000);
        let { context, page } = await signedInPage(browser, portal);
        const planId = await subscribablePlanOf(page.request, 'C10001');

        // The detail page: allocation, back-test with its method, documents, and Subscribe.
        await page.goto(`/plans/detail/${planId}`);
        await expect(page.getByTestId('plan-name')).toBeVisible();
        await expect(page.getByTestId('allocation-chart').getByRole('img')).toBeVisible();
        await expect(page.getByTestId('back-test-method')).toContainText('rebalanced at every month end');
        await expect(page.getByTestId('plan-document').first()).toHaveAttribute('href', /factsheet\.pdf/);

        const plans = new PlansPages(page);
        await plans.subscribe(planId, { lumpSum: '10000', monthly: '1000', day: '28' });
        await expect(page.getByTestId('order-split')).toBeVisible();
        await expect(page.getByTestId('split-total-lump-sum')).toHaveText('10,000.00 HKD');
        await expect(page.getByTestId('rounding-rule')).toContainText('add up to the amount exactly');
        await page.getByTestId('review').click();
        await expect(page.getByTestId('confirm-step')).toBeVisible();
        await expect(page.getByTestId('confirm-monthly')).toContainText('1,000.00 HKD on day 28');
        await page.getByTestId('submit-order').click();
        await expect(page.getByTestId('order-placed')).toContainText('Your subscription is placed.');
        await expect(page.getByTestId('plan-order').first()).toBeVisible();

        // Two months: the clock moves to the first run day, the job runs; then a month on, and it runs again.
        const [subscription] = await subscriptionsOf(page.request, 'C10001');
        const first = subscription?.nextInvestmentDate;
        if (!first) throw new Error(`No next investment day: ${JSON.stringify(subscription)}`);
        for (const day of [first, sameDayNextMonth(first)]) {
          await moveServerClockTo(page.request, day);
          await runMonthlyInvestment(page.request);
        }
        await context.close();
        ({ context, page } = await signedInPage(browser, portal));
        const pages = new PlansPages(page);
        await pages.openSubscriptions();
        await expect(page.getByTestId('subscription-status')).toHaveText('Active');
        await page.getByTestId('show-detail').click();
        await expect(page.locator('[data-testid="plan-run"][data-outcome="invested"]')).toHaveCount(2);
        await expect(page.locator('[data-testid="plan-order"][data-purpose="monthly"]').first()).toBeVisible();

        // Pause, asked first.
        await page.getByTestId('pause').click();
        await expect(page.getByRole('dialog')).toContainText('No monthly investment runs while it is paused.');
        await page.getByTestId('confirm-action').click();
        await expect(page.getByTestId('subscription-status')).toHaveText('Paused');

        // Change the monthly amount: below the minimum is refused beside the field, then 1,500 on the 28th.
        await page.getByTestId('change').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('change-amount').fill('500');
        await dialog.getByTestId('save-change').click();
        await expect(dialog).toContainText('At least 1,000.00 HKD.');
        await dialog.getByTestId('change-amount').fill('1500');
        await dialog.getByTestId('save-change').click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByTestId('subscription-monthly')).toHaveText('1,500.00 HKD on day 28');

        // Redeem part: more than held is refused; 1,000 shows its split across the funds before it is confirmed.
        await page.getByTestId('redeem').click();
        await expect(pages.heading('Redeem from a plan')).toBeVisible();
        await expect(page.getByTestId('held-value')).toContainText('HKD');
        await page.getByTestId('redeem-amount').fill('99999999');
        await page.getByTestId('review').click();
        await expect(page.getByText(/More than the .* held\./)).toBeVisible();
        await page.getByTestId('redeem-amount').fill('1000');
        await expect(page.getByTestId('redeem-line').first()).toBeVisible();
        await page.getByTestId('review').click();
        await expect(page.getByTestId('confirm-redeem')).toContainText('1,000.00 HKD');
        await page.getByTestId('submit-order').click();
        await expect(page.getByTestId('order-placed')).toContainText('Your redemption is placed.');
        await expect(page.locator('[data-testid="plan-order"][data-purpose="redemption"]').first()).toBeVisible();

        // The statistic: the time-weighted return against the model, as figures and a chart.
        await page.goto('/plans/statistic');
        await expect(pages.heading('Plan performance')).toBeVisible();
        await expect(page.getByTestId('statistic-twr')).toContainText('%');
        await expect(page.getByTestId('statistic-model')).toContainText('%');
        await expect(page.getByTestId('statistic-chart')).toBeVisible();
        await expect(page.getByTestId('statistic-method')).toContainText('time-weighted');
        await context.close();
      },
    );
  });
}

plainTest.describe('plans on team (planEnabled off)', () => {
  let portal: Portal;
  plainTest.beforeAll(async () => {
    plainTest.setTimeout(240_000);
    portal = await startPortal({ variant: 'team' });
  });
  plainTest.afterAll(async () => {
    await portal.stop();
  });

  plainTest('nothing of plans shows and the API refuses', async ({ browser }) => {
    plainTest.setTimeout(120_000);
    const { context, page } = await signedInPage(browser, portal);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plans' })).toHaveCount(0);
    await expect(page.locator('a[href^="/plans"]')).toHaveCount(0);
    for (const path of [
      '/plans',
      '/plans/search',
      '/plans/questionnaire',
      '/plans/subscriptions',
      '/plans/detail/HKD-BAL-01',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
    }
    const search = await page.request.post('/api/planDefinition/searchPlans', { headers: webClientHeaders, data: {} });
    expect(search.status()).toBe(404);
    expect((await search.json()).code).toBe('FEATURE_OFF');
    const subscribe = await page.request.post('/api/planSubscription/subscribePlan', {
      headers: { ...webClientHeaders, 'x-portal-account': 'C10001', 'x-portal-source': 'gateway' },
      data: { accountCode: 'C10001', clientReference: 'team-plan-1', planId: 'HKD-BAL-01', lumpSum: '10000' },
    });
    expect(subscribe.status()).toBe(404);
    expect((await subscribe.json()).code).toBe('FEATURE_OFF');
    await context.close();
  });
});
