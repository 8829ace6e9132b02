// @vitest-environment jsdom
// The crypto wallet pages live (React in jsdom, the real api client over a fake network): the deposit address with its
// QR code and warnings, a confirming deposit's progress, a held deposit declared through the dialog (its field errors
// first), a declared wallet refused with a field error, the history's rows and its empty state.
import { describe, expect, it } from 'vitest';
import type { CryptoDeposit, CryptoDepositAddress, DeclaredWallet } from '@portal/contract';
import type { OnChainMovement } from '@portal/contract/domain/crypto/on-chain-movement';
import {
  byTestId,
  click,
  mount,
  selectOption,
  settle,
  setUpPageTests,
  testSession,
  typeInto,
} from '../../../app/testing/mount';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer, type Answer } from '../../../shared/api/fake-server';
import { catchingDownloads } from '../../../shared/testing/stub-browser';
import { CryptoDepositPage } from './deposit-page';
import { WalletApiContext } from './wallet-api';
import { CryptoWalletHistoryPage } from './wallet-history-page';
import { CryptoWalletManagementPage } from './wallet-management-page';

setUpPageTests();

const vaSession = { ...testSession, accountCode: 'V20001', source: 'fos' as const };

function mountPage(page: React.ReactNode, api: Api) {
  return mount(page, {
    session: vaSession,
    namespaces: ['cryptoWallet', 'ticket'],
    wrap: (inner) => <WalletApiContext value={api}>{inner}</WalletApiContext>,
  });
}

const usdtAddress: CryptoDepositAddress = {
  asset: 'USDT',
  network: 'ethereum',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  minimumDeposit: '1',
  confirmations: 12,
  issuedAt: '2026-11-26T04:00:00.000Z',
};

const depositOf = (overrides: Partial<CryptoDeposit>): CryptoDeposit => ({
  id: 'dep-1',
  direction: 'deposit',
  asset: 'USDT',
  network: 'ethereum',
  amount: '250.5',
  fee: '0',
  counterpartyAddress: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  transactionHash: `0x${'ab'.repeat(32)}`,
  confirmations: 4,
  requiredConfirmations: 12,
  status: 'confirming',
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
  heldReason: null,
  originator: null,
  walletProof: false,
  ...overrides,
});

