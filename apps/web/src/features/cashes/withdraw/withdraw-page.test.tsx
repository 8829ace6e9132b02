// @vitest-environment jsdom
// The withdrawal pages live (React in jsdom, the real api client over a fake network): loading then the form, the
// daily limit refused in the form, the confirm step and the shared step-up dialog before each submission (cancelled:
// nothing sent; a wrong password kept in the dialog; the right one's grant sent with the withdrawal; a lost answer
// retried with a new grant and the same reference), no registered account, a failed load with retry, the list with a
// cancel.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CashWithdrawal, WithdrawalTerms } from '@portal/contract';
import {
  buttonNamed,
  click,
  mount,
  resetPages,
  screen,
  setUpPageTests,
  settle,
  typeInto,
} from '../../../app/testing/mount';
import { accessibleNameOf, buttonNamesIn } from '../../../app/testing/accessible-names';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer } from '../../../shared/api/fake-server';
import { WithdrawApiContext } from './withdraw-api';
import { WithdrawInstructionPage } from './withdraw-instruction-page';
import { WithdrawPage } from './withdraw-page';

const terms: WithdrawalTerms = {
  bankAccounts: [
    {
      bankAccountId: 'BA-C10001-USD',
      bankName: 'Hang Seng Bank Limited',
      bankCode: '024',
      maskedAccountNumber: '•••• 1201',
      accountHolder: 'CHAN TAI MAN',
      currency: 'USD',
      maskedFpsProxy: null,
    },
  ],
  currencies: [
    {
      currency: 'USD',
      precision: 2,
      available: '5000',
      onHold: '0',
      unsettled: '0',
      withdrawable: '5000',
      dailyLimit: '65000',
      usedToday: '64000',
      limitLeft: '1000',
      maximum: '1000',
    },
  ],
  fpsCurrencies: ['HKD', 'CNY'],
  cutOffTime: '11:00',
  afterCutOff: true,
  processingDate: '2026-11-27',
};

const withdrawal: CashWithdrawal = {
  withdrawalId: 'CW0123456789ABCDEF0123',
  clientReference: 'reference-0001',
  accountCode: 'C10001',
  method: 'bankTransfer',
  currency: 'USD',
  amount: '250.5',
  status: 'pending',
  bankAccount: terms.bankAccounts[0] ?? (undefined as never),
  processingDate: '2026-11-27',
  rejectReason: null,
  createdAt: '2026-11-26T04:00:00.000Z',
  updatedAt: '2026-11-26T04:00:00.000Z',
  cancellable: true,
};

setUpPageTests();

/** The page with the session of C10001, its texts and the withdrawal api over the fake network. */
async function render(page: ReactNode, api: Api): Promise<void> {
  await mount(page, {
    namespaces: ['cashWithdraw', 'ticket', 'stepUp'],
    wrap: (routed) => <WithdrawApiContext value={api}>{routed}</WithdrawApiContext>,
  });
}

