// @vitest-environment jsdom
// The bank accounts and tax status pages live (React in jsdom, the real api client over a fake network): the list with
// masked numbers and statuses, the add form's field errors (a holder not in the client's name, a number of the wrong
// length, a file that is not a PNG, JPEG or PDF), the read-only brand and the advisee session; the tax form refusing a
// wrong HKID and saving a right one, and showing the certification read-only after.
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { BankAccountView, TaxStatusView } from '@portal/contract';
import { hongKongBanks } from '@portal/contract/domain/accounts/hong-kong-banks';
import {
  chooseFile,
  click,
  mount,
  resetPages,
  screen,
  setUpPageTests,
  selectOption,
  settle,
  typeInto,
} from '../../app/testing/mount';
import type { Api } from '../../shared/api/api-client';
import { fakeServer } from '../../shared/api/fake-server';
import { AccountsApiContext } from './accounts-api';
import { BankAccountPage } from './bank/bank-account-page';
import { TaxStatusPage } from './tax/tax-status-page';
import { accessibleNameOf, repeatedButtonNames } from '../../app/testing/accessible-names';

const verified: BankAccountView = {
  bankAccountId: 'BA-C10001-HKD',
  bankCode: '004',
  bankName: {
    en: 'The Hongkong and Shanghai Banking Corporation Limited',
    'zh-HK': '香港上海滙豐銀行有限公司',
    'zh-CN': '香港上海汇丰银行有限公司',
  },
  branchCode: '123',
  maskedAccountNumber: '•••• 9838',
  accountHolder: 'CHAN TAI MAN',
  currency: 'HKD',
  maskedFpsProxy: '+8••••••67',
  status: 'verified',
  reason: null,
  submittedAt: '2026-11-20T02:00:00.000Z',
  verifiedAt: '2026-11-20T02:00:00.000Z',
  removable: true,
  statement: null,
};

const pending: BankAccountView = {
  ...verified,
  bankAccountId: 'BA20261127ABCDEF0123',
  maskedAccountNumber: '•••• 6789',
  currency: 'USD',
  maskedFpsProxy: null,
  status: 'pending',
  verifiedAt: null,
  statement: { fileName: 'statement.pdf', fileType: 'pdf' },
};

const overview = (changes: { editable?: boolean; mayChange?: boolean } = {}) => ({
  bankAccounts: [verified, pending],
  banks: hongKongBanks.map((bank) => ({
    bankCode: bank.bankCode,
    name: bank.name,
    accountNumberDigits: bank.accountNumberDigits,
  })),
  currencies: ['HKD', 'USD', 'CNY'],
  accountName: 'Chan Tai Man',
  editable: changes.editable ?? true,
  mayChange: changes.mayChange ?? true,
  statementTypes: ['png', 'jpeg', 'pdf'],
  maximumStatementBytes: 5 * 1024 * 1024,
  fpsProxyTypes: ['phone', 'email', 'fpsId'],
});

setUpPageTests();

/** The page with the session of C10001, its texts and the accounts api over the fake network. */
async function render(page: ReactNode, api: Api): Promise<void> {
  await mount(page, {
    namespaces: ['accountBank', 'accountTax', 'stepUp', 'ticket'],
    wrap: (routed) => <AccountsApiContext value={api}>{routed}</AccountsApiContext>,
  });
}

