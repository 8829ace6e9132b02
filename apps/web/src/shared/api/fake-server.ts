/* Tests only: the real api client over a fetch that answers by path, so only the network is faked. */
import { createApi } from './api-client';
import type { Api } from './api-client';

export type RecordedCall = { readonly path: string; readonly body: unknown; readonly headers: Record<string, string> };
export type FixedAnswer = { readonly status: number; readonly body: unknown };
export type Answer = FixedAnswer | ((body: unknown) => FixedAnswer);

/** A fetch that answers by path (a GET's query string is left off the path), recording each call. */
export function fakeFetch(answers: Readonly<Record<string, Answer>>): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetcher: typeof fetch = async (url, init) => {
    const path = String(url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, headers });
    const answer = answers[path] ?? answers[path.split('?')[0] ?? path];
    if (answer === undefined)
      return Response.json({ code: 'NOT_FOUND', message: `No answer for ${path}` }, { status: 404 });
    const { status, body: answerBody } = typeof answer === 'function' ? answer(body) : answer;
    return Response.json(answerBody, { status });
  };
  return { fetch: fetcher, calls };
}

/**
 * The real api client over a fetch that answers by path. (A page that calls the app's own `api` is tested with
 * `vi.stubGlobal('fetch', fakeFetch(answers).fetch)` instead.)
 */
export function fakeServer(answers: Readonly<Record<string, Answer>>): { api: Api; calls: RecordedCall[] } {
  const network = fakeFetch(answers);
  return { api: createApi(network.fetch), calls: network.calls };
}

/** The 422 an area answers with one of its results (an order refusal): its name, its SPEC code and a message. */
export function resultRefusal(result: string, resultCode: string, message: string): FixedAnswer {
  return { status: 422, body: { code: result, message, details: { result, resultCode } } };
}

/**
 * A keyset paged list's answer: `rows` under `name`, pageSize at a time (its default when the request has none), each
 * page after the cursor the one before gave (here the next row's index) and the last with a null cursor.
 */
export function keysetPages(name: string, rows: readonly unknown[], defaultPageSize = 20): Answer {
  return (body) => {
    const request = body as { readonly cursor?: string; readonly pageSize?: number };
    const start = request.cursor === undefined ? 0 : Number(request.cursor);
    const next = start + (request.pageSize ?? defaultPageSize);
    return {
      status: 200,
      body: { [name]: rows.slice(start, next), nextCursor: next < rows.length ? String(next) : null },
    };
  };
}
