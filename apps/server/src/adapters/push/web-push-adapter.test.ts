import { createPublicKey, verify } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserPushKeys, decryptPush, type BrowserPushKeys } from '../../services/push/push-decryption';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import type { PushDelivery, VapidKeys } from './push-adapter';
import { createWebPushAdapter } from './web-push-adapter';

/** The VAPID public key as a key object, from its 65 raw bytes (uncompressed P-256 point). */
function vapidPublicKeyObject(publicKey: string) {
  const raw = Buffer.from(publicKey, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** The parts of an RFC 8292 `vapid t=<JWT>, k=<key>` Authorization header, the JWT's signature checked by the test. */
function readVapidAuthorization(header: string | undefined) {
  const match = /^vapid t=([^,\s]+), k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (match?.[1] === undefined || match[2] === undefined) throw new Error(`Not a vapid Authorization: ${header}`);
  const [encodedHeader = '', encodedPayload = '', signature = ''] = match[1].split('.');
  return {
    key: match[2],
    header: JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8')) as Record<string, unknown>,
    signedPart: Buffer.from(`${encodedHeader}.${encodedPayload}`),
    signature: Buffer.from(signature, 'base64url'),
  };
}

describe('web push adapter (web-push encryption and VAPID, sent with fetch)', () => {
  let endpoint: PushEndpoint;
  let browser: BrowserPushKeys;
  const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@portal.example' };
  const adapter = createWebPushAdapter();
  const message = JSON.stringify({
    title: 'Cash movement',
    body: 'HKD 12,500.00 was deposited to your account (FO2026112200012).',
    notificationId: '3f1c2a9e-1b7d-4c55-9a43-0d2e8b6f7c10',
    type: 'cashMovement',
    url: '/notifications',
  });

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(async () => {
    await endpoint.close();
  });
  beforeEach(() => {
    browser = createBrowserPushKeys();
    endpoint.answerWith(201);
  });

  function deliveryTo(name: string, payload = message): PushDelivery {
    return { endpoint: endpoint.endpointFor(name), keys: browser.keys, payload, ttlSeconds: 86_400 };
  }

  it('POSTs one aes128gcm body that the browser decrypts, with its TTL, and reports it delivered', async () => {
    const outcome = await adapter.send(deliveryTo('decrypts'), vapid);

    expect(outcome).toEqual({ kind: 'delivered', status: 201 });
    const [push, ...more] = endpoint.received.filter((received) => received.path === '/push/decrypts');
    expect(more).toEqual([]);
    expect(push?.method).toBe('POST');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers['content-type']).toBe('application/octet-stream');
    expect(push?.headers.ttl).toBe('86400');
    const body = push?.body ?? Buffer.alloc(0);
    expect(body.includes(Buffer.from('deposited'))).toBe(false);

    const { header, plaintext } = decryptPush(body, browser);
    expect(JSON.parse(plaintext.toString('utf8'))).toEqual(JSON.parse(message));
    // RFC 8188 header: a 16-byte salt, the record size, and as keyid the server's ephemeral P-256 public key.
    expect(header.salt).toHaveLength(16);
    expect(header.recordSize).toBeGreaterThanOrEqual(body.length - 21 - 65);
    expect(header.keyId).toHaveLength(65);
    expect(header.keyId[0]).toBe(4);
    expect(header.keyId.toString('base64url')).not.toBe(vapid.publicKey);
    expect(header.keyId.equals(browser.publicKey)).toBe(false);
  });

  it('uses a new ephemeral key and salt for every push', async () => {
    await adapter.send(deliveryTo('ephemeral'), vapid);
    await adapter.send(deliveryTo('ephemeral'), vapid);
    const bodies = endpoint.received.filter((received) => received.path === '/push/ephemeral').map((r) => r.body);
    expect(bodies).toHaveLength(2);
    const [first, second] = bodies.map((body) => decryptPush(body, browser).header);
    expect(first?.keyId.equals(second?.keyId ?? Buffer.alloc(0))).toBe(false);
    expect(first?.salt.equals(second?.salt ?? Buffer.alloc(0))).toBe(false);
  });

  it("does not decrypt with another browser's keys, nor when a byte is changed", async () => {
    await adapter.send(deliveryTo('tamper'), vapid);
    const body = endpoint.received.find((received) => received.path === '/push/tamper')?.body ?? Buffer.alloc(0);
    expect(() => decryptPush(body, createBrowserPushKeys())).toThrow();
    const changed = Buffer.from(body);
    changed[changed.length - 20] = (changed[changed.length - 20] ?? 0) ^ 1;
    expect(() => decryptPush(changed, browser)).toThrow();
    expect(decryptPush(body, browser).plaintext.toString('utf8')).toBe(message);
  });

  it('signs a VAPID JWT (ES256) for the endpoint origin with the subject, expiring within 24 hours', async () => {
    const before = Math.floor(Date.now() / 1000);
    await adapter.send(deliveryTo('vapid'), vapid);
    const push = endpoint.received.find((received) => received.path === '/push/vapid');
    const authorization = readVapidAuthorization(push?.headers.authorization);

    expect(authorization.key).toBe(vapid.publicKey);
    expect(authorization.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(authorization.claims.aud).toBe(endpoint.origin);
    expect(authorization.claims.sub).toBe('mailto:support@portal.example');
    const expiry = Number(authorization.claims.exp);
    expect(expiry).toBeGreaterThan(before);
    expect(expiry).toBeLessThanOrEqual(before + 24 * 60 * 60);
    const key = vapidPublicKeyObject(vapid.publicKey);
    const signed = { key, dsaEncoding: 'ieee-p1363' } as const;
    expect(verify('sha256', authorization.signedPart, signed, authorization.signature)).toBe(true);
    // The signature is the VAPID key's: another key does not verify it.
    const other = vapidPublicKeyObject(webpush.generateVAPIDKeys().publicKey);
    expect(verify('sha256', authorization.signedPart, { ...signed, key: other }, authorization.signature)).toBe(false);
  });

  it.each([
    [410, 'gone'],
    [404, 'gone'],
    [500, 'failed'],
    [429, 'failed'],
    [400, 'failed'],
  ] as const)('reports an answer %i as %s', async (status, kind) => {
    endpoint.answerWith(status);
    const outcome = await adapter.send(deliveryTo(`status-${status}`), vapid);
    expect(outcome).toMatchObject({ kind, status });
    if (outcome.kind === 'failed')
      expect(outcome.message).toBe(`The push service answered ${status}: answered ${status}`);
  });

  it('reports an endpoint nobody listens on as failed, without throwing', async () => {
    const closed = await startPushEndpoint();
    const target = closed.endpointFor('closed');
    await closed.close();
    const outcome = await adapter.send({ ...deliveryTo('closed'), endpoint: target }, vapid);
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(outcome.kind === 'failed' && outcome.message).toMatch(/^The push service could not be reached/);
  });

  it('reports unusable browser keys as failed, sending nothing', async () => {
    const before = endpoint.received.length;
    const outcome = await adapter.send(
      { ...deliveryTo('bad-keys'), keys: { auth: browser.keys.auth, p256dh: 'AAAA' } },
      vapid,
    );
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(outcome.kind === 'failed' && outcome.message).toMatch(/^The push could not be prepared/);
    expect(endpoint.received.length).toBe(before);
  });
});
