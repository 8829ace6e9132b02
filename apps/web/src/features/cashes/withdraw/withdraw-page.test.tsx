// @vitest-environment jsdom
// The withdrawal pages live (React in jsdom, the real api client over a fake network): loading then the form, the
// daily limit refused in the form, the confirm step and the step-up dialog (a wrong password kept in the dialog, the
// right one submitting the proof), no registered account, a failed load with retry, the list with a cancel.
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CashWithdrawal, WithdrawalTerms } from '@portal/contract';
import { loadTexts } from '../../../app/i18n-resources';
import { allEnglishTexts } from '../../../app/i18n-resources-all';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer } from '../../../shared/api/fake-server';
import { queryClient } from '../../../shared/api/query-client';
import { createPortalI18n, firstLanguageLoaded } from '../../../shared/i18n/i18n';
import { I18nContext } from '../../../shared/i18n/use-translation';
import { SessionContext } from '../../../shared/session/session-context';
import { createSessionStore, withLogin } from '../../../shared/session/session-store';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../../shared/storage/memory-storage';
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
  stepUpMethod: 'password',
  stepUpLockedUntil: null,
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

let unmount: (() => void) | undefined;
beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } }));
afterAll(() => queryClient.setDefaultOptions({ queries: { refetchOnWindowFocus: false } }));
afterEach(() => {
  unmount?.();
  unmount = undefined;
  queryClient.clear();
});

/** The page in jsdom inside the providers it reads (texts, the session of C10001, Mantine, a router). */
async function render(page: ReactNode, api: Api): Promise<HTMLElement> {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (media: string) =>
    ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }) as never;
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const i18n = createPortalI18n(allEnglishTexts, 'en', loadTexts);
  await firstLanguageLoaded(i18n);
  await i18n.loadNamespaces(['cashWithdraw', 'ticket']);
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  const now = Date.now();
  sessions.update((state) =>
    withLogin(state, {
      accountCode: 'C10001',
      source: 'gateway',
      role: 'user',
      loginTime: now,
      sessionExpiresAt: now + 900_000,
      refreshExpiresAt: now + 1_800_000,
      isSessionLogin: false,
      agreementConfirmed: true,
      forceChangePassword: false,
      passwordDuration: 90,
      alertChangePasswordOption: 14,
      lastChangePasswordAt: now,
    }),
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <SessionContext value={sessions}>
        <I18nContext value={i18n}>
          <MantineProvider>
            <WithdrawApiContext value={api}>
              <MemoryRouter>{page}</MemoryRouter>
            </WithdrawApiContext>
          </MantineProvider>
        </I18nContext>
      </SessionContext>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

const textOf = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

async function until(check: () => void): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      check();
      return;
    } catch (error) {
      if (tries > 150) throw error;
    }
  }
}

function byTestId(testId: string): HTMLElement {
  const found = document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!found) throw new Error(`No ${testId}`);
  return found;
}

async function typeInto(input: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
}

