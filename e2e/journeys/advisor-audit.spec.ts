import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { FundTicket, fundsOfRisk, minimumSubscription } from '../pages/fund-trading';
import { NotificationsPage } from '../pages/notifications';
import { PortalShell } from '../pages/portal-shell';
import { SwitcherPage } from '../pages/switcher-page';
import { expectNoSeriousAxeViolations, switchColourMode } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { demoPassword, webClientHeaders } from '../support/login';

/*
 * The audit trail a client reads (issue 28 part 6, ADR 059): an advisor's fund order for its client, placed in an
 * advisee session through the real fund ticket, is on the client's settings page and in its notifications; the client
 * reads its trail in Traditional Chinese too.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** The settings page's "Activity on your account" section. */
class AuditTrail {
  constructor(readonly page: Page) {}

  get section(): Locator {
    return this.page.getByTestId('audit-trail');
  }

  get entries(): Locator {
    return this.section.getByTestId('audit-entry');
  }

  entry(action: string): Locator {
    return this.section.locator(`[data-testid="audit-entry"][data-action="${action}"]`);
  }

  order(orderId: string): Locator {
    return this.section.locator(`[data-testid="audit-entry"][data-subject="${orderId}"]`);
  }
}

/** A30001 opens C10001's session and ends it at its own logout, without the UI (the setup of a journey about reading). */
async function adviseeSessionOpenedAndClosed(request: APIRequestContext): Promise<void> {
  const advisor = { ...webClientHeaders, 'x-portal-account': 'A30001', 'x-portal-source': 'gateway' };
  const steps = [
    ['/api/account/gatewayPasswordLogin', webClientHeaders, { accountCode: 'A30001', password: demoPassword }],
    ['/api/account/adviseeLogin', advisor, { accountCode: 'C10001' }],
    ['/api/account/accountLogout', advisor, { role: 'advisor', source: 'gateway' }],
  ] as const;
  for (const [path, headers, data] of steps) {
    const answer = await request.post(path, { headers, data });
    if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}: ${await answer.text()}`);
  }
}

test.describe("the advisor's actions on a client's account, as the client reads them", () => {
  test('A30001 subscribes a fund for C10001 in its session; C10001 sees it on its settings page and is told', async ({
    page,
    signIn,
  }) => {
    // A fund within C10001's Medium profile, found while only the advisor is signed in.
    await signIn('A30001');
    await page.goto('/advisors/dashboard');
    const [fund] = await fundsOfRisk(page.request, ['Low', 'LowToMedium', 'Medium'], 'HKD');
    if (!fund) throw new Error('The catalogue has no retail HKD fund up to Medium risk');

    // The advisor opens C10001's session from the account switcher.
    const switcher = new SwitcherPage(page);
    await switcher.openFromHeader();
    await switcher.logInAs('C10001').click();
    await expect(page).toHaveURL(/\/stocks\/dashboard$/);

    // The real fund ticket, in the advisee session.
    const minimum = await minimumSubscription(page.request, 'C10001', fund.fundId);
    const ticket = new FundTicket(page);
    await page.goto(`/funds/subscribe/${fund.fundId}`);
    await ticket.amount.fill(minimum);
    await ticket.reviewAndSubmit();
    await expect(ticket.placedOrders.first()).toContainText('Subscription · Pending');
    const orderId = await ticket.placedOrders.first().getAttribute('data-order-id');
    if (!orderId) throw new Error('The placed order shows no order id');

    // Back to the advisor, who logs out: its advisee session ends with it.
    await switcher.openFromHeader();
    await switcher.switchTo('A30001').click();
    await expect(page).toHaveURL(/\/advisors\/dashboard$/);
    await switcher.openFromHeader();
    await switcher.logOut('A30001').click();
    await expect(page).toHaveURL(/\/users\/login$/);

    // The client, in its own session, reads what was done on its account.
    await signIn('C10001');
    await page.goto('/users/setting');
    const trail = new AuditTrail(page);
    await expect(trail.section.getByRole('heading', { name: 'Activity on your account', level: 2 })).toBeVisible();
    const order = trail.order(orderId);
    await expect(order).toContainText('Placed an order');
    await expect(order).toContainText('Ng Ka Ho (A30001)');
    await expect(order).toContainText(`Fund subscription: `);
    await expect(order).toContainText(`(${fund.fundId})`);
    await expect(order).toContainText(`Order ${orderId}`);
    // Newest first: the session's end, the order, the session's opening, all in the same session.
    await expect(trail.entries.nth(0)).toHaveAttribute('data-action', 'adviseeSessionClosed');
    await expect(trail.entries.nth(0)).toContainText('Your advisor logged out');
    await expect(trail.entries.nth(1)).toHaveAttribute('data-subject', orderId);
    await expect(trail.entries.nth(2)).toHaveAttribute('data-action', 'adviseeSessionOpened');
    const session = (await order.getByTestId('audit-entry-session').getAttribute('data-session')) ?? '';
    expect(session).toMatch(/^[0-9A-F]{8}$/);
    await expect(order.getByTestId('audit-entry-session')).toHaveText(`Session ${session}`);
    await expect(trail.entries.nth(2).getByTestId('audit-entry-session')).toHaveText(`Session ${session}`);

    // Readable by everyone: no serious axe violation, in light and dark mode (ADR 022).
    await expectNoSeriousAxeViolations(page, 'the settings page with its audit trail (light)');
    await switchColourMode(page, 'dark');
    await expectNoSeriousAxeViolations(page, 'the settings page with its audit trail (dark)', { only: 'colours' });
    await switchColourMode(page, 'light');

    // The order entry leads to the fund order history, where the order is.
    await order.getByRole('link', { name: 'See it in your fund orders' }).click();
    await expect(page).toHaveURL(/\/funds\/history$/);
    await expect(page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`)).toBeVisible();

    // And the client was told (SPEC §3 advisorOrderPlaced).
    await page.goto('/notifications');
    const told = new NotificationsPage(page).items.filter({ hasText: orderId });
    await expect(told).toHaveCount(1);
    await expect(told).toContainText('Order by your advisor');
    await expect(told).toContainText('A30001');
  });

  test('C10001 reads its audit trail in Traditional Chinese', async ({ page, signIn }) => {
    await adviseeSessionOpenedAndClosed(page.request);
    await signIn('C10001');
    await page.goto('/users/setting');
    const trail = new AuditTrail(page);
    await expect(trail.entries.first()).toBeVisible();
    const shell = new PortalShell(page);
    await shell.languageSelect(shell.desktopHeader).selectOption('zh-HK');
    await expect(trail.section.getByRole('heading', { name: '您帳戶上的操作紀錄', level: 2 })).toBeVisible();
    await expect(trail.section.getByRole('columnheader')).toHaveText(['時間', '操作者', '操作', '詳情']);
    await expect(trail.entries.nth(0).getByTestId('audit-entry-session')).toContainText('登入階段');
    await expect(trail.entries.nth(0)).toContainText('登入階段結束');
    await expect(trail.entries.nth(0)).toContainText('您的顧問已登出');
    await expect(trail.entries.nth(0)).toContainText('顧問');
    await expect(trail.entries.nth(1)).toContainText('以您身份登入');
    // Back to English for the journeys after this one (the language is the client's saved preference).
    await shell.languageSelect(shell.desktopHeader).selectOption('en');
    await expect(trail.section.getByRole('heading', { name: 'Activity on your account', level: 2 })).toBeVisible();
  });
});
