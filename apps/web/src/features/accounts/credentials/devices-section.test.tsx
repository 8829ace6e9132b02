// @vitest-environment jsdom
// The devices section live (React in jsdom, the real api client over a fake network): the list with this browser
// marked, saving it after the password (a wrong one refused with its text, in the dialog), the device codes' texts,
// and a failed load with retry.
import { describe, expect, it } from 'vitest';
import type { AccountDevice } from '@portal/contract';
import { mount, click, setUpPageTests, settle, testAccount, typeInto } from '../../../app/testing/mount';
import { fakeServer } from '../../../shared/api/fake-server';
import type { Api } from '../../../shared/api/api-client';
import { CredentialsApiContext } from './credentials-api';
import { DevicesSection } from './devices-section';

const thisBrowser: AccountDevice = {
  deviceId: 'device-1',
  name: null,
  browserName: 'Chrome',
  systemName: 'Windows',
  lastAddress: '203.0.113.7',
  firstSeenTime: '2026-11-20T02:00:00.000Z',
  lastSeenTime: '2026-11-27T02:00:00.000Z',
  saved: false,
  trustedUntil: null,
  trusted: false,
  current: true,
};
const savedPhone: AccountDevice = {
  ...thisBrowser,
  deviceId: 'device-2',
  name: 'My phone',
  browserName: 'Safari',
  systemName: 'iOS',
  saved: true,
  trusted: true,
  trustedUntil: '2026-12-20T02:00:00.000Z',
  current: false,
};

setUpPageTests();

async function open(api: Api) {
  return mount(<DevicesSection account={testAccount} />, {
    namespaces: ['accountCredentials'],
    wrap: (page) => <CredentialsApiContext value={api}>{page}</CredentialsApiContext>,
  });
}

const byTestId = (id: string) => {
  const found = document.body.querySelector<HTMLInputElement>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`No ${id}`);
  return found;
};

describe('the devices section', () => {
  it('lists the devices, saves this browser after the password, and shows a refusal in the dialog', async () => {
    let saved = false;
    const server = fakeServer({
      '/api/accountCredential/searchDevices': () => ({
        status: 200,
        body: {
          devices: saved
            ? [savedPhone, { ...thisBrowser, name: 'Office PC', saved: true, trusted: true }]
            : [savedPhone, thisBrowser],
          maxSavedDevices: 5,
          trustedDays: 30,
        },
      }),
      '/api/accountCredential/saveDevice': (body) => {
        if (JSON.stringify(body).includes('Demo#2026pass')) {
          saved = true;
          return { status: 200, body: { device: { ...thisBrowser, name: 'Office PC', saved: true, trusted: true } } };
        }
        return { status: 422, body: { code: 'incorrectPassword', message: 'The password is incorrect.' } };
      },
    });
    const page = await open(server.api);
    await settle(() => expect(page.text()).toContain('Chrome on Windows'));
    expect(page.text()).toContain('My phone');
    expect(page.text()).toContain('This device');
    expect(byTestId('devices-saved-count').textContent).toBe('1 of 5 saved');

    await click(byTestId('device-save'));
    await settle(() => byTestId('device-password'));
    expect(byTestId('device-name-input').value).toBe('Chrome on Windows');
    await typeInto(byTestId('device-name-input'), 'Office PC');
    await typeInto(byTestId('device-password'), 'wrong');
    await click(byTestId('device-confirm'));
    await settle(() => expect(byTestId('device-failure').dataset.result).toBe('incorrectPassword'));
    expect(document.body.textContent).toContain('The password is incorrect.');

    await typeInto(byTestId('device-password'), 'Demo#2026pass');
    await click(byTestId('device-confirm'));
    await settle(() => expect(byTestId('device-done').textContent).toBe('This device is saved.'));
    await settle(() => expect(byTestId('devices-saved-count').textContent).toBe('2 of 5 saved'));
    const sent = server.calls
      .filter((call) => call.path === '/api/accountCredential/saveDevice')
      .map((call) => call.body);
    expect(sent[1]).toEqual({ ...testAccount, name: 'Office PC', password: 'Demo#2026pass' });
  });

  it('says so when the list cannot be loaded, and loads it again on retry', async () => {
    let fail = true;
    const server = fakeServer({
      '/api/accountCredential/searchDevices': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } }
          : { status: 200, body: { devices: [], maxSavedDevices: 5, trustedDays: 30 } },
    });
    const page = await open(server.api);
    await settle(() => expect(page.text()).toContain('This could not be loaded.'));
    fail = false;
    await click([...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Try again'));
    await settle(() => expect(page.text()).toContain('No devices yet.'));
  });
});
