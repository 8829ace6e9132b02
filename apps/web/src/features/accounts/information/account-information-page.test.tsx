// @vitest-environment jsdom
// The account information page live (React in jsdom, the real api client over a fake network): the record with the
// identity document as the server masked it, a contact change with a field error, a proof, the confirm step and the
// request sent with its step-up token; a brand or session that may not change it; a failed load with a retry.
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile, ProfileChangeRequest } from '@portal/contract';
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

let unmount: (() => void) | undefined;
beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } }));
afterAll(() => queryClient.setDefaultOptions({ queries: { refetchOnWindowFocus: false } }));
afterEach(() => {
  unmount?.();
  unmount = undefined;
  queryClient.clear();
});

async function render(page: ReactNode, api: Api, advisorAccountCode?: string): Promise<void> {
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
  await i18n.loadNamespaces(['accountInformation', 'stepUp', 'ticket']);
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  const now = Date.now();
  sessions.update((state) =>
    withLogin(state, {
      accountCode: 'C10002',
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
      ...(advisorAccountCode === undefined ? {} : { advisorAccountCode }),
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
            <InformationApiContext value={api}>
              <MemoryRouter>{page}</MemoryRouter>
            </InformationApiContext>
          </MantineProvider>
        </I18nContext>
      </SessionContext>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
}

const textOf = (element: Element = document.body) => (element.textContent ?? '').replace(/\s+/g, ' ');

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
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function choose(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
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

const button = (name: string) => {
  const found = [...document.body.querySelectorAll('button')].find((element) => element.textContent?.trim() === name);
  if (!found) throw new Error(`No button ${name}`);
  return found;
};

async function confirmWithPassword(password: string) {
  await until(() => expect(document.body.querySelector('input[type="password"]')).not.toBeNull());
  await typeInto(document.body.querySelector<HTMLInputElement>('input[type="password"]') as HTMLElement, password);
  await click(button('Confirm'));
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
    expect(textOf()).toContain('Loading');
    await until(() => expect(textOf(byTestId('account-type'))).toContain('Joint'));
    expect([...document.body.querySelectorAll('[data-testid="holder-document"]')].map((node) => textOf(node))).toEqual([
      'Identity documentHong Kong identity card K••••••(9) (Chinese)',
      'Identity documentHong Kong identity card Z••••••(2) (Chinese)',
    ]);
    expect(textOf(byTestId('requests-empty'))).toBe('You have not asked for any change.');
    expect(document.body.querySelector('h1')?.textContent).toBe('Account information');

    await click(byTestId('edit-contact'));
    await typeInto(byTestId('field-email'), 'not-an-address');
    await click(byTestId('review-change'));
    await until(() => expect(textOf(byTestId('change-form-contact'))).toContain('Enter an e-mail address'));
    expect(textOf(byTestId('change-proof-error'))).toBe('Attach a proof of the new details.');
    expect(document.body.querySelector('[data-testid="change-confirm"]')).toBeNull();

    // An executable named .pdf is refused by its first bytes before anything is sent.
    await choose(byTestId('change-proof'), new File(['MZ\x90\x00'], 'letter.pdf', { type: 'application/pdf' }));
    await until(() =>
      expect(textOf(byTestId('change-proof-error'))).toBe('This file is not a PNG or JPEG image or a PDF.'),
    );
    await choose(byTestId('change-proof'), pdfFile());
    await until(() => expect(textOf(byTestId('change-proof-chosen'))).toContain('letter.pdf'));
    await typeInto(byTestId('field-email'), 'siuling.wong@example.com');
    await click(byTestId('review-change'));
    await until(() => expect(textOf(byTestId('confirm-email'))).toContain('New: siuling.wong@example.com'));
    expect(textOf(byTestId('confirm-email'))).toContain('Now: wong.siuling@example.com');
    expect(document.body.querySelector('[data-testid="confirm-phone"]')).toBeNull();

    // Cancelling the step-up sends nothing; confirming with the password sends the request with the grant.
    await click(byTestId('send-change'));
    await until(() => button('Cancel'));
    await click(button('Cancel'));
    await until(() => expect(textOf(byTestId('change-failure'))).toContain('it needs your confirmation'));
    await click(byTestId('send-change'));
    await confirmWithPassword('Demo#2026pass');
    await until(() => expect(textOf(byTestId('change-sent'))).toContain('PC20261127ABCDEF0123'));
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
    await until(() => expect(textOf(byTestId('change-request-status'))).toBe('Pending'));
    expect(textOf(byTestId('pending-contact'))).toContain('waiting for our back office');
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
    await until(() => byTestId('edit-addresses'));
    await click(byTestId('edit-addresses'));
    await typeInto(byTestId('field-correspondenceAddress'), 'P.O. Box 99\nHong Kong');
    await choose(byTestId('change-proof'), pdfFile());
    await until(() => byTestId('change-proof-chosen'));
    await click(byTestId('review-change'));
    await until(() => byTestId('change-confirm'));
    await click(byTestId('send-change'));
    await confirmWithPassword('Demo#2026pass');
    await until(() => expect(textOf(byTestId('change-failure'))).toBe('These are the details already on record.'));
  });

  it('offers no change where it may not be made, and a retry when the record fails to load', async () => {
    const readOnly = fakeServer({
      '/api/accountProfile/accountInformation': { status: 200, body: information([], false) },
    });
    await render(<AccountInformationPage />, readOnly.api, 'A30001');
    await until(() => expect(textOf(byTestId('not-editable'))).toContain('Only the client can ask for a change'));
    expect(document.body.querySelector('[data-testid^="edit-"]')).toBeNull();
    unmount?.();
    queryClient.clear();

    let fail = true;
    const flaky = fakeServer({
      '/api/accountProfile/accountInformation': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'down' } } : { status: 200, body: information() },
    });
    await render(<AccountInformationPage />, flaky.api);
    await until(() => expect(textOf()).toContain('This could not be loaded.'));
    fail = false;
    const retry = [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    if (!retry) throw new Error('No retry button');
    await click(retry);
    await until(() => byTestId('section-contact'));
  });
});
