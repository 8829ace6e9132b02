import { describe, expect, it } from 'vitest';
import {
  clientCodeVerificationFailures,
  clientCodeVerificationMessages,
  resetPasswordErrorCodes,
  resetPasswordErrorMessages,
} from '@portal/contract';
import { accessEnglish } from '../i18n-access';
import { fakeServer, refusal } from '../login/login-fixtures';
import { resendResetCode, resetPassword, verifyClientCode, verifyResetCode } from './reset-calls';

const paths = {
  verifyClientCode: '/api/account/verifyClientCode',
  resendResetCode: '/api/account/resendResetCode',
  verifyResetCode: '/api/account/verifyResetCode',
  resetPassword: '/api/account/resetPassword',
};

const codeSent = {
  factor: 'sms',
  destination: '+852 ****4567',
  resendAvailableAt: '2026-11-22T08:01:00.000Z',
  expirationTime: '2026-11-22T08:05:00.000Z',
};

const rule = {
  minimumLength: 8,
  maximumLength: 16,
  alphaNumeric: true,
  enhancedRule: false,
  requiredSatisfyRule: 0,
  requireBaseDigit: false,
  requireLowerCaseCharacter: false,
  requireUpperCaseCharacter: false,
  requireSpecialCharacter: false,
};

describe('the calls of a password reset', () => {
  it('sends the client code and verification key and returns where the code went', async () => {
    const server = fakeServer({ [paths.verifyClientCode]: { status: 200, body: codeSent } });
    expect(await verifyClientCode('C10002', 'secret-key', server.api)).toEqual({ kind: 'done', value: codeSent });
    expect(server.calls[0]).toMatchObject({
      path: paths.verifyClientCode,
      body: { clientCode: 'C10002', verificationKey: 'secret-key' },
    });
  });

  it.each(clientCodeVerificationFailures)('names the client-code verification result %s (SPEC §8)', async (code) => {
    const server = fakeServer({ [paths.verifyClientCode]: refusal(code) });
    expect(await verifyClientCode('C10002', 'key', server.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', key: code },
    });
  });

  it.each(resetPasswordErrorCodes)('names the reset error %s', async (code) => {
    const server = fakeServer({ [paths.verifyResetCode]: refusal(code) });
    expect(await verifyResetCode('123456', server.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', key: code },
    });
  });

  it('calls any other refusal or answer a general failure', async () => {
    const unknown = fakeServer({ [paths.resetPassword]: refusal('ERR999') });
    expect(await resetPassword('abcd1234', unknown.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', key: 'general' },
    });
    const broken = fakeServer({ [paths.resetPassword]: { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    expect(await resetPassword('abcd1234', broken.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', key: 'general' },
    });
  });

  it('says when a rate limit lets the client try again, and when the server cannot be reached', async () => {
    const limited = fakeServer({
      [paths.verifyClientCode]: {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many', details: { retryAfterSeconds: 41.2 } },
      },
    });
    expect(await verifyClientCode('C10002', 'key', limited.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'rateLimited', retryAfterSeconds: 42 },
    });
    const down = fakeServer({ [paths.resendResetCode]: 'unreachable' });
    expect(await resendResetCode(down.api)).toEqual({ kind: 'failed', failure: { kind: 'unreachable' } });
  });

  it('returns the password rule a verified code brings, and the new password’s acceptance', async () => {
    const server = fakeServer({
      [paths.verifyResetCode]: { status: 200, body: { passwordRule: rule } },
      [paths.resetPassword]: { status: 200, body: { success: true } },
    });
    expect(await verifyResetCode('123456', server.api)).toEqual({ kind: 'done', value: rule });
    expect(await resetPassword('abcd1234', server.api)).toEqual({ kind: 'done', value: true });
    expect(server.calls.map((call) => call.body)).toEqual([
      { oneTimePassword: '123456' },
      { newLoginPassword: 'abcd1234' },
    ]);
  });

  it('words the results and errors in English as the contract does', () => {
    expect(accessEnglish.resetPassword.refusal).toEqual({
      ...clientCodeVerificationMessages,
      ...resetPasswordErrorMessages,
      general: accessEnglish.resetPassword.refusal.general,
    });
  });
});