describe('the deposit page', () => {
  it('shows the address with its QR code and warnings, a confirming deposit’s progress, and declares a held one', async () => {
    const held = depositOf({ id: 'dep-held', status: 'held', heldReason: 'undeclaredOriginator', confirmations: 12 });
    let declared = false;
    const declareAnswer: Answer = (body) => {
      declared = true;
      return {
        status: 200,
        body: {
          deposit: { ...held, status: 'completed', heldReason: null, originator: { kind: 'thirdParty' } },
          echo: body,
        },
      };
    };
    const server = fakeServer({
      '/api/cryptoWallet/cryptoDepositAddress': { status: 200, body: { depositAddress: usdtAddress } },
      '/api/cryptoWallet/listCryptoDeposits': () => ({
        status: 200,
        body: { deposits: declared ? [] : [depositOf({}), held], asOf: '2026-11-27T02:01:00.000Z' },
      }),
      '/api/cryptoWallet/declareDepositOriginator': declareAnswer,
    });
    const page = await mountPage(<CryptoDepositPage />, server.api);
    await settle(() => expect(byTestId(page.container, 'deposit-qr')).toBeTruthy());
    expect(byTestId(page.container, 'deposit-address').dataset.value).toBe(usdtAddress.address);
    expect(byTestId(page.container, 'deposit-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(byTestId(page.container, 'deposit-qr').getAttribute('alt')).toBe(
      'QR code of your USDT deposit address on Ethereum (ERC-20)',
    );
    const warnings = byTestId(page.container, 'deposit-warnings').textContent ?? '';
    expect(warnings).toContain('Send only USDT on Ethereum (ERC-20) to this address.');
    expect(warnings).toContain('The minimum deposit is 1 USDT');
    expect(warnings).toContain('It is credited after 12 confirmations on the network.');
    expect(page.text()).not.toContain('destination tag');
    await settle(() => expect(byTestId(page.container, 'deposit-progress').textContent).toBe('Confirmations 4 of 12'));
    expect(page.container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe(
      'Confirmations 4 of 12',
    );
    expect(byTestId(page.container, 'deposit-held').textContent).toBe('Held: declare where this came from');

    expect(byTestId(page.container, 'declare-origin').getAttribute('aria-label')).toMatch(/^Declare origin \S+$/);
    await click(byTestId(page.container, 'declare-origin'));
    const dialog = () => byTestId(document.body, 'originator-dialog');
    await settle(() => expect(dialog()).toBeTruthy());
    await click(dialog().querySelector('input[value="thirdParty"]'));
    await click(byTestId(document.body, 'originator-submit'));
    await settle(() => expect(dialog().textContent).toContain('Enter the sender’s full name.'));
    expect(dialog().textContent).toContain('Choose the sender’s country or region.');
    expect(server.calls.some((call) => call.path.endsWith('declareDepositOriginator'))).toBe(false);

    await typeInto(byTestId(document.body, 'originator-name') as HTMLInputElement, 'Chan Tai Man');
    await selectOption(byTestId(document.body, 'originator-country'), 'HK');
    await click(byTestId(document.body, 'originator-submit'));
    await settle(() => expect(byTestId(page.container, 'originator-declared').textContent).toContain('250.5 USDT'));
    const call = server.calls.find((entry) => entry.path.endsWith('declareDepositOriginator'));
    expect(call?.body).toMatchObject({
      accountCode: 'V20001',
      source: 'fos',
      depositId: 'dep-held',
      originator: { kind: 'thirdParty', name: 'Chan Tai Man', relationship: 'family', country: 'HK' },
    });
  });

  it('shows the destination tag on the XRP Ledger and an empty list', async () => {
    const server = fakeServer({
      '/api/cryptoWallet/cryptoDepositAddress': {
        status: 200,
        body: {
          depositAddress: {
            ...usdtAddress,
            asset: 'XRP',
            network: 'xrpl',
            address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
            memo: '104729',
            confirmations: 1,
          },
        },
      },
      '/api/cryptoWallet/listCryptoDeposits': { status: 200, body: { deposits: [], asOf: '2026-11-27T02:01:00.000Z' } },
    });
    const page = await mountPage(<CryptoDepositPage />, server.api);
    await settle(() => expect(byTestId(page.container, 'deposit-memo').dataset.value).toBe('104729'));
    expect(byTestId(page.container, 'deposit-warnings').textContent).toContain(
      'Always include the destination tag 104729',
    );
    await settle(() => expect(byTestId(page.container, 'deposits-empty')).toBeTruthy());
  });
});

describe('the declared wallets page', () => {
  it('shows a refused address as a field error and nothing else changes', async () => {
    const server = fakeServer({
      '/api/cryptoWallet/listDeclaredWallets': { status: 200, body: { wallets: [] } },
      '/api/cryptoWallet/declareWallet': {
        status: 422,
        body: {
          code: 'addressChecksum',
          message: 'This address has a typing error: its checksum does not match.',
          details: { result: 'addressChecksum', resultCode: 'VA703' },
        },
      },
    });
    const page = await mountPage(<CryptoWalletManagementPage />, server.api);
    await settle(() => expect(byTestId(page.container, 'wallets-empty')).toBeTruthy());
    await click(byTestId(page.container, 'declare-wallet'));
    await settle(() => expect(page.text()).toContain('Enter the wallet’s address.'));
    await typeInto(
      byTestId(page.container, 'wallet-address') as HTMLInputElement,
      '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    await typeInto(byTestId(page.container, 'wallet-label') as HTMLInputElement, 'Ledger');
    await click(byTestId(page.container, 'declare-wallet'));
    await settle(() => expect(page.text()).toContain('This address has a typing error: its checksum does not match.'));
    expect(byTestId(page.container, 'wallet-address').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a wallet’s open proof: the exact amount and where to send it', async () => {
    const wallet: DeclaredWallet = {
      walletId: 'w-1',
      network: 'ethereum',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      label: 'Ledger',
      status: 'proofRequested',
      proof: {
        asset: 'ETH',
        amount: '0.00001234',
        depositAddress: usdtAddress.address,
        expiresAt: '2026-11-29T02:00:00.000Z',
      },
      signMessage:
        'I own the wallet 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed and declare it for account V20001.\nNonce: w-1',
      verifiedAt: null,
      declaredAt: '2026-11-27T02:00:00.000Z',
    };
    const server = fakeServer({
      '/api/cryptoWallet/listDeclaredWallets': { status: 200, body: { wallets: [wallet] } },
      '/api/cryptoWallet/proveWalletBySignature': {
        status: 422,
        body: {
          code: 'signatureInvalid',
          message: 'This signature was not made by this wallet’s key for the message shown.',
          details: { result: 'signatureInvalid', resultCode: 'VA714' },
        },
      },
    });
    const page = await mountPage(<CryptoWalletManagementPage />, server.api);
    await settle(() => expect(byTestId(page.container, 'proof-amount').textContent).toBe('0.00001234 ETH'));
    expect(byTestId(page.container, 'wallet-status').textContent).toBe('Proof requested');
    expect(byTestId(page.container, 'proof-address').dataset.value).toBe(usdtAddress.address);
    expect(page.container.querySelector('[data-testid="prove-wallet"]')).toBeNull();

    // Or by a signed message: the message to sign, a malformed signature refused in the form, a wrong one on the field.
    await click(byTestId(page.container, 'sign-instead'));
    expect(byTestId(page.container, 'sign-message').dataset.value).toBe(wallet.signMessage);
    await typeInto(byTestId(page.container, 'signature'), '0x12');
    await click(byTestId(page.container, 'verify-signature'));
    await settle(() => expect(page.text()).toContain('Paste the signature: 0x and 130 hexadecimal digits.'));
    expect(server.calls.some((entry) => entry.path.endsWith('proveWalletBySignature'))).toBe(false);
    await typeInto(byTestId(page.container, 'signature'), `0x${'ab'.repeat(65)}`);
    await click(byTestId(page.container, 'verify-signature'));
    await settle(() =>
      expect(page.text()).toContain('This signature was not made by this wallet’s key for the message shown.'),
    );
    expect(server.calls.find((entry) => entry.path.endsWith('proveWalletBySignature'))?.body).toMatchObject({
      walletId: 'w-1',
      signature: `0x${'ab'.repeat(65)}`,
    });
  });
});

describe('the wallet history page', () => {
  const movementOf = (id: string, overrides: Partial<OnChainMovement> = {}): OnChainMovement => ({
    id,
    direction: 'deposit',
    asset: 'USDT',
    network: 'ethereum',
    amount: '1200',
    fee: '0',
    counterpartyAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    transactionHash: `0x${'cd'.repeat(32)}`,
    confirmations: 12,
    requiredConfirmations: 12,
    status: 'completed',
    createdAt: '2026-11-26T02:00:00.000Z',
    updatedAt: '2026-11-26T02:00:00.000Z',
    ...overrides,
  });

  it('lists movements with hash, network, confirmations and status; filters to an empty state', async () => {
    const server = fakeServer({
      '/api/cryptoWallet/cryptoWalletHistory': (body) => ({
        status: 200,
        body:
          typeof body === 'object' && body !== null && 'status' in body
            ? { movements: [], nextCursor: null }
            : { movements: [movementOf('dep-1')], nextCursor: null },
      }),
    });
    const page = await mountPage(<CryptoWalletHistoryPage />, server.api);
    await settle(() => expect(page.container.querySelectorAll('[data-testid="movement-row"]')).toHaveLength(1));
    const row = byTestId(page.container, 'movement-row').textContent ?? '';
    expect(row).toContain('+1,200 USDT');
    expect(row).toContain('Ethereum (ERC-20)');
    expect(row).toContain('0xcdcd…cdcdcd');
    expect(row).toContain('12 / 12');
    expect(row).toContain('Completed');
    expect(page.container.querySelector('[data-testid="more"]')).toBeNull();
    await selectOption(byTestId(page.container, 'filter-status'), 'held');
    await settle(() =>
      expect(byTestId(page.container, 'movements-empty').textContent).toBe('No movements match these filters.'),
    );
  });

  it('loads the next movements after the cursor the server gave, and exports the filtered list from the server', async () => {
    const server = fakeServer({
      '/api/cryptoWallet/cryptoWalletHistory': (body) => ({
        status: 200,
        body:
          typeof body === 'object' && body !== null && 'cursor' in body
            ? {
                movements: [movementOf('wd-1', { direction: 'withdrawal', amount: '0.5', asset: 'ETH' })],
                nextCursor: null,
              }
            : { movements: [movementOf('dep-1')], nextCursor: 'after-dep-1' },
      }),
      '/api/cryptoWallet/exportCryptoWalletHistory': {
        status: 200,
        body: { fileName: 'wallet-history-V20001.csv', contentType: 'text/csv', content: '\uFEFF"Time"\r\n', rows: 2 },
      },
    });
    await catchingDownloads(async (saved) => {
      const page = await mountPage(<CryptoWalletHistoryPage />, server.api);
      await settle(() => expect(page.container.querySelectorAll('[data-testid="movement-row"]')).toHaveLength(1));
      await click(byTestId(page.container, 'more'));
      await settle(() => expect(page.container.querySelectorAll('[data-testid="movement-row"]')).toHaveLength(2));
      expect(page.container.querySelector('[data-movement-id="wd-1"]')?.textContent).toContain('−0.5 ETH');
      expect(page.container.querySelector('[data-testid="more"]')).toBeNull();
      const asked = server.calls.filter((call) => call.path === '/api/cryptoWallet/cryptoWalletHistory');
      expect(asked.map((call) => (call.body as { cursor?: string }).cursor)).toEqual([undefined, 'after-dep-1']);

      await selectOption(byTestId(page.container, 'filter-direction'), 'deposit');
      await click(byTestId(page.container, 'history-export'));
      await settle(() => expect(byTestId(page.container, 'export-done').textContent).toBe('2 movements exported.'));
      expect(server.calls.find((call) => call.path === '/api/cryptoWallet/exportCryptoWalletHistory')?.body).toEqual({
        accountCode: 'V20001',
        source: 'fos',
        direction: 'deposit',
        language: 'en',
      });
      expect(saved).toEqual(['wallet-history-V20001.csv']);
    });
  });
});