describe('the bank accounts page', () => {
  it('lists the accounts masked with their status, and marks the fields the form refuses', async () => {
    const server = fakeServer({ '/api/accountBank/bankAccountOverview': { status: 200, body: overview() } });
    await render(<BankAccountPage />, server.api);
    await settle(() => expect(screen.has('bank-accounts')).toBe(true));
    const rows = [...document.body.querySelectorAll('[data-testid="bank-accounts"] tbody tr')].map((row) =>
      (row.textContent ?? '').replace(/\s+/g, ' '),
    );
    expect(rows[0]).toContain('•••• 9838');
    expect(rows[0]).toContain('Verified');
    expect(rows[1]).toContain('Pending verification');
    expect(screen.text()).not.toContain('456789');
    // Each row's remove button is named by its account, so that a screen reader tells the rows apart.
    expect(accessibleNameOf(screen.byTestId(`remove-${verified.bankAccountId}`))).toBe(
      `Remove ${verified.bankName.en} •••• 9838`,
    );
    expect(repeatedButtonNames(screen.byTestId('bank-accounts'))).toEqual([]);

    await selectOption(screen.byTestId('bank-code'), '004');
    await typeInto(screen.byTestId('branch-code'), '12');
    await typeInto(screen.byTestId('account-number'), '12345678');
    await typeInto(screen.byTestId('account-holder'), 'WONG SIU LING');
    await typeInto(screen.byTestId('fps-proxy'), 'call me');
    await chooseFile(screen.byTestId('bank-statement'), new File(['MZ not a statement'], 'statement.pdf'));
    await click(screen.byTestId('review-bank-account'));
    await settle(() => expect(screen.text()).toContain('The branch code is three digits.'));
    expect(screen.text()).toContain("This bank's account numbers have 9 digits after the branch code.");
    expect(screen.text()).toContain('The account must be in your own name (Chan Tai Man).');
    expect(screen.text()).toContain('Not a Hong Kong mobile number, e-mail address or FPS ID.');
    expect(screen.byTestId('bank-statement-error').textContent).toBe(
      'A bank statement must be a PNG or JPEG image or a PDF.',
    );
    expect(screen.has('bank-account-confirm')).toBe(false);
    // Nothing was sent but the overview.
    expect(server.calls.map((call) => call.path)).toEqual(['/api/accountBank/bankAccountOverview']);
  });

  it('reviews a valid account, asks for the step-up, sends the grant, and shows a duplicate as the server says', async () => {
    const server = fakeServer({
      '/api/accountBank/bankAccountOverview': { status: 200, body: overview() },
      '/api/stepUp/stepUpChallenge': {
        status: 200,
        body: { action: 'bankAccount', channel: 'password', lockedUntil: null },
      },
      '/api/stepUp/confirmStepUp': {
        status: 200,
        body: { stepUpToken: 'grant-token', expirationTime: '2026-11-27T08:05:00.000Z' },
      },
      '/api/accountBank/addBankAccount': {
        status: 409,
        body: { code: 'CONFLICT', message: 'Already registered', details: { code: 'BANK_ACCOUNT_DUPLICATE' } },
      },
    });
    await render(<BankAccountPage />, server.api);
    await settle(() => expect(screen.has('branch-code')).toBe(true));
    await typeInto(screen.byTestId('branch-code'), '201');
    await typeInto(screen.byTestId('account-number'), '123456-789');
    await chooseFile(screen.byTestId('bank-statement'), new File(['%PDF-1.4 statement'], 'statement.pdf'));
    await settle(() => expect(screen.has('bank-statement-chosen')).toBe(true));
    await click(screen.byTestId('review-bank-account'));
    await settle(() => expect(screen.has('bank-account-confirm')).toBe(true));
    expect(screen.byTestId('confirm-account-number').textContent).toContain('123456-789');
    await click(screen.byTestId('submit-bank-account'));
    // The step-up dialog asks for the password before anything is sent.
    await settle(() => expect(screen.has('step-up-dialog')).toBe(true));
    expect(server.calls.some((call) => call.path === '/api/accountBank/addBankAccount')).toBe(false);
    await typeInto(
      document.body.querySelector('[data-testid="step-up-dialog"] input[type="password"]'),
      'Demo#2026pass',
    );
    await act(async () => {
      screen.byTestId('step-up-dialog').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle(() =>
      expect(screen.byTestId('bank-account-failure').textContent).toBe(
        'This bank account is already registered in this currency.',
      ),
    );
    const sent = server.calls.find((call) => call.path === '/api/accountBank/addBankAccount')?.body;
    expect(sent).toMatchObject({
      accountCode: 'C10001',
      bankAccount: { bankCode: '003', branchCode: '201', accountNumber: '123456-789', accountHolder: 'CHAN TAI MAN' },
      statement: { fileName: 'statement.pdf' },
      stepUpToken: 'grant-token',
    });
  });

  it('shows a brand that does not let clients change bank accounts, and an advisee session, read-only', async () => {
    const readOnly = fakeServer({
      '/api/accountBank/bankAccountOverview': { status: 200, body: overview({ editable: false, mayChange: false }) },
    });
    await render(<BankAccountPage />, readOnly.api);
    await settle(() => expect(screen.has('bank-accounts-read-only')).toBe(true));
    expect(screen.has('review-bank-account')).toBe(false);
    expect(screen.has(`remove-${verified.bankAccountId}`)).toBe(false);
    resetPages();

    const advisee = fakeServer({
      '/api/accountBank/bankAccountOverview': {
        status: 200,
        body: { ...overview({ mayChange: false }), bankAccounts: [{ ...verified, removable: false }] },
      },
    });
    await render(<BankAccountPage />, advisee.api);
    await settle(() => expect(screen.has('bank-accounts-advisee')).toBe(true));
    expect(screen.has('review-bank-account')).toBe(false);
  });
});

const saved: TaxStatusView = {
  residences: [{ country: 'HK', tin: 'A1234563', noTinReason: null, noTinExplanation: null }],
  usPerson: false,
  fatcaForm: 'W-8BEN',
  signatureName: 'Chan Tai Man',
  declarationDate: '2026-11-27',
  declaredAt: '2026-11-27T06:00:00.000Z',
};

describe('the tax status page', () => {
  it('refuses an HKID with a wrong check digit in the form, then saves a right one and shows it masked', async () => {
    let stored: TaxStatusView | null = null;
    const server = fakeServer({
      '/api/accountTax/taxStatus': () => ({
        status: 200,
        body: { taxStatus: stored, editable: true, mayChange: true, accountName: 'Chan Tai Man' },
      }),
      '/api/accountTax/certifyTaxStatus': () => {
        stored = saved;
        return { status: 200, body: { taxStatus: saved } };
      },
    });
    await render(<TaxStatusPage />, server.api);
    await settle(() => expect(screen.has('tax-status-form')).toBe(true));
    await typeInto(screen.byTestId('residence-tin-0'), 'A123456(4)');
    await click(screen.byTestId('tax-status-submit'));
    await settle(() => expect(screen.text()).toContain('This is not a valid TIN format for Hong Kong.'));
    expect(screen.text()).toContain('Agree to the declaration to sign it.');
    expect(server.calls.some((call) => call.path === '/api/accountTax/certifyTaxStatus')).toBe(false);

    await typeInto(screen.byTestId('residence-tin-0'), 'A123456(3)');
    await click(screen.byTestId('us-person-no'));
    await click(screen.byTestId('tax-declaration-accept'));
    await typeInto(screen.byTestId('tax-signature'), 'Chan Tai Man');
    await click(screen.byTestId('tax-status-submit'));
    await settle(() => expect(screen.has('tax-status-saved')).toBe(true));
    expect(server.calls.find((call) => call.path === '/api/accountTax/certifyTaxStatus')?.body).toMatchObject({
      residences: [{ country: 'HK', tin: 'A123456(3)' }],
      usPerson: false,
      declarationAccepted: true,
      signatureName: 'Chan Tai Man',
    });
    await settle(() => expect(screen.has('tax-status-current')).toBe(true));
    expect(screen.byTestId('tax-status-current').textContent).toContain('•••••563');
    expect(screen.byTestId('tax-status-fatca').textContent).toContain('W-8BEN');
  });

  it('shows the certification read-only where the brand does not let clients edit it', async () => {
    const server = fakeServer({
      '/api/accountTax/taxStatus': {
        status: 200,
        body: { taxStatus: saved, editable: false, mayChange: false, accountName: 'Chan Tai Man' },
      },
    });
    await render(<TaxStatusPage />, server.api);
    await settle(() => expect(screen.has('tax-status-read-only')).toBe(true));
    expect(screen.has('tax-status-current')).toBe(true);
    expect(screen.has('tax-status-update')).toBe(false);
  });
});
