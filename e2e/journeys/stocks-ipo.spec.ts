import { advanceServerClock } from '../pages/fund-trading';
import {
  CorporateActionPage,
  IpoPage,
  advanceCorporateActions,
  advanceIpos,
  openDemoOffering,
  openDemoRightsIssue,
} from '../pages/stock-ipo';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const dayMs = 24 * 60 * 60_000;

test.describe('IPOs and corporate actions as C10001', () => {
  test('applies for an IPO, sees it submitted at closing and allotted on the result day', async ({ page, signIn }) => {
    test.setTimeout(120_000);
    // An offering open now (earlier journeys on this server may have moved its clock past the seeded ones).
    const offeringId = await openDemoOffering(page.request);
    await signIn('C10001');
    await page.goto('/stocks/ipo');
    const ipo = new IpoPage(page);
    await expect(page.getByRole('heading', { name: 'IPO', level: 1 })).toBeVisible();
    await ipo.offering(offeringId).getByTestId('open-offering').click();
    // The offering opened is in the address: a reload shows it again.
    await expect(page).toHaveURL(new RegExp(`[?&]offering=${offeringId}(&|$)`));
    await page.reload();
    await expect(ipo.detail.getByTestId('allotment-table')).toContainText('5,302.95');
    await expect(ipo.detail.getByTestId('prospectus-links').getByRole('link')).toHaveCount(3);

    // Cash, the smallest quantity: reviewed, confirmed, placed.
    await expect(ipo.ticket.getByTestId('estimate-held')).toContainText('HKD 5,302.95');
    await ipo.review.click();
    await expect(ipo.confirmStep).toContainText('500 shares');
    await ipo.submit.click();
    await expect(ipo.placed).toBeVisible();
    const placedText = (await ipo.placed.textContent()) ?? '';
    const applicationId = /IPA\w+/.exec(placedText)?.[0];
    if (!applicationId) throw new Error(`No application id in "${placedText}"`);

    await page.getByTestId('tab-mine').click();
    await expect(ipo.application(applicationId).getByTestId('application-status')).toHaveText('Pending');
    await expect(ipo.application(applicationId).getByTestId('cancel-application')).toBeVisible();

    // Eight days on (past the closing and the result day, four business days out), the job submitted and allotted it.
    await advanceServerClock(page.request, 8 * dayMs);
    await advanceIpos(page.request);
    await signIn('C10001');
    await page.goto('/stocks/ipo');
    await page.getByTestId('tab-mine').click();
    const row = ipo.application(applicationId);
    await expect(row.getByTestId('application-status')).toHaveText('Completed');
    await expect(row.getByTestId('application-allotted')).toHaveText(/^(0|500)$/);
    await expect(row.getByTestId('application-refund')).toContainText('HKD');
    await expect(row.getByTestId('cancel-application')).toHaveCount(0);
  });

  test('elects to subscribe rights before the deadline and sees the subscription held', async ({ page, signIn }) => {
    test.setTimeout(90_000);
    const actionId = await openDemoRightsIssue(page.request);
    await advanceCorporateActions(page.request);
    await signIn('C10001');
    await page.goto('/stocks/corporateAction');
    const actions = new CorporateActionPage(page);
    const rights = actions.action(actionId);
    await expect(rights).toContainText('1 right for every 5 held, each subscribing one share at HKD 80.00');
    await expect(rights.getByTestId('entitled-quantity')).not.toHaveText('0');
    await rights.getByTestId('subscribe-quantity').fill('100');
    await expect(rights.getByTestId('subscription-cost')).toContainText('HKD 8,000.00');
    await rights.getByTestId('review').click();
    await expect(rights.getByTestId('confirm-step')).toBeVisible();
    await rights.getByTestId('submit-order').click();
    await expect(rights.getByTestId('election-placed')).toHaveText('Subscribe 100 shares');
    await page.reload();
    await expect(actions.action(actionId).getByTestId('action-election')).toContainText('Subscribe 100 shares');
  });
});
