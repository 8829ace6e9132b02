import { currentQuestionnaireVersion } from '@portal/contract/domain/suitability/risk-questionnaire';
import { FundTicket, fundsOfRisk } from '../pages/fund-trading';
import { RiskQuestionnairePage, findExpiry } from '../pages/risk-questionnaire';
import { expect, test, testWithOwnPortal } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/*
 * The risk questionnaire of /accounts/raq (issue 17 part 2, ADR 037). Redoing it changes C10001's level for good, so
 * that journey has a portal of its own; the reminder journey only reads.
 */

testWithOwnPortal(
  'C10001 redoes the questionnaire, lands on Low and is refused a Medium fund it could buy before',
  async ({ page, signIn }) => {
    await signIn('C10001');
    const [medium] = await fundsOfRisk(page.request, ['Medium'], 'HKD');
    if (!medium) throw new Error('The catalogue has no retail HKD fund of Medium risk');
    const ticket = new FundTicket(page);

    // Before: Medium, and the Medium fund's ticket warns of nothing.
    await page.goto(`/funds/subscribe/${medium.fundId}`);
    await expect(ticket.amount).toBeVisible();
    await expect(page.getByTestId('risk-warning')).toHaveCount(0);

    const raq = new RiskQuestionnairePage(page);
    await raq.goto();
    await expect(raq.heading).toBeVisible();
    await expect(raq.level).toContainText('Medium');
    await expect(page.getByTestId('allowed-levels')).toContainText('Medium');

    // Ten answers of one point each: 10 points, the Low band (8 to 14).
    await raq.start.click();
    await raq.answer(currentQuestionnaireVersion, () => 1);
    await expect(raq.result).toHaveAttribute('data-status', 'approved');
    await expect(raq.resultLevel).toHaveText(/Low$/);
    await expect(page.getByTestId('result-approved')).toContainText('Your new risk profile applies from now');
    await expect(page.getByTestId('allowed-levels')).not.toContainText('Medium');
    await page.getByTestId('result-done').click();
    await expect(raq.level).toContainText('Low');

    // After: the same fund is refused with riskLevelViolation, in words.
    await page.goto(`/funds/subscribe/${medium.fundId}`);
    await expect(page.getByTestId('risk-warning')).toBeVisible();
    await ticket.amount.fill('500000');
    await ticket.reviewAndSubmit();
    await expect(ticket.failure).toHaveText("The fund's risk level is above your risk profile.");
    await expect(ticket.failure).toHaveAttribute('data-result', 'riskLevelViolation');
  },
);

test('C10005, whose questionnaire is almost two years old, is reminded on the funds dashboard and opens its profile', async ({
  page,
  signIn,
}) => {
  await signIn('C10005');
  const expiry = await findExpiry(page.request, 'C10005');
  expect(expiry.expiring).toBe(true);
  await page.goto('/funds/dashboard');
  await expect(page.getByRole('heading', { name: 'Funds dashboard', level: 1 })).toBeVisible();
  const reminder = page.getByTestId('risk-profile-reminder');
  await expect(reminder).toContainText(`valid until ${expiry.lastValidDay}`);
  await reminder.getByRole('link', { name: 'Redo the questionnaire' }).click();

  const raq = new RiskQuestionnairePage(page);
  await expect(raq.heading).toBeVisible();
  await expect(page.getByTestId('valid-until')).toHaveText(`Valid until${expiry.lastValidDay}`);
  // Its answers were given to version 1, and read in that version's words.
  await expect(page.getByTestId('approved-answers')).toContainText('Your answers (version 1)');
  await expect(page.getByTestId('approved-answers')).toContainText('What is your age?');
});
