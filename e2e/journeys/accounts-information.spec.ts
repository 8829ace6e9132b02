import { advanceServerClock } from '../pages/fund-trading';
import { AccountInformationPage, makeProofPdf, outboxOf, runProfileBackOffice } from '../pages/account-information';
import { makeExecutable } from '../pages/cash-deposit';
import { demoPassword, webClientHeaders } from '../support/login';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const minuteMs = 60_000;

test.describe('account information as C10001', () => {
  test('changes the e-mail with step-up; once the back office approves, the old and the new address hear of it', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn('C10001');
    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/accounts\/information$/);
    const record = new AccountInformationPage(page);
    await expect(record.heading).toBeVisible();
    await expect(page.getByTestId('account-type')).toContainText('Individual');
    await expect(page.getByTestId('holder-document')).toContainText('A••••••(3)');
    await expect(page.getByText('A123456(3)')).toHaveCount(0);
    await expect(record.email).toContainText('c10001@example.com');

    // Bad input first: a malformed address and a file that is not what its name says; nothing is sent.
    await record.editContact.click();
    await record.field('E-mail').fill('not-an-address');
    await record.proof.setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: makeExecutable() });
    await expect(page.getByTestId('change-proof-error')).toHaveText('This file is not a PNG or JPEG image or a PDF.');
    await record.review.click();
    await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expect(record.confirm).toHaveCount(0);

    await record.field('E-mail').fill('chan.taiman@example.com');
    await record.proof.setInputFiles({ name: 'bank-letter.pdf', mimeType: 'application/pdf', buffer: makeProofPdf() });
    await expect(page.getByTestId('change-proof-chosen')).toContainText('bank-letter.pdf');
    await record.review.click();
    await expect(record.confirm).toContainText('Now: c10001@example.com');
    await expect(record.confirm).toContainText('New: chan.taiman@example.com');

    // Step-up: the login password again (C10001 has no second factor).
    await record.send.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Login password').fill(demoPassword);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(record.sent).toContainText(/Change request PC\d{8}[0-9A-F]{10} was sent/);
    await expect(record.requests.first()).toContainText('Pending');
    await expect(record.email).toContainText('c10001@example.com');
    await expect(page.getByTestId('pending-contact')).toBeVisible();

    // The back office decides 10 minutes after submission (ADR 038).
    await advanceServerClock(page.request, 11 * minuteMs);
    await runProfileBackOffice(page.request);
    await signIn('C10001');
    await page.goto('/accounts/information');
    await expect(record.email).toContainText('chan.taiman@example.com');
    await expect(record.requests.first()).toContainText('Approved');

    const outbox = await outboxOf(page.request, 'C10001');
    const emails = outbox.filter((message) => message.channel === 'email' && message.body.includes('e-mail address'));
    expect(emails.map((message) => message.destination).sort()).toEqual([
      'c10001@example.com',
      'chan.taiman@example.com',
    ]);
    const notices = await page.request.post('/api/accountNotice/searchAccountNotices', {
      headers: { ...webClientHeaders, 'x-portal-account': 'C10001', 'x-portal-source': 'gateway' },
      data: { kinds: ['personalInformationChange'] },
    });
    expect(notices.ok(), await notices.text()).toBe(true);
    const { notices: listed } = (await notices.json()) as { notices: { channel: string; destination: string }[] };
    expect(
      listed
        .filter((notice) => notice.channel === 'email')
        .map((notice) => notice.destination)
        .sort(),
    ).toEqual(['c*****@example.com', 'c**********@example.com'].sort());
  });
});
