import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineService, services } from '@portal/contract';
import { setActingAccount } from './acting-account';
import { callOperation, createApi, onSessionReplaced, toQuery } from './api-client';
import { ApiError } from './api-error';

type Recorded = { url: string; init: RequestInit };

function fakeFetch(status: number, body: string) {
  const calls: Recorded[] = [];
  const fetcher: typeof fetch = async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status, statusText: status === 200 ? 'OK' : 'Error' });
  };
  return { calls, fetcher };
}

describe('the typed api client', () => {
  it('has a call for every operation the contract declares', () => {
    const api = createApi(fakeFetch(200, '{}').fetcher);
    for (const service of services) {
      const client: Record<string, unknown> = api[service.name];
      expect(Object.keys(client).sort()).toEqual(Object.keys(service.operations).sort());
    }
  });

  it('POSTs the input as JSON to the operation path with cookies and the client header, and parses the answer', async () => {
    const currencies = [{ _id: 'c1', code: 'HKD', name: 'Hong Kong Dollar', precision: 2 }];
    const { calls, fetcher } = fakeFetch(200, JSON.stringify({ currencies }));
    const answer = await createApi(fetcher).currency.searchCurrencies({ language: 'zh-HK' });
    expect(answer).toEqual({ currencies });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/currency/searchCurrencies');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"language":"zh-HK"}');
    expect(call?.init.headers).toMatchObject({ 'x-portal-client': 'web', 'content-type': 'application/json' });
  });

  it('calls the keep-alive without credentials', async () => {
    const { calls, fetcher } = fakeFetch(200, JSON.stringify({ serverId: 's-1' }));
    expect(await createApi(fetcher).example.alive({})).toEqual({ serverId: 's-1' });
    expect(calls[0]?.init.credentials).toBe('omit');
  });

  it('names the active session in its headers, or the session a call says it acts for', async () => {
    setActingAccount(() => ({ accountCode: 'C001', source: 'gateway' }));
    try {
      const { calls, fetcher } = fakeFetch(200, JSON.stringify({ success: true }));
      const api = createApi(fetcher);
      await api.account.accountLogout({ role: 'user', source: 'gateway' });
      await api.account.accountLogout(
        { role: 'user', source: 'fos' },
        { actingFor: { accountCode: 'V001', source: 'fos' } },
      );
      expect(calls.map((call) => call.init.headers)).toEqual([
        expect.objectContaining({ 'x-portal-account': 'C001', 'x-portal-source': 'gateway' }),
        expect.objectContaining({ 'x-portal-account': 'V001', 'x-portal-source': 'fos' }),
      ]);
    } finally {
      setActingAccount(() => undefined);
    }
  });

  it('raises an ApiError with the status and the parsed {code, message, details} body on a non-200 answer', async () => {
    const body = { code: 'VALIDATION_FAILED', message: 'Input is invalid', details: { language: ['Invalid'] } };
    const { fetcher } = fakeFetch(400, JSON.stringify(body));
    const failure = await createApi(fetcher)
      .currency.searchCurrencies({ language: 'en' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, ...body });
  });

  it('tells the session-replaced listeners which session a 401 SESSION_REPLACED ended, and only then', async () => {
    const heard: unknown[] = [];
    const stop = onSessionReplaced((session) => heard.push(session));
    try {
      const replaced = {
        code: 'SESSION_REPLACED',
        message: 'You were signed out because this account signed in on another browser or device.',
      };
      const api = createApi(fakeFetch(401, JSON.stringify(replaced)).fetcher);
      const acting = { accountCode: 'C10001', source: 'gateway' };
      await expect(
        api.preference.setLanguage({ accountCode: 'C10001', source: 'gateway', language: 'en' }, { actingFor: acting }),
      ).rejects.toMatchObject({ status: 401, code: 'SESSION_REPLACED' });
      expect(heard).toEqual([acting]);

      // Another refusal (a session merely expired) is not a replacement.
      const expired = createApi(
        fakeFetch(401, JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Sign in.' })).fetcher,
      );
      await expect(expired.account.retrieveInactiveTimes({}, { actingFor: acting })).rejects.toMatchObject({
        status: 401,
      });
      expect(heard).toEqual([acting]);
    } finally {
      stop();
    }
    // Unsubscribed: heard no more.
    const api = createApi(fakeFetch(401, JSON.stringify({ code: 'SESSION_REPLACED', message: 'x' })).fetcher);
    await api.account
      .retrieveInactiveTimes({}, { actingFor: { accountCode: 'C10001', source: 'gateway' } })
      .catch(() => undefined);
    expect(heard).toHaveLength(1);
  });

  it('still raises an ApiError with the status when the error body is not JSON', async () => {
    const { fetcher } = fakeFetch(503, '<html>Bad gateway</html>');
    await expect(createApi(fetcher).example.alive({})).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
  });

  it('sends a GET operation input as query parameters, repeating the key of a list', async () => {
    const rates = defineService('rates', {
      read: {
        method: 'GET',
        auth: { kind: 'public' },
        summary: 'A GET operation for this test.',
        input: z.object({ tos: z.array(z.string()), day: z.string() }),
        output: z.object({ count: z.number() }),
      },
    });
    const { calls, fetcher } = fakeFetch(200, '{"count":2}');
    await callOperation(fetcher, rates.operations.read, { tos: ['HKD', 'USD'], day: '2026-11-18' });
    expect(calls[0]?.url).toBe('/api/rates/read?tos=HKD&tos=USD&day=2026-11-18');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(toQuery({})).toBe('');
  });
});
