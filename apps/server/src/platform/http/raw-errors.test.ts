import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parserErrorAnswer } from './raw-errors';

type RawAnswer = { readonly status: number; readonly headers: Record<string, string>; readonly body: unknown };

/** Splits what the server wrote on one connection into its HTTP/1.1 responses (each framed by Content-Length). */
function responsesOf(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = Buffer.from(text, 'latin1');
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) throw new Error(`an incomplete response: ${rest.toString('latin1')}`);
    const [statusLine = '', ...headerLines] = rest.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length']);
    if (!Number.isInteger(length)) throw new Error(`a response without Content-Length: ${statusLine}`);
    const bodyStart = headEnd + 4;
    const body = rest.subarray(bodyStart, bodyStart + length).toString('utf8');
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
    rest = rest.subarray(bodyStart + length);
  }
  return answers;
}

/** Writes `request` as raw bytes on a new connection and reads every response until the server closes it. */
function sendRaw(port: number, request: string): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request, 'latin1'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(responsesOf(Buffer.concat(chunks).toString('latin1')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

const houseShape = { code: expect.any(String), message: expect.any(String) };

/** A POST to a public operation, with the headers the web client sends; `extra` is more header lines. */
function post(body: string, headerLines: readonly string[]): string {
  return [
    'POST /api/example/alive HTTP/1.1',
    'Host: 127.0.0.1',
    'x-portal-client: web',
    'Content-Type: application/json',
    ...headerLines,
    '',
    body,
  ].join('\r\n');
}

describe('errors raised below the app answer {code, message} over a real socket', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a port');
    port = address.port;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers a well-formed call 200 (the raw client reads a normal answer)', async () => {
    const answers = await sendRaw(port, post('{}', ['Content-Length: 2', 'Connection: close']));
    expect(answers.map((answer) => answer.status)).toEqual([200]);
    expect(answers[0]?.body).toHaveProperty('serverId');
  });

  it('answers headers larger than Node accepts 431 HEADERS_TOO_LARGE', async () => {
    const answers = await sendRaw(
      port,
      `GET /api/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answers).toEqual([
      {
        status: 431,
        headers: expect.objectContaining({ 'content-type': 'application/json; charset=utf-8' }),
        body: {
          code: 'HEADERS_TOO_LARGE',
          message: 'The request headers are larger than this server accepts (16 KiB in all); send fewer or shorter.',
        },
      },
    ]);
    expect(answers[0]?.body).not.toHaveProperty('statusCode');
  });

  it('answers a body longer than its Content-Length (a short Content-Length) 400 in the house shape', async () => {
    // The first 3 bytes are the body ('{"a', not JSON); the rest is read as a next request, which is not HTTP. Which
    // of the two answers is written before the connection closes depends on timing; each is a 400 in the house shape.
    const answers = await sendRaw(port, post('{"a":1}', ['Content-Length: 3']));
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });

  it('answers a body that is not JSON 400 in the house shape', async () => {
    const answers = await sendRaw(port, post('{"a":', ['Content-Length: 5', 'Connection: close']));
    expect(answers).toEqual([
      {
        status: 400,
        headers: expect.any(Object),
        body: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
      },
    ]);
  });

  it('answers a Content-Length beyond the 1 MiB limit 413 PAYLOAD_TOO_LARGE', async () => {
    const answers = await sendRaw(port, post('{}', ['Content-Length: 2000000', 'Connection: close']));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [413, expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' })],
    ]);
  });

  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n'],
    ['both Content-Length and Transfer-Encoding', post('{}', ['Content-Length: 2', 'Transfer-Encoding: chunked'])],
    ['a chunk size that is not hexadecimal', post('zz\r\n{}\r\n0\r\n\r\n', ['Transfer-Encoding: chunked'])],
    ['an invalid Content-Length', post('{}', ['Content-Length: two'])],
    ['a header name with a space', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n'],
  ])('answers %s 400 BAD_REQUEST in the house shape and closes the connection', async (_what, request) => {
    const answers = await sendRaw(port, request);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.status).toBe(400);
    expect(answers[0]?.body).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(answers[0]?.headers.connection).toBe('close');
  });

  it('answers an HTTP/1.1 request without a Host header 400 in the house shape (Node would send an empty body)', async () => {
    const answers = await sendRaw(port, 'GET /api/openapi.json HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [400, { code: 'BAD_REQUEST', message: 'An HTTP/1.1 request must carry a Host header.' }],
    ]);
  });

  it('answers an Expect header other than 100-continue 417 in the house shape (Node would send an empty body)', async () => {
    const answers = await sendRaw(port, post('{}', ['Content-Length: 2', 'Expect: the-moon', 'Connection: close']));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [417, { code: 'EXPECTATION_FAILED', message: 'This server meets no Expect header but 100-continue.' }],
    ]);
  });

  it('still serves an HTTP/1.0 request without a Host header (Host is optional there)', async () => {
    const answers = await sendRaw(port, 'GET /api/openapi.json HTTP/1.0\r\n\r\n');
    expect(answers.map((answer) => answer.status)).toEqual([200]);
  });

  it('every answer above has the house shape and never Fastify’s {error, statusCode}', async () => {
    const requests = [
      'GARBAGE\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      post('{"a":1}', ['Content-Length: 3']),
    ];
    for (const request of requests) {
      for (const answer of await sendRaw(port, request)) {
        expect(answer.body).toEqual(houseShape);
        expect(answer.body).not.toHaveProperty('error');
        expect(answer.body).not.toHaveProperty('statusCode');
      }
    }
  });
});

describe('parserErrorAnswer', () => {
  it('answers a request that timed out 408 REQUEST_TIMEOUT', () => {
    const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    expect(parserErrorAnswer(timeout)).toEqual({
      status: 408,
      body: { code: 'REQUEST_TIMEOUT', message: 'The request was not received in time; send it again.' },
    });
  });
});
