import { describe, expect, it } from 'vitest';
import { endBrowserPushSubscription, type PushSubscriptionHolder } from './browser-push';

function holderWith(subscription: { unsubscribe(): Promise<boolean> } | null): PushSubscriptionHolder {
  return { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) };
}

describe('ending the browser push subscription at logout', () => {
  it("unsubscribes the browser's subscription", async () => {
    let ended = false;
    const holder = holderWith({
      unsubscribe: async () => {
        ended = true;
        return true;
      },
    });
    expect(await endBrowserPushSubscription(holder)).toBe(true);
    expect(ended).toBe(true);
  });

  it('does nothing without a subscription, a registration or a Push API, and never throws', async () => {
    expect(await endBrowserPushSubscription(holderWith(null))).toBe(false);
    expect(await endBrowserPushSubscription({ getRegistration: async () => undefined })).toBe(false);
    expect(await endBrowserPushSubscription({ getRegistration: async () => ({}) })).toBe(false);
    expect(await endBrowserPushSubscription(undefined)).toBe(false);
    const failing: PushSubscriptionHolder = {
      getRegistration: async () => {
        throw new Error('SecurityError');
      },
    };
    expect(await endBrowserPushSubscription(failing)).toBe(false);
  });
});
