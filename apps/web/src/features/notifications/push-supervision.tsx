import { useEffect } from 'react';
import { pushSubscriptionCheckMs } from '@portal/contract/domain/storage-lifetimes';
import { api } from '../../shared/api/api-client';
import { useBrand } from '../../shared/brand/brand-context';
import { useSessions, useSessionStore } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import { browserPushEnvironment, checkPushSubscription, pushEligible } from './push-manager';
import type { PushCheckOutcome } from './push-manager';

/** One check of the active session's push subscription, in this browser. */
export function checkActivePushSubscription(
  brand: ReturnType<typeof useBrand>,
  sessions: ReturnType<typeof useSessionStore>,
): Promise<PushCheckOutcome> {
  return checkPushSubscription({
    api,
    brand,
    session: activeSession(sessions.getSnapshot()),
    storage: sessions.storage,
    environment: browserPushEnvironment,
  });
}

/**
 * Keeps this browser's push subscription for the active session (SPEC §4, §9: at start and every 30 s). Renders
 * nothing; mounted with the bell, so only signed-in clients load it.
 */
export function PushSupervision() {
  const brand = useBrand();
  const sessions = useSessionStore();
  const session = activeSession(useSessions());
  const eligible = pushEligible(brand, session);
  // The account checked: a switch of account checks at once.
  const account = eligible ? `${session.source}:${session.accountCode}` : undefined;
  useEffect(() => {
    if (!eligible) return undefined;
    let checking = false;
    const check = () => {
      if (checking) return;
      checking = true;
      void checkActivePushSubscription(brand, sessions).finally(() => {
        checking = false;
      });
    };
    check();
    const handle = window.setInterval(check, pushSubscriptionCheckMs);
    return () => window.clearInterval(handle);
  }, [eligible, brand, sessions, account]);
  return null;
}
