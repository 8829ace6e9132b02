import type { CDPSession, Page } from '@playwright/test';
import { createBrowserPushKeys, decryptPush } from '@portal/server/testing';
import { NotificationBell, NotificationsPage, publishEvent } from '../pages/notifications';
import { chromiumLaunchOptions, desktopChromiumPath } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { webClientHeaders } from '../support/login';

test.use({
  viewport: { width: 1280, height: 800 },
  permissions: ['notifications'],
  // Pushes and system notifications need the full browser, not the journeys' headless shell.
  launchOptions: { ...chromiumLaunchOptions, executablePath: process.env.CHROMIUM_PATH ?? desktopChromiumPath },
});

/** The portal's service worker registration id, as the DevTools protocol names it. */
async function serviceWorkerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const portal = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (portal !== undefined) resolve(portal.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return registered;
}

/** The system notifications the service worker is showing. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((notification) => ({ title: notification.title, body: notification.body }));
  });
}

test('a push delivered to the service worker shows a system notification and adds one to the bell', async ({
  page,
  signIn,
  portal,
}) => {
  await signIn('C10001');
  await page.goto('/notifications');
  const bell = new NotificationBell(page);
  // The page listed the notifications: nothing unread.
  await expect(new NotificationsPage(page).items.first()).toBeVisible();
  await expect(bell.badge).toBeHidden();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${portal.url}/service-worker.js`,
  );

  // No push service is reachable from here: the DevTools protocol hands the push to the service worker instead.
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await serviceWorkerRegistrationId(cdp, portal.url);
  const message = {
    title: 'Cash movement',
    body: 'HKD 1,200.00 was credited to your account (reference CM2026PUSH01).',
    notificationId: 'journey-push-1',
    type: 'cashMovement',
    url: '/notifications',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: portal.url,
    registrationId,
    data: JSON.stringify(message),
  });
  await expect(bell.badge).toHaveText('1');
  await expect.poll(() => shownNotifications(page)).toContainEqual({ title: message.title, body: message.body });
});

test('the browser subscribes for pushes and the server sends each new notification there, encrypted', async ({
  page,
  signIn,
  portal,
}) => {
  // Chromium here has no push service to subscribe with: PushManager answers a subscription as a browser would, with
  // keys this test holds, at the portal's recording push endpoint.
  const browserKeys = createBrowserPushKeys();
  const endpointName = `journey-${Date.now()}`;
  const endpoint = `${portal.url}/api/_dev/pushEndpoint/${endpointName}`;
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const decode = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer;
      // The subscription outlives page loads, as a browser's does (kept in this tab's session storage).
      const subscribedKey = 'journey:pushSubscribed';
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        getKey: (name: string) => decode(name === 'auth' ? keys.auth : keys.p256dh),
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem(subscribedKey);
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () =>
        sessionStorage.getItem(subscribedKey) === null ? null : subscription;
      PushManager.prototype.subscribe = async () => {
        sessionStorage.setItem(subscribedKey, 'yes');
        return subscription;
      };
    },
    { endpoint, keys: browserKeys.keys },
  );
  await signIn('C10001');
  await page.goto('/notifications');

  // The push manager's check (at start, then every 30 s) stores the subscription for C10001.
  const subscriptions = async () => {
    const answer = await page.request.post('/api/push/searchSubscriptions', {
      headers: { ...webClientHeaders, 'x-portal-account': 'C10001', 'x-portal-source': 'gateway' },
      data: { accountCodes: ['C10001'], source: 'gateway' },
    });
    const { subscriptions: list } = (await answer.json()) as {
      subscriptions: { status: string; target: { endpoint: string } }[];
    };
    return list.filter((subscription) => subscription.target.endpoint === endpoint).map(({ status }) => status);
  };
  await expect.poll(subscriptions, { timeout: 15_000 }).toEqual(['active']);

  await publishEvent(page.request, {
    accountCode: 'C10001',
    type: 'newDocument',
    fields: { documentName: 'Monthly statement 2026-10' },
  });
  const receipts = async () => {
    const answer = await page.request.get(`/api/_dev/pushReceipts?name=${endpointName}`);
    return ((await answer.json()) as { receipts: { headers: Record<string, string>; body: string }[] }).receipts;
  };
  await expect.poll(async () => (await receipts()).length).toBe(1);
  const [receipt] = await receipts();
  expect(receipt?.headers['content-encoding']).toBe('aes128gcm');
  expect(receipt?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  const body = Buffer.from(receipt?.body ?? '', 'base64');
  expect(body.toString('latin1')).not.toContain('Monthly statement');
  // Only the browser's private key opens it: the message the service worker would show.
  expect(JSON.parse(decryptPush(body, browserKeys).plaintext.toString('utf8'))).toMatchObject({
    title: 'New document',
    body: 'A new document is available: Monthly statement 2026-10.',
    url: '/notifications',
  });

  // Logging out ends this browser's subscription: a shared computer stops showing C10001's notifications.
  await page.goto('/users/logout');
  await expect(page).toHaveURL(/\/users\/login/);
  const stillSubscribed = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/service-worker.js');
    return (await registration?.pushManager.getSubscription()) != null;
  });
  expect(stillSubscribed).toBe(false);
});
