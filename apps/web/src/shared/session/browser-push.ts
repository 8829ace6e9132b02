import { serviceWorkerPath } from '@portal/contract/domain/notification';

/** The part of the browser's service worker container that ending a push subscription needs. */
export type PushSubscriptionHolder = {
  getRegistration(): Promise<
    { readonly pushManager?: { getSubscription(): Promise<{ unsubscribe(): Promise<boolean> } | null> } } | undefined
  >;
};

function browserHolder(): PushSubscriptionHolder | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return { getRegistration: () => navigator.serviceWorker.getRegistration(serviceWorkerPath) };
}

/**
 * Ends this browser's push subscription when its gateway account logs out, so a shared computer stops showing the
 * signed-out client's notifications: the push service then answers 410 to the server, which forgets the subscription
 * (ADR 012). The next sign-in with permission granted subscribes again. Never throws: where there is no Push API or no
 * subscription there is nothing to end.
 */
export async function endBrowserPushSubscription(holder = browserHolder()): Promise<boolean> {
  try {
    const registration = await holder?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    return subscription ? await subscription.unsubscribe() : false;
  } catch {
    return false;
  }
}
