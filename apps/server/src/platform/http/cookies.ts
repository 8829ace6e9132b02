import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookies a request carries, by name (first one wins when a name repeats). */
export function readCookies(request: FastifyRequest): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  const header = request.headers.cookie;
  if (typeof header !== 'string') return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A malformed value is treated as absent.
    }
  }
  return cookies;
}

export type CookieOptions = {
  /** Seconds; 0 deletes the cookie. */
  readonly maxAgeSeconds: number;
  readonly path: string;
  /** Secure cookies only travel over HTTPS: on in production, off for the local http:// server. */
  readonly secure: boolean;
};

/**
 * Adds a Set-Cookie header: httpOnly (JavaScript never sees a secret) and SameSite=Strict (another site's page cannot
 * make the browser send it), ARCHITECTURE §5.
 */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    `Path=${options.path}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ];
  // Fastify adds each Set-Cookie to the ones already set instead of replacing them.
  reply.header('set-cookie', attributes.join('; '));
}

export function clearCookie(reply: FastifyReply, name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): void {
  setCookie(reply, name, '', { ...options, maxAgeSeconds: 0 });
}
