import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushTarget } from '@portal/contract';
import { createBrowserPushKeys } from '../services/push/push-decryption';

/** One request the recording push endpoint received. */
export type RecordedPush = {
  readonly method: string;
  /** The path and query it was sent to. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
};

/**
 * A push service stand-in for tests: a real HTTP server on 127.0.0.1 (a free port) that records every request and
 * answers with the status it is told (201 Created, as push services answer, unless told otherwise).
 */
export type PushEndpoint = {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  readonly origin: string;
  /** A subscription endpoint on this server: origin + /push/<name>. */
  endpointFor(name: string): string;
  /** What it received so far, oldest first. */
  readonly received: readonly RecordedPush[];
  /** The status later requests are answered with (201, 410, 500 ...). */
  answerWith(status: number): void;
  close(): Promise<void>;
};

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: RecordedPush[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status >= 400 ? `answered ${status}` : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // listening on a TCP port: the address is never a pipe name or null.
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    endpointFor: (name) => `${origin}/push/${name}`,
    received,
    answerWith(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}

/**
 * A subscription target as a browser's PushManager gives one: an endpoint (a public push service unless told) and
 * fresh, valid keys (a P-256 public key and a 16-byte secret), for tests that need addSubscription to accept it.
 */
export function browserPushTarget(endpoint = 'https://fcm.googleapis.com/fcm/send/portal-test-browser'): PushTarget {
  return { endpoint, keys: createBrowserPushKeys().keys };
}
