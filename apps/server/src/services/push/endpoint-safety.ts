import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Config } from '../../platform/runtime/config';

/**
 * Which push endpoints the server may send to. A browser's push service is a public https server; an endpoint a
 * client made up could point the server at its own network (a blind request forgery), so plain http, loopback,
 * private, link-local and unique-local addresses are refused, unless local endpoints are allowed (PORTAL_DEV_SUPPORT:
 * the journeys record pushes on the server itself).
 */
export type EndpointPolicy = { readonly allowLocal: boolean };

/** Local endpoints are allowed only with dev support, never in production. */
export function endpointPolicyOf(config: Pick<Config, 'devSupport' | 'nodeEnv'>): EndpointPolicy {
  return { allowLocal: config.devSupport && config.nodeEnv !== 'production' };
}

function ipv4Parts(address: string): number[] | undefined {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((part) => Number.isInteger(part) && part >= 0 && part <= 255)
    ? parts
    : undefined;
}

function isLocalIpv4(address: string): boolean {
  const parts = ipv4Parts(address);
  if (parts === undefined) return true;
  const [a = 0, b = 0] = parts;
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata services)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

function isLocalIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  // An IPv4 address inside IPv6 (::ffff:10.0.0.1) is judged as IPv4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1] !== undefined) return isLocalIpv4(mapped[1]);
  if (lower.startsWith('::ffff:')) return true;
  const first = Number.parseInt(lower.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 // multicast
  );
}

/** Whether an IP address (v4 or v6) is loopback, private or otherwise not a public host. */
export function isLocalAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return isLocalIpv4(address);
  if (version === 6) return isLocalIpv6(address);
  return true;
}

/** A host name that names this machine or a local network without asking DNS. */
function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || name.endsWith('.internal');
}

/** Why the endpoint may not be reached by its URL alone (a phrase: 'the endpoint ...'), or undefined. No DNS. */
export function endpointUrlProblem(endpoint: string, policy: EndpointPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (url.username !== '' || url.password !== '') return 'must not carry credentials';
  if (policy.allowLocal) return undefined;
  if (url.protocol !== 'https:') return 'must be an https URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 ? isLocalAddress(host) : isLocalName(host)) {
    return 'must be a public push service, not a local or private address';
  }
  return undefined;
}

export type ResolveHost = (hostname: string) => Promise<readonly string[]>;

async function resolveWithDns(hostname: string): Promise<readonly string[]> {
  const addresses = await lookup(hostname, { all: true, verbatim: true });
  return addresses.map((entry) => entry.address);
}

/**
 * Why the server may not send to the endpoint, or undefined: its URL, and (unless local endpoints are allowed) every
 * address its host name resolves to.
 */
export async function endpointProblem(
  endpoint: string,
  policy: EndpointPolicy,
  resolveHost: ResolveHost = resolveWithDns,
): Promise<string | undefined> {
  const urlProblem = endpointUrlProblem(endpoint, policy);
  if (urlProblem !== undefined || policy.allowLocal) return urlProblem;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return undefined;
  let addresses: readonly string[];
  try {
    addresses = await resolveHost(host);
  } catch {
    return 'has a host name that cannot be resolved';
  }
  if (addresses.length === 0) return 'has a host name that cannot be resolved';
  if (addresses.some(isLocalAddress)) return 'has a host name that resolves to a local or private address';
  return undefined;
}
