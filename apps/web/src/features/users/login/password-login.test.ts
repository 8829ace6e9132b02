import { describe, expect, it } from 'vitest';
import { captchaImage, factorRequiredAnswer, fakeServer, loggedInAnswer, refusal } from './login-fixtures';
import { refreshCaptcha, submitPasswordLogin } from './password-login';

const gatewayPath = '/api/account/gatewayPasswordLogin';
const fosPath = '/api/account/fosPasswordLogin';
const credentials = { accountCode: 'C1001', password: 'secret' } as const;

describe('signing in with a password', () => {
  it('signs in to the securities gateway with the account code, password and client header', async () => {
    const server = fakeServer({ [gatewayPath]: { status: 200, body: loggedInAnswer() } });
    const outcome = await submitPasswordLogin({ source: 'gateway', ...credentials }, server.api);
    expect(outcome).toEqual({ kind: 'loggedIn', login: loggedInAnswer() });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({
      path: gatewayPath,
      body: { accountCode: 'C1001', password: 'secret' },
      headers: { 'x-portal-client': 'web' },
    });
  });

  it('signs in to the virtual-asset back end when VA Account Login is chosen', async () => {
    const server = fakeServer({ [fosPath]: { status: 200, body: loggedInAnswer({ source: 'fos' }) } });
    const outcome = await submitPasswordLogin({ source: 'fos', ...credentials }, server.api);
    expect(outcome).toMatchObject({ kind: 'loggedIn', login: { source: 'fos' } });
    expect(server.calls.map((call) => call.path)).toEqual([fosPath]);
  });

  it('sends the captcha shown and what was read from it', async () => {
    const server = fakeServer({ [gatewayPath]: { status: 200, body: loggedInAnswer() } });
    await submitPasswordLogin(
      { source: 'gateway', ...credentials, captcha: { captchaId: 'cap-1', captchaText: ' x7k2 ' } },
      server.api,
    );
    expect(server.calls[0]?.body).toEqual({ ...credentials, captchaId: 'cap-1', captchaText: 'x7k2' });
  });

  it('reports a first-time login (result 1) as logged in, and result 2 as a second factor to give', async () => {
    const first = fakeServer({ [gatewayPath]: { status: 200, body: loggedInAnswer({ result: '1' }) } });
    expect(await submitPasswordLogin({ source: 'gateway', ...credentials }, first.api)).toMatchObject({
      kind: 'loggedIn',
      login: { result: '1' },
    });
    const factor = fakeServer({ [gatewayPath]: { status: 200, body: factorRequiredAnswer() } });
    expect(await submitPasswordLogin({ source: 'gateway', ...credentials }, factor.api)).toEqual({
      kind: 'factorRequired',
      challenge: factorRequiredAnswer(),
    });
  });

  it('names the refusal by its login result code, with the new captcha it carries', async () => {
    const captcha = { captchaId: 'cap-2', captchaImage };
    const server = fakeServer({ [gatewayPath]: refusal('captchaRequired', { captcha }) });
    expect(await submitPasswordLogin({ source: 'gateway', ...credentials }, server.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', key: 'captchaRequired' },
      captcha,
    });
  });

  it('gives the wait of a rate limit in seconds, when the server says it', async () => {
    const limited = fakeServer({
      [gatewayPath]: {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Slow down', details: { retryAfterSeconds: 42.3 } },
      },
    });
    expect(await submitPasswordLogin({ source: 'gateway', ...credentials }, limited.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'rateLimited', retryAfterSeconds: 43 },
    });
    const unsaid = fakeServer({ [gatewayPath]: { status: 429, body: { code: 'RATE_LIMITED', message: 'Slow down' } } });
    expect(await submitPasswordLogin({ source: 'gateway', ...credentials }, unsaid.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'rateLimited', retryAfterSeconds: undefined },
    });
  });

  it('tells a server that cannot be reached from one that failed', async () => {
    const offline = fakeServer({ [gatewayPath]: 'unreachable' });
    expect(await submitPasswordLogin({ source: 'gateway', ...credentials }, offline.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'unreachable' },
    });
    const broken = fakeServer({ [gatewayPath]: { status: 500, body: { code: 'INTERNAL', message: 'Oops' } } });
    expect(await submitPasswordLogin({ source: 'gateway', ...credentials }, broken.api)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', key: 'loginFailure' },
    });
  });
});

describe('refreshing the captcha', () => {
  it('asks for a new captcha in place of the one shown', async () => {
    const captcha = { captchaId: 'cap-3', captchaImage };
    const server = fakeServer({ '/api/account/refreshCaptcha': { status: 200, body: captcha } });
    expect(await refreshCaptcha('cap-2', server.api)).toEqual(captcha);
    expect(server.calls[0]?.body).toEqual({ captchaId: 'cap-2' });
  });

  it('keeps the captcha shown when no new one comes', async () => {
    const server = fakeServer({ '/api/account/refreshCaptcha': 'unreachable' });
    expect(await refreshCaptcha('cap-2', server.api)).toBeUndefined();
  });
});