describe('the withdraw page', () => {
  it('shows the terms, refuses more than the day’s limit, and asks for step-up before each submission', async () => {
    let grants = 0;
    const answers = [
      { status: 503, body: { code: 'UNAVAILABLE', message: 'The platform did not answer.' } },
      { status: 200, body: { result: 'success', resultCode: 0, withdrawal, replayed: false } },
    ];
    const server = fakeServer({
      '/api/cash/withdrawalTerms': { status: 200, body: terms },
      '/api/stepUp/stepUpChallenge': {
        status: 200,
        body: { action: 'withdrawal', channel: 'password', lockedUntil: null },
      },
      '/api/stepUp/confirmStepUp': (body) => {
        if ((body as { password?: string }).password !== 'Demo#2026pass') {
          return { status: 422, body: { code: 'STEP_UP_FAILED', message: 'no', details: { result: 'stepUpFailed' } } };
        }
        grants += 1;
        return {
          status: 200,
          body: { stepUpToken: `grant-${String(grants)}`, expirationTime: '2026-11-26T04:05:00.000Z' },
        };
      },
      '/api/cash/submitWithdrawal': () =>
        answers.shift() ?? { status: 500, body: { code: 'INTERNAL', message: 'No answer left' } },
    });
    const submissions = () =>
      server.calls
        .filter((call) => call.path === '/api/cash/submitWithdrawal')
        .map((call) => call.body as { clientReference: string; stepUpToken: string });
    const dialog = () => screen.byTestId('step-up-dialog');
    const password = () => dialog().querySelector<HTMLInputElement>('input[type="password"]') as HTMLInputElement;
    await render(<WithdrawPage />, server.api);
    expect(screen.text()).toContain('Loading');
    await settle(() => expect(screen.text()).toContain('Hang Seng Bank Limited •••• 1201 (USD)'));
    expect([...document.body.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Withdraw by FPS instead',
    ]);
    expect(screen.byTestId('limit-left').textContent).toContain('1,000.00 USD');
    expect(screen.byTestId('cut-off-note').textContent).toContain('processed on 2026-11-27');

    await typeInto(screen.byTestId('amount'), '1000.01');
    await click(screen.byTestId('review'));
    await settle(() => expect(screen.text()).toContain('over what is left of your daily withdrawal limit'));
    expect(document.body.querySelector('[data-testid="withdrawal-confirm"]')).toBeNull();

    await typeInto(screen.byTestId('amount'), '250.50');
    await click(screen.byTestId('review'));
    await settle(() => expect(screen.byTestId('withdrawal-confirm').textContent).toContain('250.50 USD'));

    // Step-up cancelled: nothing is sent, the confirm step stays.
    await click(screen.byTestId('confirm-withdrawal'));
    await settle(() => expect(screen.has('step-up-dialog')).toBe(true));
    // The one step-up dialog of every sensitive action: its title, one 'Cancel', and the close icon 'Close'.
    expect(document.body.querySelector('[role="dialog"]')?.textContent).toContain('Confirm it is you');
    expect(buttonNamesIn(document.body).filter((name) => name === 'Cancel')).toHaveLength(1);
    expect(buttonNamesIn(document.body)).toContain('Close');
    await click(buttonNamed(dialog(), 'Cancel'));
    await settle(() => expect(screen.has('step-up-dialog')).toBe(false));
    expect(submissions()).toEqual([]);
    expect(screen.has('withdrawal-confirm')).toBe(true);

    // A wrong password stays in the dialog, in words that do not say what was wrong; nothing is sent.
    await click(screen.byTestId('confirm-withdrawal'));
    await settle(() => expect(screen.has('step-up-dialog')).toBe(true));
    await typeInto(password(), 'wrong');
    await click(buttonNamed(dialog(), 'Confirm'));
    await settle(() => expect(dialog().textContent).toContain('The confirmation is not correct. Please try again.'));
    expect(submissions()).toEqual([]);
    // The right one: the withdrawal goes with the grant. Its answer is lost.
    await typeInto(password(), 'Demo#2026pass');
    await click(buttonNamed(dialog(), 'Confirm'));
    await settle(() =>
      expect(screen.byTestId('withdrawal-failure').textContent).toBe(
        'The withdrawal could not be sent. Try again; it will not be made twice.',
      ),
    );
    // The retry asks for step-up again (a grant serves once) and sends the same reference.
    await click(screen.byTestId('confirm-withdrawal'));
    await settle(() => expect(screen.has('step-up-dialog')).toBe(true));
    await typeInto(password(), 'Demo#2026pass');
    await click(buttonNamed(dialog(), 'Confirm'));
    await settle(() => expect(screen.byTestId('withdrawal-done').textContent).toContain('CW0123456789ABCDEF0123'));

    const [lost, retried] = submissions();
    expect(submissions()).toHaveLength(2);
    expect(lost).toMatchObject({
      accountCode: 'C10001',
      bankAccountId: 'BA-C10001-USD',
      currency: 'USD',
      amount: '250.50',
      method: 'bankTransfer',
      stepUpToken: 'grant-1',
    });
    expect(retried?.stepUpToken).toBe('grant-2');
    expect(retried?.clientReference).toBe(lost?.clientReference);
  });

  it('says so when there is no registered bank account, and offers a retry when the terms fail to load', async () => {
    const empty = fakeServer({ '/api/cash/withdrawalTerms': { status: 200, body: { ...terms, bankAccounts: [] } } });
    await render(<WithdrawPage />, empty.api);
    await settle(() => expect(screen.byTestId('no-bank-account').textContent).toContain('no verified bank account'));
    expect(screen.byTestId('bank-accounts-link').getAttribute('href')).toBe('/accounts/bank');
    resetPages();

    // A brand without FPS (no eDDA): no link to an FPS withdrawal, and no empty link either.
    const noFps = fakeServer({ '/api/cash/withdrawalTerms': { status: 200, body: { ...terms, fpsCurrencies: [] } } });
    await render(<WithdrawPage />, noFps.api);
    await settle(() => screen.byTestId('withdrawal-form'));
    expect([...document.body.querySelectorAll('a')].map((link) => link.textContent)).toEqual([]);
    resetPages();

    let fail = true;
    const flaky = fakeServer({
      '/api/cash/withdrawalTerms': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'down' } } : { status: 200, body: terms },
    });
    await render(<WithdrawPage />, flaky.api);
    await settle(() => expect(screen.text()).toContain('This could not be loaded.'));
    fail = false;
    await click(screen.button('Try again'));
    await settle(() => screen.byTestId('withdrawal-form'));
  });
});

