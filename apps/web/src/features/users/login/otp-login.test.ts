import { describe, expect, it } from 'vitest';
import { tokenErrorMessages } from '@portal/contract/domain/codes/token-error';
import { usersEnglish } from '../i18n';
import { fakeServer, loggedInAnswer, refusal } from './login-fixtures';
import { resendOneTimePassword, verifyOneTimePassword } from './otp-login';

const factorPath = '/api/account/factorLogin';
const resendPath = '/api/account/resendOneTimePassword';

describe('verifying the one-time password', () => {
  it('completes the login with the code and the factor', async () => {
    const server = fakeServer({ [factorPath]: { status: 200, body: loggedInAnswer() } });
    expect(await verifyOneTimePassword('123456', 'sms', server.api)).toEqual({
      kind: 'loggedIn',
      login: loggedInAnswer(),
    });
    expect(server.calls[0]).toMatchObject({ path: factorPath, body: { password: '123456', factor: 'sms' } });
  });

  it.each([
    ['ERR001', 'alreadyUsed'],
    ['ERR002', 'incorrect'],
    ['ERR003', 'expired'],
    ['ERR004', 'tokenLoginDisabled'],
    ['ERR005', 'suspended'],
    ['ERR006', 'deviceNotRegistered'],
    ['ERR008', 'deactivated'],
    ['ERR999', 'unknown'],
    ['ERR007', 'loginFailure'],
  ])('names token error %s by its message %s (SPEC §8)', async (code, key) => {
    const server = fakeServer({ [factorPath]: refusal(code) });
    expect(await verifyOneTimePassword('123456', 'token', server.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', key },
    });
  });

  it('has the token error texts in English as the contract lists them', () => {
    expect(usersEnglish.otp.error).toEqual(tokenErrorMessages);
  });
});

describe('sending the one-time password again', () => {
  it('returns where the code went and when the next may be asked for', async () => {
    const server = fakeServer({
      [resendPath]: {
        status: 200,
        body: {
          destination: '+852 ****5678',
          resendAvailableAt: '2026-11-22T08:02:00.000Z',
          expirationTime: '2026-11-22T08:06:00.000Z',
        },
      },
    });
    expect(await resendOneTimePassword('sms', server.api)).toEqual({
      kind: 'sent',
      destination: '+852 ****5678',
      resendAvailableAt: Date.UTC(2026, 10, 22, 8, 2),
    });
    expect(server.calls[0]?.body).toEqual({ factor: 'sms' });
  });

  it('reports the wait of a cooldown the server enforces (429)', async () => {
    const server = fakeServer({
      [resendPath]: {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Wait', details: { retryAfterSeconds: 37 } },
      },
    });
    expect(await resendOneTimePassword('email', server.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'rateLimited', retryAfterSeconds: 37 },
    });
  });
});
