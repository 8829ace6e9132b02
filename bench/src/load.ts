import { Agent, request } from 'node:http';

export type LoadResult = { readonly requests: number; readonly seconds: number; readonly requestsPerSecond: number };

/**
 * Sends POST requests with a JSON body (and `headers`) to `url` from `concurrency` keep-alive connections for `durationMs`,
 * and counts the answers. Bounded in time; loopback only.
 */
export async function measureRequestsPerSecond(
  url: string,
  {
    durationMs,
    concurrency,
    body = '{}',
    headers = {},
  }: { durationMs: number; concurrency: number; body?: string; headers?: Readonly<Record<string, string>> },
): Promise<LoadResult> {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
    throw new Error(`The benchmark only sends traffic to this machine, not to ${target.hostname}.`);
  }
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const started = performance.now();
  const deadline = started + durationMs;
  let completed = 0;

  const once = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const call = request(
        target,
        {
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          response.resume();
          response.on('end', resolve);
        },
      );
      call.on('error', reject);
      call.end(body);
    });

  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      await once();
      completed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: completed, seconds, requestsPerSecond: completed / seconds };
}
