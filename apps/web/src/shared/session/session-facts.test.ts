import { describe, expect, it } from 'vitest';
import type { LoggedIn } from '@portal/contract';
import { onBrowserClock, sessionFactsOf } from './session-facts';

const minute = 60_000;

const login: LoggedIn = {
  result: 'Y',
  accountCode: 'C10001',
  source: 'gateway',
  role: 'user',
  time: '2026-11-22T08:00:00.000Z',
  sessionExpirationTime: '2026-11-22T08:15:00.000Z',
  refreshExpirationTime: '2026-11-22T08:15:00.000Z',
  isForceChangePassword: false,
  passwordDuration: 90,
  alertChangePasswordOption: 14,
  lastChangePasswordDate: '2026-10-01T00:00:00.000Z',
  agreementConfirmed: true,
  clientType: 'Individual',
  isProfessionalInvestor: false,
  isSessionLogin: false,
  notificationEnabled: true,
};

describe('session facts on the browser clock', () => {
  it('keeps an expiry as far from now as the server put it, whatever the browser clock says', () => {
    const serverTime = '2026-11-22T08:00:00.000Z';
    const expiry = '2026-11-22T08:15:00.000Z';
    // A browser clock 10 minutes fast and one 20 minutes slow both see 15 minutes left.
    const fast = Date.parse(serverTime) + 10 * minute;
    const slow = Date.parse(serverTime) - 20 * minute;
    expect(onBrowserClock(expiry, serverTime, fast) - fast).toBe(15 * minute);
    expect(onBrowserClock(expiry, serverTime, slow) - slow).toBe(15 * minute);
  });

  it('stores the login time as the server gave it (tabs order logins by it) and the expiries on the browser clock', () => {
    const browserNow = Date.parse(login.time) + 7 * minute;
    const facts = sessionFactsOf(login, browserNow);
    expect(facts.loginTime).toBe(Date.parse(login.time));
    expect(facts.sessionExpiresAt - browserNow).toBe(Date.parse(login.sessionExpirationTime) - Date.parse(login.time));
    expect(facts.refreshExpiresAt - browserNow).toBe(Date.parse(login.refreshExpirationTime) - Date.parse(login.time));
  });
});
