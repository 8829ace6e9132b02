// @vitest-environment jsdom
// The whitelist and withdraw pages live (React in jsdom, the real api client over a fake network): an address problem
// shown under its field before any step-up is asked for, the step-up asked only when the address is fine; the
// cooling-off and ready states; the withdraw form's amount rules, fee and "You will receive", review, step-up and the
// placed withdrawal; a pending withdrawal cancelled after a confirmation; a step-up for each submission, its client
// reference kept for a retry after a lost answer and renewed after a refusal.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CryptoWithdrawal, WhitelistedAddress } from '@portal/contract';
import { buttonNamed, click, mount, screen, setUpPageTests, settle, typeInto } from '../../../app/testing/mount';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer } from '../../../shared/api/fake-server';
import { CryptoWhitelistPage } from './crypto-whitelist-page';
import { CryptoWithdrawPage } from './crypto-withdraw-page';
import { WithdrawalApiContext } from './withdrawal-api';
import { repeatedButtonNames } from '../../../app/testing/accessible-names';

const ready: WhitelistedAddress = {
  addressId: 'WA-READY',
  asset: 'USDT',
  network: 'ethereum',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  destinationTag: null,
  label: 'Cold wallet',
  addedAt: '2026-11-20T02:00:00.000Z',
  availableFrom: '2026-11-21T02:00:00.000Z',
  ready: true,
};
const cooling: WhitelistedAddress = {
  ...ready,
  addressId: 'WA-COOL',
  address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  label: 'Hardware wallet',
  addedAt: '2026-11-27T02:00:00.000Z',
  availableFrom: '2026-11-28T02:00:00.000Z',
  ready: false,
};
const terms = {
  assets: [
    { asset: 'USDT', precision: 6, available: '1200', dailyLimit: '250000', usedToday: '0', leftToday: '250000' },
  ],
  coolingOffHours: 24,
  maximumAddresses: 20,
  now: '2026-11-27T03:00:00.000Z',
};
const pending: CryptoWithdrawal = {
  withdrawalId: 'CWD0001',
  clientReference: 'reference-0001',
  asset: 'USDT',
  network: 'ethereum',
  addressId: 'WA-READY',
  address: ready.address,
  destinationTag: null,
  label: 'Cold wallet',
  amount: '50',
  fee: '5',
  total: '55',
  status: 'pending',
  transactionHash: null,
  confirmations: 0,
  requiredConfirmations: 12,
  failureReason: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  updatedAt: '2026-11-27T03:00:00.000Z',
  cancellable: true,
};
const stepUpAnswers = {
  '/api/stepUp/stepUpChallenge': {
    status: 200,
    body: { action: 'virtualAssetAddress', channel: 'password', lockedUntil: null },
  },
  '/api/stepUp/confirmStepUp': {
    status: 200,
    body: { stepUpToken: 'grant-token', expirationTime: '2026-11-27T03:05:00.000Z' },
  },
};

setUpPageTests();

async function render(page: ReactNode, api: Api): Promise<void> {
  await mount(page, {
    namespaces: ['cryptoWithdrawal', 'ticket', 'stepUp'],
    wrap: (routed) => <WithdrawalApiContext value={api}>{routed}</WithdrawalApiContext>,
  });
}

async function answerStepUp() {
  await settle(() => expect(document.body.querySelector('input[type="password"]')).not.toBeNull());
  await typeInto(
    document.body.querySelector<HTMLInputElement>('input[type="password"]') as HTMLInputElement,
    'Demo#2026pass',
  );
  await click(buttonNamed(screen.byTestId('step-up-dialog'), 'Confirm'));
}

