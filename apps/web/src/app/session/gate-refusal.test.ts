import { describe, expect, it } from 'vitest';
import { evaluateGuard } from '../routing/guards';
import { brandWith, context, routeAt } from '../routing/routing-fixtures';
import { activeSession, withLogin, signedOut } from '../../shared/session/session-store';
import { withGateRefusal } from './gate-refusal';
import { sessionFacts } from './session-fixtures';

describe('a gate refusal from the server (ADR 020)', () => {
  const signedIn = withLogin(signedOut, sessionFacts('C10003'));
  const guardOf = (state: typeof signedIn, path: string) =>
    evaluateGuard(routeAt(path), context(brandWith('demo'), activeSession(state)));

  it('sends the session to the forced password change: gated routes redirect to the login page', () => {
    expect(guardOf(signedIn, '/funds/dashboard')).toEqual({ kind: 'allow' });
    const refused = withGateRefusal(signedIn, {
      gate: 'forcedPasswordChange',
      account: { accountCode: 'C10003', source: 'gateway' },
    });
    expect(activeSession(refused)?.forceChangePassword).toBe(true);
    expect(guardOf(refused, '/funds/dashboard')).toEqual({ kind: 'redirect', to: '/users/login' });
    // SPEC §2: the fund detail stays outside the gate.
    expect(guardOf(refused, '/funds/detail/:id')).toEqual({ kind: 'allow' });
  });

  it('marks the agreement unconfirmed for the active account when the call named none', () => {
    const refused = withGateRefusal(signedIn, { gate: 'firstLoginAgreement', account: undefined });
    expect(activeSession(refused)?.agreementConfirmed).toBe(false);
    expect(guardOf(refused, '/funds/portfolio')).toEqual({ kind: 'redirect', to: '/users/login' });
  });

  it('leaves the sessions alone when nobody is signed in', () => {
    expect(withGateRefusal(signedOut, { gate: 'firstLoginAgreement', account: undefined })).toBe(signedOut);
  });
});