describe('the withdraw page', () => {
  it('shows the terms, refuses more than the day’s limit, and confirms with the password in the step-up dialog', async () => {
    const server = fakeServer({
      '/api/cash/withdrawalTerms': { status: 200, body: terms },
      '/api/cash/submitWithdrawal': (body) =>
        JSON.stringify(body).includes('Demo#2026pass')
          ? { status: 200, body: { result: 'success', resultCode: 0, withdrawal, replayed: false } }
          : {
              status: 422,
              body: {
                code: 'stepUpFailed',
                message: 'The confirmation is not correct. Please try again.',
                details: { result: 'stepUpFailed', resultCode: 'ERR706' },
              },
            },
    });
    await render(<WithdrawPage />, server.api);
    expect(textOf()).toContain('Loading');
    await until(() => expect(textOf()).toContain('Hang Seng Bank Limited •••• 1201 (USD)'));
    expect([...document.body.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Withdraw by FPS instead',
    ]);
    expect(byTestId('limit-left').textContent).toContain('1,000.00 USD');
    expect(byTestId('cut-off-note').textContent).toContain('processed on 2026-11-27');

    await typeInto(byTestId('amount'), '1000.01');
    await click(byTestId('review'));
    await until(() => expect(textOf()).toContain('over what is left of your daily withdrawal limit'));
    expect(document.body.querySelector('[data-testid="withdrawal-confirm"]')).toBeNull();

    await typeInto(byTestId('amount'), '250.50');
    await click(byTestId('review'));
    await until(() => expect(byTestId('withdrawal-confirm').textContent).toContain('250.50 USD'));
    await click(byTestId('confirm-withdrawal'));
    await until(() => byTestId('step-up-password'));
    await typeInto(byTestId('step-up-password'), 'wrong');
    await click(byTestId('step-up-confirm'));
    await until(() => expect(byTestId('withdrawal-failure').dataset.result).toBe('stepUpFailed'));
    // Still in the dialog: another try with the right password submits the proof with the withdrawal.
    await typeInto(byTestId('step-up-password'), 'Demo#2026pass');
    await click(byTestId('step-up-confirm'));
    await until(() => expect(byTestId('withdrawal-done').textContent).toContain('CW0123456789ABCDEF0123'));
    const sent = server.calls.filter((call) => call.path === '/api/cash/submitWithdrawal').map((call) => call.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      accountCode: 'C10001',
      bankAccountId: 'BA-C10001-USD',
      currency: 'USD',
      amount: '250.50',
      method: 'bankTransfer',
      stepUp: { password: 'Demo#2026pass' },
    });
    // One withdrawal, one reference: the retry after the refused proof kept it.
    expect((sent[0] as { clientReference: string }).clientReference).toBe(
      (sent[1] as { clientReference: string }).clientReference,
    );
  });

  it('says so when there is no registered bank account, and offers a retry when the terms fail to load', async () => {
    const empty = fakeServer({ '/api/cash/withdrawalTerms': { status: 200, body: { ...terms, bankAccounts: [] } } });
    await render(<WithdrawPage />, empty.api);
    await until(() => expect(byTestId('no-bank-account').textContent).toContain('no verified bank account'));
    expect(byTestId('bank-accounts-link').getAttribute('href')).toBe('/accounts/bank');
    unmount?.();
    queryClient.clear();

    // A brand without FPS (no eDDA): no link to an FPS withdrawal, and no empty link either.
    const noFps = fakeServer({ '/api/cash/withdrawalTerms': { status: 200, body: { ...terms, fpsCurrencies: [] } } });
    await render(<WithdrawPage />, noFps.api);
    await until(() => byTestId('withdrawal-form'));
    expect([...document.body.querySelectorAll('a')].map((link) => link.textContent)).toEqual([]);
    unmount?.();
    queryClient.clear();

    let fail = true;
    const flaky = fakeServer({
      '/api/cash/withdrawalTerms': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'down' } } : { status: 200, body: terms },
    });
    await render(<WithdrawPage />, flaky.api);
    await until(() => expect(textOf()).toContain('This could not be loaded.'));
    fail = false;
    const retry = [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    if (!retry) throw new Error('No retry button');
    await click(retry);
    await until(() => byTestId('withdrawal-form'));
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
    await until(() => expect(byTestId('withdrawal-status').textContent).toBe('Pending'));
    expect(byTestId('withdrawal-amount').textContent).toBe('250.50 USD');
    expect(textOf()).toContain('cut-off time (11:00 Hong Kong time)');
    await click(byTestId('cancel-withdrawal'));
    await until(() => byTestId('confirm-cancel-withdrawal'));
    await click(byTestId('confirm-cancel-withdrawal'));
    await until(() => expect(byTestId('withdrawal-status').textContent).toBe('Cancelled'));
    expect(document.body.querySelector('[data-testid="cancel-withdrawal"]')).toBeNull();
    unmount?.();
    queryClient.clear();

    const none = fakeServer({
      '/api/cash/withdrawalTerms': { status: 200, body: terms },
      '/api/cash/queryWithdrawals': { status: 200, body: { withdrawals: [], nextCursor: null } },
    });
    await render(<WithdrawInstructionPage />, none.api);
    await until(() => expect(byTestId('withdrawals-empty').textContent).toBe('You have no withdrawals yet.'));
  });
});
