// @vitest-environment jsdom
// The account information page live (React in jsdom, the real api client over a fake network): the record with the
// identity document as the server masked it, a contact change with a field error, a proof, the confirm step and the
// request sent with its step-up token; a brand or session that may not change it; a failed load with a retry.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AccountProfile, ProfileChangeRequest } from '@portal/contract';
import {
  chooseFile,
  click,
  mount,
  resetPages,
  screen,
  setUpPageTests,
  settle,
  testSession,
  textOf,
  typeInto,
} from '../../../app/testing/mount';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer } from '../../../shared/api/fake-server';
import { AccountInformationPage } from './account-information-page';
import { InformationApiContext } from './information-api';

const profile: AccountProfile = {
  accountCode: 'C10002',
  accountType: 'Joint',
  name: { english: 'Wong Siu Ling and Leung Chi Keung', chinese: '黃小玲及梁志強' },
  businessRegistration: null,
  holders: [
    {
      role: 'primary',
      name: { english: 'Wong Siu Ling', chinese: '黃小玲' },
      identityDocument: { kind: 'hkid', numberMasked: 'K••••••(9)', issuingCountry: 'CHN' },
      dateOfBirth: '1979-11-02',
      nationality: 'CHN',
    },
    {
      role: 'joint',
      name: { english: 'Leung Chi Keung', chinese: '梁志強' },
      identityDocument: { kind: 'hkid', numberMasked: 'Z••••••(2)', issuingCountry: 'CHN' },
      dateOfBirth: '1977-06-21',
      nationality: 'CHN',
    },
  ],
  residentialAddress: 'Flat 8A, Block 2, City Garden\n233 Electric Road\nNorth Point, Hong Kong',
  correspondenceAddress: 'P.O. Box 1234\nNorth Point Post Office\nHong Kong',
  phone: '+85291234567',
  email: 'wong.siuling@example.com',
  employment: { status: 'employed', employer: 'Hospital Authority', occupation: 'Registered nurse' },
  investmentExperience: [{ product: 'stocks', years: 'threeToFive' }],
  professionalInvestor: false,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

const sentRequest: ProfileChangeRequest = {
  requestId: 'PC20261127ABCDEF0123',
  section: 'contact',
  status: 'pending',
  changes: [{ field: 'email', from: 'wong.siuling@example.com', to: 'siuling.wong@example.com' }],
  submittedAt: '2026-11-27T06:00:00.000Z',
  decidedAt: null,
  reason: null,
  proof: { fileName: 'letter.pdf', fileType: 'pdf', sizeBytes: 2048 },
};

const information = (changeRequests: ProfileChangeRequest[] = [], editable = true) => ({
  profile,
  editable,
  proofTypes: ['png', 'jpeg', 'pdf'],
  maximumProofBytes: 5 * 1024 * 1024,
  changeRequests,
});

setUpPageTests();

/** The page with the session of C10002 (an advisee session when an advisor is named) and the information api. */
async function render(page: ReactNode, api: Api, advisorAccountCode?: string): Promise<void> {
  await mount(page, {
    session: {
      ...testSession,
      accountCode: 'C10002',
      ...(advisorAccountCode === undefined ? {} : { advisorAccountCode }),
    },
    namespaces: ['accountInformation', 'stepUp', 'ticket'],
    wrap: (routed) => <InformationApiContext value={api}>{routed}</InformationApiContext>,
  });
}

/** The step-up service: the password is asked for, and 'Demo#2026pass' gives a grant. */
const stepUpAnswers = {
  '/api/stepUp/stepUpChallenge': {
    status: 200,
    body: { action: 'contactChange', channel: 'password', lockedUntil: null },
  },
  '/api/stepUp/confirmStepUp': (body: unknown) =>
    (body as { password?: string }).password === 'Demo#2026pass'
      ? { status: 200, body: { stepUpToken: 'grant-token', expirationTime: '2026-11-27T08:05:00.000Z' } }
      : { status: 422, body: { code: 'STEP_UP_FAILED', message: 'no', details: { result: 'stepUpFailed' } } },
};

async function confirmWithPassword(password: string) {
  await settle(() => expect(document.body.querySelector('input[type="password"]')).not.toBeNull());
  await typeInto(document.body.querySelector('input[type="password"]'), password);
  await click(screen.button('Confirm'));
}

const pdfFile = () =>
  new File([new TextEncoder().encode(`%PDF-1.4\n${' '.repeat(2048)}`)], 'letter.pdf', { type: 'application/pdf' });

describe('the account information page', () => {
  it('shows the record as the server masked it and sends an e-mail change with its proof and step-up', async () => {
    let requests: ProfileChangeRequest[] = [];
    const server = fakeServer({
      ...stepUpAnswers,
      '/api/accountProfile/accountInformation': () => ({ status: 200, body: information(requests) }),
      '/api/accountProfile/submitInformationChange': () => {
        requests = [sentRequest];
        return { status: 200, body: { request: sentRequest } };
      },
    });
    await render(<AccountInformationPage />, server.api);
    expect(screen.text()).toContain('Loading');
    await settle(() => expect(textOf(screen.byTestId('account-type'))).toContain('Joint'));
    expect([...document.body.querySelectorAll('[data-testid="holder-document"]')].map((node) => textOf(node))).toEqual([
      'Identity documentHong Kong identity card K••••••(9) (Chinese)',
      'Identity documentHong Kong identity card Z••••••(2) (Chinese)',
    ]);
    expect(textOf(screen.byTestId('requests-empty'))).toBe('You have not asked for any change.');
    expect(document.body.querySelector('h1')?.textContent).toBe('Account information');

    await click(screen.byTestId('edit-contact'));
    await typeInto(screen.byTestId('field-email'), 'not-an-address');
    await click(screen.byTestId('review-change'));
    await settle(() => expect(textOf(screen.byTestId('change-form-contact'))).toContain('Enter an e-mail address'));
    expect(textOf(screen.byTestId('change-proof-error'))).toBe('Attach a proof of the new details.');
    expect(document.body.querySelector('[data-testid="change-confirm"]')).toBeNull();

    // An executable named .pdf is refused by its first bytes before anything is sent.
    await chooseFile(
      screen.byTestId('change-proof'),
      new File(['MZ\x90\x00'], 'letter.pdf', { type: 'application/pdf' }),
    );
    await settle(() =>
      expect(textOf(screen.byTestId('change-proof-error'))).toBe('This file is not a PNG or JPEG image or a PDF.'),
    );
    await chooseFile(screen.byTestId('change-proof'), pdfFile());
    await settle(() => expect(textOf(screen.byTestId('change-proof-chosen'))).toContain('letter.pdf'));
    await typeInto(screen.byTestId('field-email'), 'siuling.wong@example.com');
    await click(screen.byTestId('review-change'));
    await settle(() => expect(textOf(screen.byTestId('confirm-email'))).toContain('New: siuling.wong@example.com'));
    expect(textOf(screen.byTestId('confirm-email'))).toContain('Now: wong.siuling@example.com');
    expect(document.body.querySelector('[data-testid="confirm-phone"]')).toBeNull();

    // Cancelling the step-up sends nothing; confirming with the password sends the request with the grant.
    await click(screen.byTestId('send-change'));
    await settle(() => screen.button('Cancel'));
    await click(screen.button('Cancel'));
    await settle(() => expect(textOf(screen.byTestId('change-failure'))).toContain('it needs your confirmation'));
    await click(screen.byTestId('send-change'));
    await confirmWithPassword('Demo#2026pass');
    await settle(() => expect(textOf(screen.byTestId('change-sent'))).toContain('PC20261127ABCDEF0123'));
    const sent = server.calls.filter((call) => call.path === '/api/accountProfile/submitInformationChange');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      accountCode: 'C10002',
      section: 'contact',
      email: 'siuling.wong@example.com',
      proof: { fileName: 'letter.pdf' },
      stepUpToken: 'grant-token',
    });
    expect(sent[0]?.body).not.toHaveProperty('phone');
    await settle(() => expect(textOf(screen.byTestId('change-request-status'))).toBe('Pending'));
    expect(textOf(screen.byTestId('pending-contact'))).toContain('waiting for our back office');
    expect(document.body.querySelector('[data-testid="edit-contact"]')).toBeNull();
  });

  it("shows the server's refusal in words and keeps the form", async () => {
    const server = fakeServer({
      ...stepUpAnswers,
      '/api/accountProfile/accountInformation': { status: 200, body: information() },
      '/api/accountProfile/submitInformationChange': {
        status: 422,
        body: { code: 'noChange', message: 'Same', details: { result: 'noChange' } },
      },
    });
    await render(<AccountInformationPage />, server.api);
    await settle(() => screen.byTestId('edit-addresses'));
    await click(screen.byTestId('edit-addresses'));
    await typeInto(screen.byTestId('field-correspondenceAddress'), 'P.O. Box 99\nHong Kong');
    await chooseFile(screen.byTestId('change-proof'), pdfFile());
    await settle(() => screen.byTestId('change-proof-chosen'));
    await click(screen.byTestId('review-change'));
    await settle(() => screen.byTestId('change-confirm'));
    await click(screen.byTestId('send-change'));
    await confirmWithPassword('Demo#2026pass');
    await settle(() =>
      expect(textOf(screen.byTestId('change-failure'))).toBe('These are the details already on record.'),
    );
  });

  it('offers no change where it may not be made, and a retry when the record fails to load', async () => {
    const readOnly = fakeServer({
      '/api/accountProfile/accountInformation': { status: 200, body: information([], false) },
    });
    await render(<AccountInformationPage />, readOnly.api, 'A30001');
    await settle(() =>
      expect(textOf(screen.byTestId('not-editable'))).toContain('Only the client can ask for a change'),
    );
    expect(document.body.querySelector('[data-testid^="edit-"]')).toBeNull();
    resetPages();

    let fail = true;
    const flaky = fakeServer({
      '/api/accountProfile/accountInformation': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'down' } } : { status: 200, body: information() },
    });
    await render(<AccountInformationPage />, flaky.api);
    await settle(() => expect(screen.text()).toContain('This could not be loaded.'));
    fail = false;
    await click(screen.button('Try again'));
    await settle(() => screen.byTestId('section-contact'));
  });
});