describe('the whitelist page', () => {
  it('lists ready and cooling addresses, shows an address problem under its field, asks for step-up only for a good one', async () => {
    const server = fakeServer({
      ...stepUpAnswers,
      '/api/cryptoWithdrawal/searchWhitelistedAddresses': { status: 200, body: { addresses: [cooling, ready] } },
      '/api/cryptoWithdrawal/cryptoWithdrawalTerms': { status: 200, body: terms },
      '/api/cryptoWithdrawal/addWhitelistedAddress': (body) => {
        const request = body as { address: string; stepUpToken?: string };
        if (request.address.startsWith('0xFB'))
          return {
            status: 422,
            body: {
              code: 'addressChecksum',
              message: 'The address checksum does not match: check every character (and its upper or lower case).',
              details: { result: 'addressChecksum', resultCode: 'VA602' },
            },
          };
        if (request.stepUpToken === undefined)
          return { status: 403, body: { code: 'STEP_UP_REQUIRED', message: 'Confirm this with your password first.' } };
        return { status: 200, body: { address: { ...cooling, addressId: 'WA-NEW', label: 'New one' } } };
      },
    });
    await render(<CryptoWhitelistPage />, server.api);
    await settle(() => expect(screen.byTestId('whitelist-count').textContent).toBe('2 of 20 addresses'));
    const states = [...document.body.querySelectorAll('[data-testid="whitelist-entry-state"]')].map(
      (state) => state.textContent,
    );
    expect(states).toEqual(['Available from 2026-11-28 10:00 (Hong Kong time)', 'Ready']);
    // Each entry's remove button is named by its label, so that a screen reader tells the entries apart.
    const removes = [...document.body.querySelectorAll('[data-testid="whitelist-remove"]')];
    expect(removes).toHaveLength(2);
    for (const button of removes) expect(button.getAttribute('aria-label')).toMatch(/^Remove \S/);
    expect(repeatedButtonNames(document.body)).toEqual([]);

    await typeInto(screen.byTestId('whitelist-address'), '0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
    await typeInto(screen.byTestId('whitelist-label'), 'Typo');
    await click(screen.byTestId('whitelist-add'));
    await settle(() => expect(screen.text()).toContain('The address checksum does not match'));
    expect(screen.has('step-up-dialog')).toBe(false);
    expect(server.calls.some((call) => call.path === '/api/stepUp/stepUpChallenge')).toBe(false);

    await typeInto(screen.byTestId('whitelist-address'), '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
    await click(screen.byTestId('whitelist-add'));
    await answerStepUp();
    await settle(() =>
      expect(screen.byTestId('whitelist-added').textContent).toBe(
        'Address added. It can receive withdrawals from 2026-11-28 10:00 (Hong Kong time).',
      ),
    );
    const adds = server.calls.filter((call) => call.path === '/api/cryptoWithdrawal/addWhitelistedAddress');
    expect(adds.map((call) => (call.body as { stepUpToken?: string }).stepUpToken)).toEqual([
      undefined,
      undefined,
      'grant-token',
    ]);
    expect(adds[2]?.body).toMatchObject({ asset: 'USDT', network: 'ethereum', label: 'Typo' });
  });
});

describe('the withdraw page', () => {
  it('checks the amount, shows fee and what arrives, confirms with step-up, and cancels a pending withdrawal', async () => {
    const server = fakeServer({
      ...stepUpAnswers,
      '/api/cryptoWithdrawal/searchWhitelistedAddresses': { status: 200, body: { addresses: [cooling, ready] } },
      '/api/cryptoWithdrawal/cryptoWithdrawalTerms': { status: 200, body: terms },
      '/api/cryptoWithdrawal/searchCryptoWithdrawals': { status: 200, body: { withdrawals: [pending] } },
      '/api/cryptoWithdrawal/placeCryptoWithdrawal': { status: 200, body: { withdrawal: pending, replayed: false } },
      '/api/cryptoWithdrawal/cancelCryptoWithdrawal': {
        status: 200,
        body: { withdrawal: { ...pending, status: 'cancelled', cancellable: false } },
      },
    });
    await render(<CryptoWithdrawPage />, server.api);
    await settle(() => expect(screen.text()).toContain('Available: 1,200 USDT · Minimum 20 USDT'));
    // Only the ready address is offered.
    const options = [...screen.byTestId('withdraw-address').querySelectorAll('option')].map((option) => option.value);
    expect(options).toEqual(['WA-READY']);
    expect(screen.byTestId('withdraw-daily-left').textContent).toContain('250,000 of 250,000 USDT');

    await typeInto(screen.byTestId('withdraw-amount'), '10');
    await settle(() => expect(screen.text()).toContain('The least you can withdraw on this network is 20 USDT.'));
    await typeInto(screen.byTestId('withdraw-amount'), '20.0000001');
    await settle(() => expect(screen.text()).toContain('USDT allows at most 6 decimal places.'));
    await typeInto(screen.byTestId('withdraw-amount'), '1196');
    await settle(() => expect(screen.text()).toContain('more than your available USDT'));
    await click(screen.byTestId('withdraw-review-button'));
    expect(screen.has('withdraw-review')).toBe(false);

    await typeInto(screen.byTestId('withdraw-amount'), '50');
    await settle(() => expect(screen.byTestId('withdraw-receive').textContent).toContain('50 USDT'));
    expect(screen.byTestId('withdraw-fee').textContent).toContain('5 USDT');
    expect(screen.byTestId('withdraw-total').textContent).toContain('55 USDT');
    await click(screen.byTestId('withdraw-review-button'));
    await settle(() =>
      expect(screen.byTestId('withdraw-review').textContent).toContain(
        'Send 50 USDT on Ethereum (ERC-20) to Cold wallet (0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed)?',
      ),
    );
    await click(screen.byTestId('withdraw-confirm'));
    await answerStepUp();
    await settle(() =>
      expect(screen.byTestId('withdraw-placed').textContent).toContain('Withdrawal submitted: 50 USDT'),
    );
    const placed = server.calls.find((call) => call.path === '/api/cryptoWithdrawal/placeCryptoWithdrawal');
    expect(placed?.body).toMatchObject({ addressId: 'WA-READY', amount: '50', stepUpToken: 'grant-token' });

    await settle(() => expect(screen.byTestId('withdrawal-status').textContent).toBe('Pending'));
    expect(screen.byTestId('withdrawal-cancel').getAttribute('aria-label')).toBe(`Cancel ${pending.withdrawalId}`);
    await click(screen.byTestId('withdrawal-cancel'));
    await settle(() => expect(screen.text()).toContain('Cancel the withdrawal of 50 USDT to Cold wallet?'));
    expect(server.calls.some((call) => call.path === '/api/cryptoWithdrawal/cancelCryptoWithdrawal')).toBe(false);
    await click(screen.byTestId('withdrawal-cancel-confirm'));
    await settle(() =>
      expect(server.calls.filter((call) => call.path === '/api/cryptoWithdrawal/cancelCryptoWithdrawal')).toHaveLength(
        1,
      ),
    );
  });

  it('asks for step-up before each submission, retries a lost answer with the same reference, takes a new one after a refusal', async () => {
    const answers = [
      { status: 503, body: { code: 'UNAVAILABLE', message: 'The platform did not answer.' } },
      {
        status: 422,
        body: {
          code: 'dailyLimitExceeded',
          message: 'This withdrawal would pass your daily withdrawal limit for this asset.',
          details: { result: 'dailyLimitExceeded', resultCode: 'VA624' },
        },
      },
      { status: 200, body: { withdrawal: { ...pending, amount: '40', total: '45' }, replayed: false } },
    ];
    const server = fakeServer({
      ...stepUpAnswers,
      '/api/cryptoWithdrawal/searchWhitelistedAddresses': { status: 200, body: { addresses: [ready] } },
      '/api/cryptoWithdrawal/cryptoWithdrawalTerms': { status: 200, body: terms },
      '/api/cryptoWithdrawal/searchCryptoWithdrawals': { status: 200, body: { withdrawals: [] } },
      '/api/cryptoWithdrawal/placeCryptoWithdrawal': () =>
        answers.shift() ?? { status: 500, body: { code: 'INTERNAL', message: 'No answer left' } },
    });
    const placements = () =>
      server.calls
        .filter((call) => call.path === '/api/cryptoWithdrawal/placeCryptoWithdrawal')
        .map((call) => call.body as { amount: string; clientReference: string; stepUpToken: string });
    await render(<CryptoWithdrawPage />, server.api);
    await settle(() => expect(screen.has('withdraw-amount')).toBe(true));
    await typeInto(screen.byTestId('withdraw-amount'), '50');
    await click(screen.byTestId('withdraw-review-button'));
    await settle(() => expect(screen.has('withdraw-review')).toBe(true));

    // Step-up cancelled: nothing is sent, the review stays.
    await click(screen.byTestId('withdraw-confirm'));
    await settle(() => expect(screen.has('step-up-dialog')).toBe(true));
    await click(buttonNamed(screen.byTestId('step-up-dialog'), 'Cancel'));
    await settle(() => expect(screen.has('step-up-dialog')).toBe(false));
    expect(placements()).toEqual([]);
    expect(screen.has('withdraw-review')).toBe(true);

    // No answer: step-up again and the same reference.
    await click(screen.byTestId('withdraw-confirm'));
    await answerStepUp();
    await settle(() =>
      expect(screen.byTestId('withdraw-failure').textContent).toBe(
        'The order could not be sent. Try again; the same order will not be placed twice.',
      ),
    );
    await click(screen.byTestId('withdraw-confirm'));
    await answerStepUp();
    await settle(() =>
      expect(screen.byTestId('withdraw-failure').textContent).toBe(
        'This withdrawal would pass your daily withdrawal limit for this asset.',
      ),
    );

    // Refused: back, a smaller amount is a new withdrawal with a new reference.
    await click(buttonNamed(screen.byTestId('withdraw-review'), 'Back'));
    await typeInto(screen.byTestId('withdraw-amount'), '40');
    await click(screen.byTestId('withdraw-review-button'));
    await settle(() => expect(screen.byTestId('withdraw-review').textContent).toContain('Send 40 USDT'));
    expect(screen.has('withdraw-failure')).toBe(false);
    await click(screen.byTestId('withdraw-confirm'));
    await answerStepUp();
    await settle(() =>
      expect(screen.byTestId('withdraw-placed').textContent).toContain('Withdrawal submitted: 40 USDT'),
    );
    // The form is there again, empty, the placed withdrawal said above it until the next review.
    expect(screen.has('withdraw-review')).toBe(false);
    expect((screen.byTestId('withdraw-amount') as HTMLInputElement).value).toBe('');
    await typeInto(screen.byTestId('withdraw-amount'), '30');
    expect(screen.has('withdraw-placed')).toBe(true);
    await click(screen.byTestId('withdraw-review-button'));
    await settle(() => expect(screen.has('withdraw-review')).toBe(true));
    expect(screen.has('withdraw-placed')).toBe(false);

    const [lost, retried, afterRefusal] = placements();
    expect(retried?.clientReference).toBe(lost?.clientReference);
    expect([lost?.amount, retried?.amount, afterRefusal?.amount]).toEqual(['50', '50', '40']);
    expect(afterRefusal?.clientReference).not.toBe(lost?.clientReference);
    expect(placements().map((placement) => placement.stepUpToken)).toEqual([
      'grant-token',
      'grant-token',
      'grant-token',
    ]);
  });
});