describe('the withdrawals list', () => {
  it('lists the withdrawals and cancels a pending one after a confirmation; empty says so', async () => {
    let status: CashWithdrawal['status'] = 'pending';
    const server = fakeServer({
      '/api/cash/withdrawalTerms': { status: 200, body: terms },
      '/api/cash/queryWithdrawals': () => ({
        status: 200,
        body: { withdrawals: [{ ...withdrawal, status, cancellable: status === 'pending' }], nextCursor: null },
      }),
      '/api/cash/cancelWithdrawal': () => {
        status = 'cancel';
        return { status: 200, body: { withdrawal: { ...withdrawal, status, cancellable: false } } };
      },
    });
    await render(<WithdrawInstructionPage />, server.api);
    await settle(() => expect(screen.byTestId('withdrawal-status').textContent).toBe('Pending'));
    expect(screen.byTestId('withdrawal-amount').textContent).toBe('250.50 USD');
    expect(screen.text()).toContain('cut-off time (11:00 Hong Kong time)');
    // The row's cancel button is named by its withdrawal, not only 'Cancel'.
    expect(accessibleNameOf(screen.byTestId('cancel-withdrawal'))).toBe(`Cancel ${withdrawal.withdrawalId}`);
    await click(screen.byTestId('cancel-withdrawal'));
    await settle(() => screen.byTestId('confirm-cancel-withdrawal'));
    await click(screen.byTestId('confirm-cancel-withdrawal'));
    await settle(() => expect(screen.byTestId('withdrawal-status').textContent).toBe('Cancelled'));
    expect(document.body.querySelector('[data-testid="cancel-withdrawal"]')).toBeNull();
    resetPages();

    const none = fakeServer({
      '/api/cash/withdrawalTerms': { status: 200, body: terms },
      '/api/cash/queryWithdrawals': { status: 200, body: { withdrawals: [], nextCursor: null } },
    });
    await render(<WithdrawInstructionPage />, none.api);
    await settle(() => expect(screen.byTestId('withdrawals-empty').textContent).toBe('You have no withdrawals yet.'));
  });
});
