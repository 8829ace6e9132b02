import { describe, expect, it } from 'vitest';
import { pendingGate } from './sign-in-gates';

describe('sign-in gates (SPEC §4, ADR 020)', () => {
  it('puts the forced password change first, for any role', () => {
    for (const role of ['user', 'advisor', 'admin'] as const) {
      expect(pendingGate({ role, forceChangePassword: true, agreementConfirmed: false })).toBe('forcedPasswordChange');
    }
  });

  it('asks the plain client role only for the first-login agreement', () => {
    expect(pendingGate({ role: 'user', forceChangePassword: false, agreementConfirmed: false })).toBe(
      'firstLoginAgreement',
    );
    expect(pendingGate({ role: 'advisor', forceChangePassword: false, agreementConfirmed: false })).toBeUndefined();
    expect(pendingGate({ role: 'user', forceChangePassword: false, agreementConfirmed: true })).toBeUndefined();
  });
});
