import webpush from 'web-push';
import type { PushAdapter, PushDelivery, PushOutcome, VapidKeys } from './push-adapter';

/** How long a push service may take to answer before the push counts as failed. */
export const pushRequestTimeoutMs = 10_000;
/** The most of a push service's error answer kept for the log. */
const errorTextLimit = 500;

export type WebPushAdapterOptions = {
  readonly timeoutMs?: number;
};

/**
 * The web-push library's request for one push: the payload encrypted for the browser's keys (RFC 8291, aes128gcm
 * per RFC 8188) and a VAPID JWT signed with the server's key (RFC 8292). Throws when the keys are unusable.
 */
export function pushRequestOf(delivery: PushDelivery, vapid: VapidKeys) {
  const details = webpush.generateRequestDetails(
    { endpoint: delivery.endpoint, keys: { auth: delivery.keys.auth, p256dh: delivery.keys.p256dh } },
    delivery.payload,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: delivery.ttlSeconds,
      contentEncoding: 'aes128gcm',
    },
  );
  // The library gives numbers for TTL and Content-Length; fetch counts the body's length itself.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  return { endpoint: details.endpoint, headers, body: details.body };
}

/** At most `limit` characters of a response's text; the rest is not read. */
async function leadingTextOf(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, limit).trim();
}

/**
 * Web push through the web-push library's encryption and VAPID signing, sent with fetch (so a plain-http endpoint on
 * the server itself works in development and tests; the sender decides which endpoints may be reached). A push
 * service's answer: 2xx delivered; 404 or 410 gone (the browser dropped the subscription); anything else failed.
 */
export function createWebPushAdapter(options: WebPushAdapterOptions = {}): PushAdapter {
  const timeoutMs = options.timeoutMs ?? pushRequestTimeoutMs;
  return {
    async send(delivery, vapid): Promise<PushOutcome> {
      let request: ReturnType<typeof pushRequestOf>;
      try {
        request = pushRequestOf(delivery, vapid);
      } catch (error) {
        return { kind: 'failed', message: `The push could not be prepared: ${messageOf(error)}` };
      }
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          // A push service answers where it was asked; a redirect is not followed (and counts as failed).
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { kind: 'failed', message: `The push service could not be reached: ${messageOf(error)}` };
      }
      const status = response.status;
      if (status >= 200 && status < 300) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'delivered', status };
      }
      const text = await leadingTextOf(response, errorTextLimit).catch(() => '');
      if (status === 404 || status === 410) return { kind: 'gone', status };
      return {
        kind: 'failed',
        status,
        message: `The push service answered ${status}${text === '' ? '' : `: ${text}`}`,
      };
    },
  };
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
