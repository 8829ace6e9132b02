import { describe, expect, it } from 'vitest';
import { endpointPolicyOf, endpointProblem, endpointUrlProblem, isLocalAddress } from './endpoint-safety';

const strict = { allowLocal: false };
const local = { allowLocal: true };
const publicResolver = async () => ['142.250.72.10'];

describe('push endpoint safety', () => {
  it('allows local endpoints only with dev support outside production', () => {
    expect(endpointPolicyOf({ devSupport: true, nodeEnv: 'development' })).toEqual(local);
    expect(endpointPolicyOf({ devSupport: true, nodeEnv: 'test' })).toEqual(local);
    expect(endpointPolicyOf({ devSupport: true, nodeEnv: 'production' })).toEqual(strict);
    expect(endpointPolicyOf({ devSupport: false, nodeEnv: 'development' })).toEqual(strict);
  });

  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
  ])('%s is a local address', (address) => {
    expect(isLocalAddress(address)).toBe(true);
  });

  it.each(['142.250.72.10', '172.32.0.1', '100.128.0.1', '8.8.8.8', '2607:f8b0:4005:80b::200e', '::ffff:8.8.8.8'])(
    '%s is a public address',
    (address) => {
      expect(isLocalAddress(address)).toBe(false);
    },
  );

  it('accepts a public https push service', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b';
    expect(endpointUrlProblem(endpoint, strict)).toBeUndefined();
    expect(await endpointProblem(endpoint, strict, publicResolver)).toBeUndefined();
  });

  it.each([
    ['http://push.example.com/abc', 'must be an https URL'],
    ['https://127.0.0.1:8443/push', 'must be a public push service, not a local or private address'],
    ['https://[::1]/push', 'must be a public push service, not a local or private address'],
    ['https://10.0.0.8/push', 'must be a public push service, not a local or private address'],
    ['https://localhost/push', 'must be a public push service, not a local or private address'],
    ['https://metadata.google.internal/push', 'must be a public push service, not a local or private address'],
    ['https://user:secret@push.example.com/abc', 'must not carry credentials'],
    ['ftp://push.example.com/abc', 'must be an http(s) URL'],
    ['not a url', 'is not a URL'],
  ])('refuses %s without dev support', async (endpoint, problem) => {
    expect(endpointUrlProblem(endpoint, strict)).toBe(problem);
    expect(await endpointProblem(endpoint, strict, publicResolver)).toBe(problem);
  });

  it('allows http and loopback endpoints with dev support (the journeys record pushes on the server itself)', async () => {
    expect(await endpointProblem('http://127.0.0.1:3000/api/_dev/pushEndpoint/c10001', local)).toBeUndefined();
    expect(endpointUrlProblem('ftp://127.0.0.1/push', local)).toBe('must be an http(s) URL');
  });

  it('refuses a host name that resolves to a private address, or to nothing', async () => {
    const endpoint = 'https://push.attacker.example/abc';
    expect(await endpointProblem(endpoint, strict, async () => ['142.250.72.10', '10.0.0.5'])).toBe(
      'has a host name that resolves to a local or private address',
    );
    expect(
      await endpointProblem(endpoint, strict, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).toBe('has a host name that cannot be resolved');
    expect(await endpointProblem(endpoint, strict, async () => [])).toBe('has a host name that cannot be resolved');
  });
});
